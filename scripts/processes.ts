/** Starting and stopping the helper servers (Prism) as process groups that never outlive us. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

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

/** Starts `prism mock openapi.yaml` and resolves once it answers. */
export async function startPrism(
  port: number,
  host = '127.0.0.1',
  quiet = true,
  specPath = process.env.OPENAPI_FILE ?? resolve(root, 'openapi.yaml'),
): Promise<RunningPrism> {
  const bin = resolve(root, 'node_modules/.bin/prism');
  const child = spawn(bin, ['mock', specPath, '-p', String(port), '-h', host], {
    cwd: root,
    detached: true,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  children.add(child);
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://${host}:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Prism exited early:\n${log}`);
    try {
      // Node's fetch sends `Accept-Language: *` by default, which the contract's lists refuse (en or hi only).
      const res = await fetch(`${url}/api/services/`, { headers: { 'accept-language': 'en' } });
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
  return {
    url,
    port,
    stop: async () => {
      killGroup(child);
      children.delete(child);
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    },
  };
}
