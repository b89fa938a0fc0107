/**
 * `npm run bench:server`: requests per second and p99 latency of the Node server
 * (scripts/static-server.ts) against bare sirv serving the same dist/, each in its
 * own process, measured in the same run, in turns: 50 keep-alive connections for
 * --seconds (default 10) per turn, on the home page and the main script, with
 * compression asked for (brotli, as browsers do). Needs a build. Prints a table.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { resolve } from 'node:path';
import { freePort } from './processes';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1] ?? 10) || 10;
const CONNECTIONS = 50;

const SIRV_ONLY = `
import { createServer } from 'node:http';
import sirv from 'sirv';
const serve = sirv(process.argv[1], { dev: false, etag: true, gzip: true, brotli: true });
createServer((req, res) => serve(req, res)).listen(Number(process.argv[2]), '127.0.0.1', () => console.log('ready'));
`;

async function start(kind: 'ours' | 'sirv', port: number): Promise<ChildProcess> {
  const child =
    kind === 'ours'
      ? spawn(resolve(root, 'node_modules/.bin/tsx'), ['scripts/serve.ts'], {
          cwd: root,
          env: { ...process.env, PORT: String(port) },
          stdio: ['ignore', 'pipe', 'inherit'],
        })
      : spawn(process.execPath, ['--input-type=module', '-e', SIRV_ONLY, resolve(root, 'dist'), String(port)], {
          cwd: root,
          stdio: ['ignore', 'pipe', 'inherit'],
        });
  await new Promise<void>((ok) => child.stdout?.once('data', () => ok()));
  return child;
}

async function load(port: number, path: string): Promise<{ rps: number; p99: number; errors: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((ok) => {
      const started = performance.now();
      const req = request({ host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) errors += 1;
          latencies.push(performance.now() - started);
          ok();
        });
      });
      req.on('error', () => {
        errors += 1;
        ok();
      });
      req.end();
    });
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) await one();
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rps: Math.round(latencies.length / seconds), p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0), errors };
}

const html = readFileSync(resolve(root, 'dist/index.html'), 'utf8');
const mainJs = /<meta name="app-entry" content="([^"]+)"/.exec(html)?.[1] ?? '/';
const rows: string[] = [];
for (const path of ['/', mainJs]) {
  const result: Record<string, { rps: number; p99: number; errors: number }> = {};
  for (const kind of ['ours', 'sirv'] as const) {
    const port = await freePort();
    const child = await start(kind, port);
    try {
      await load(port, path); // warm-up turn, not counted
      result[kind] = await load(port, path);
    } finally {
      child.kill('SIGTERM');
    }
  }
  const ours = result.ours;
  const sirv = result.sirv;
  if (ours && sirv) {
    rows.push(`| ${path} | ${ours.rps} | ${sirv.rps} | ${(ours.rps / sirv.rps).toFixed(2)}× | ${ours.p99} | ${sirv.p99} | ${ours.errors + sirv.errors} |`);
  }
}
console.log(`\n${CONNECTIONS} connections, ${seconds} s per turn\n`);
console.log('| path | ours req/s | sirv req/s | ratio | ours p99 ms | sirv p99 ms | errors |\n|---|---:|---:|---:|---:|---:|---:|');
console.log(rows.join('\n'));
process.exit(0);
