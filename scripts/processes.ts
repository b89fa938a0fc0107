/** Starting and stopping the helper servers (Prism, nginx) as process groups that never outlive us. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { startLanguageProxy } from './mock-language';

const root = resolve(import.meta.dirname, '..');

/** A free port for a server started beside the site (nginx when no port is given: scripts/nginx.ts; the bench, the Firefox smoke test). */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => ok(port));
    });
  });
}

const children = new Set<ChildProcess>();

function killGroup(child: ChildProcess) {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}

process.on('exit', () => children.forEach(killGroup));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    children.forEach(killGroup);
    process.exit(130);
  });
}

/** Starts a helper (nginx: scripts/nginx.ts) in its own process group (stopped with us, never outliving the run). */
export function spawnTracked(bin: string, args: string[], options: { cwd?: string } = {}): ChildProcess {
  const child = spawn(bin, args, { cwd: options.cwd ?? root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  return child;
}

export async function stopTracked(child: ChildProcess): Promise<void> {
  killGroup(child);
  children.delete(child);
  if (child.exitCode === null && child.signalCode === null) await new Promise((r) => child.once('exit', r));
}

export interface RunningPrism {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

/**
 * Starts the mock API: `prism mock openapi.yaml` on a port of its own, behind the proxy of
 * scripts/mock-language.ts (the language example by Accept-Language, the files the answers name,
 * 405 with Allow, the contract's 404) listening on
 * host:port, and resolves once Prism answers. Every request still reaches Prism and is validated
 * there; `url` is the proxy's.
 */
export async function startPrism(
  port: number,
  host = '127.0.0.1',
  quiet = true,
  specPath = process.env.OPENAPI_FILE ?? resolve(root, 'openapi.yaml'),
): Promise<RunningPrism> {
  const bin = resolve(root, 'node_modules/.bin/prism');
  // The proxy takes its port first and keeps it: a port only chosen, then bound seconds later once
  // Prism is up, could be taken meanwhile by another test worker's server (EADDRINUSE, a red run).
  let prismUrl = '';
  const proxy = await startLanguageProxy({ target: () => prismUrl, specPath, host, port });
  let child: ChildProcess | undefined;
  const stopPrism = async () => {
    if (!child) return;
    const running = child;
    killGroup(running);
    children.delete(running);
    if (running.exitCode === null) await new Promise((r) => running.once('exit', r));
  };
  try {
    // Prism's own port has the same window: if another process took it, start again on another.
    for (let attempt = 1; ; attempt++) {
      const prismPort = await freePort();
      prismUrl = `http://127.0.0.1:${prismPort}`;
      const started = spawn(bin, ['mock', specPath, '-p', String(prismPort), '-h', '127.0.0.1'], {
        cwd: root,
        detached: true,
        stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      });
      child = started;
      children.add(started);
      let log = '';
      started.stdout?.on('data', (d: Buffer) => (log += d.toString()));
      started.stderr?.on('data', (d: Buffer) => (log += d.toString()));
      // Asked straight from Prism, as the site asks (the proxy in front is not needed to see that Prism is up).
      const up = await untilUp(started, () => answersAt(`${prismUrl}/api/services/`, { headers: { 'accept-language': 'en' } }, (res) => res.ok), {
        withinMs: 30_000,
        everyMs: 200,
      });
      if (up === 'up') break;
      await stopPrism();
      if (!/EADDRINUSE/.test(log) || attempt >= 3) throw new Error(`Prism did not start: ${up}\n${log}`);
    }
  } catch (error) {
    await proxy.close();
    throw error;
  }
  return {
    url: proxy.url,
    port: proxy.port,
    stop: async () => {
      await proxy.close();
      await stopPrism();
    },
  };
}

/** Whether `url` answers at all (with an answer `accepted` takes). */
export function answersAt(url: string, init?: RequestInit, accepted: (res: Response) => boolean = () => true): Promise<boolean> {
  return fetch(url, init).then(accepted, () => false);
}

/**
 * Waits until a server we started is up, as `answers` says (answersAt, or the TLS front's HTTP/2 GET),
 * asking every `everyMs` for at most `withinMs`: 'up', or why not. A bad config or a taken port ends the
 * process at once, which ends the wait too. Prism's start (startPrism, above) and nginx's
 * (scripts/nginx.ts's runNginx) both wait here.
 */
export async function untilUp(
  child: ChildProcess,
  answers: () => Promise<boolean>,
  { withinMs, everyMs }: { withinMs: number; everyMs: number },
): Promise<string> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (child.exitCode !== null) return 'it exited early';
    if (await answers()) return 'up';
    if (Date.now() > deadline) return `no answer within ${withinMs / 1000} s`;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
