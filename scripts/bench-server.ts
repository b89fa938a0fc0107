/**
 * `npm run bench:server`: requests per second and p99 latency of nginx serving dist/ with the
 * generated deploy/nginx.conf (scripts/nginx.ts, the production shape): 50 keep-alive connections
 * for --seconds (default 10) after a warm-up turn, on the home page (written through sub_filter, the
 * API base) and the main script (the .gz made at build), with compression asked for as browsers do.
 * Needs a build. Prints a table.
 */
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { resolve } from 'node:path';
import { startNginx } from './nginx';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1] ?? 10) || 10;
const CONNECTIONS = 50;

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
const site = await startNginx({ dist: resolve(root, 'dist'), apiBase: 'http://127.0.0.1:8000' });
try {
  for (const path of ['/', mainJs]) {
    await load(site.port, path); // warm-up turn, not counted
    const { rps, p99, errors } = await load(site.port, path);
    rows.push(`| ${path} | ${rps} | ${p99} | ${errors} |`);
  }
} finally {
  await site.close();
}
console.log(`\n${CONNECTIONS} connections, ${seconds} s per turn\n`);
console.log('| path | req/s | p99 ms | errors |\n|---|---:|---:|---:|');
console.log(rows.join('\n'));
process.exit(0);
