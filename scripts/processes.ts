/** Starting and stopping the helper servers (Prism) as process groups that never outlive us. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { startLanguageProxy } from './mock-language';

const root = resolve(import.meta.dirname, '..');

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

/** Starts a helper in its own process group (stopped with us, never outliving the run). */
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
 * Starts the mock API: `prism mock openapi.yaml` on a port of its own, behind the language proxy
 * (scripts/mock-language.ts: Accept-Language hi → the contract's `hi` examples) listening on
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
  const prismPort = await freePort();
  const child = spawn(bin, ['mock', specPath, '-p', String(prismPort), '-h', '127.0.0.1'], {
    cwd: root,
    detached: true,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  children.add(child);
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const prismUrl = `http://127.0.0.1:${prismPort}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Prism exited early:\n${log}`);
    try {
      // Node's fetch sends `Accept-Language: *` by default, which the contract's lists refuse (en or hi only).
      const res = await fetch(`${prismUrl}/api/services/`, { headers: { 'accept-language': 'en' } });
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      killGroup(child);
      throw new Error(`Prism did not start within 30 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const stopPrism = async () => {
    killGroup(child);
    children.delete(child);
    if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
  };
  const proxy = await startLanguageProxy({ target: prismUrl, specPath, host, port }).catch(async (error: unknown) => {
    await stopPrism();
    throw error;
  });
  return {
    url: proxy.url,
    port: proxy.port,
    stop: async () => {
      await proxy.close();
      await stopPrism();
    },
  };
}
