/**
 * Runs Debian's nginx as a foreground process (never the system service) with deploy/nginx.conf and
 * the build's deploy/build.conf, filled for this run: the production shape of the site (ADR 0005), which
 * `npm start`, `npm run serve`, the acceptance suite, the bench and the screenshots all serve with.
 * Everything it writes (pid, error log, temp files) goes to a scratch folder, so it needs no root:
 * any user who can read dist/ can run it.
 */
import { existsSync, rmSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { apiBaseFrom } from '@/lib/api-base';
import { answersAt, freePort, spawnTracked, stopTracked, untilUp } from './processes';
import { fillNginxTemplate } from './delivery/deploy-configs';
import { NGINX, NGINX_BROTLI } from './system-deps';

const NGINX_PATH = process.env.NGINX_PATH ?? NGINX;
const root = resolve(import.meta.dirname, '..');

/** Debian's brotli modules that are installed, when this is Debian's nginx: each is loaded and turned on by deploy/brotli-<name>.conf. */
const brotli = NGINX_PATH === NGINX ? Object.entries(NGINX_BROTLI).filter(([, module]) => existsSync(module)) : [];

export interface NginxOptions {
  dist: string;
  /** The API base setting; empty or absent: the spec's rule for this address (src/lib/api-base.ts), so the CSP allows it. */
  apiBase?: string;
  port?: number;
  host?: string;
  /** build.conf's text; deploy/build.conf (written by the build) by default. */
  build?: string;
}

/** @internal The tests' and the acceptance suite's handle on a running nginx (features/support/servers.ts). */
export type RunningNginx = Awaited<ReturnType<typeof startNginx>>;

export async function startNginx({ dist, apiBase, port: askedPort, host = '127.0.0.1', build }: NginxOptions) {
  const buildFile = join(root, 'deploy', 'build.conf');
  if (build === undefined && !existsSync(buildFile)) throw new Error('deploy/build.conf is missing: run `npm run build` first');
  const port = askedPort || (await freePort());
  const url = `http://${host}:${port}`;
  const values = { root: resolve(dist), port: `${host}:${port}`, apiBase: apiBase?.trim() || apiBaseFrom('', url) };
  const { close } = await runNginx(
    async (scratch) => {
      // Side by side in the scratch folder, nginx's config folder for this run, where site.conf's include finds build.conf.
      await writeFile(join(scratch, 'site.conf'), fillNginxTemplate(await readFile(join(root, 'deploy', 'nginx.conf'), 'utf8'), values));
      await writeFile(join(scratch, 'build.conf'), fillNginxTemplate(build ?? (await readFile(buildFile, 'utf8')), values));
      // nginx.conf includes brotli-static*.conf (the build's .br files) and brotli-filter*.conf (pages compressed as sent): each only with its module.
      for (const [name] of brotli) await copyFile(join(root, 'deploy', `brotli-${name}.conf`), join(scratch, `brotli-${name}.conf`));
      await writeFile(join(scratch, 'modules.conf'), brotli.map(([, module]) => `load_module ${module};\n`).join(''));
    },
    // Up once it answers (any answer): it never says so.
    () => answersAt(`${url}/robots.txt`),
  );
  return { url, port, close };
}

/**
 * nginx (Debian's, or NGINX_PATH) in the foreground, with deploy/local-run.conf as its main config:
 * `write` puts the site.conf that includes, and what site.conf needs, in a scratch folder of the run's
 * own, where pid, logs and temp files go too; up once `answers` says so. startNginx's runner, and the
 * bench's TLS front's (scripts/tls-front.ts).
 * @internal Exported for the bench's TLS front, which `knip --production` does not follow (the bench is
 * no production entry).
 */
export async function runNginx(write: (scratch: string) => Promise<void>, answers: () => Promise<boolean>) {
  if (!existsSync(NGINX_PATH)) throw new Error(`nginx not found at ${NGINX_PATH} (Debian package nginx; npm run preflight installs it)`);
  const scratch = await mkdtemp('/tmp/site-nginx-');
  process.once('exit', () => rmSync(scratch, { recursive: true, force: true }));
  await write(scratch);
  const conf = join(scratch, 'nginx.conf');
  await copyFile(join(root, 'deploy', 'local-run.conf'), conf);
  const child = spawnTracked(NGINX_PATH, ['-p', scratch, '-e', join(scratch, 'error.log'), '-c', conf, '-g', 'daemon off; master_process on;']);
  let log = '';
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const up = await untilUp(child, answers, { withinMs: 10_000, everyMs: 50 });
  if (up !== 'up') {
    await stopTracked(child);
    throw new Error(`nginx did not start: ${up}\n${log}\n${await readFile(join(scratch, 'error.log'), 'utf8').catch(() => '')}`);
  }
  return {
    close: async () => {
      await stopTracked(child);
      await rm(scratch, { recursive: true, force: true });
    },
  };
}
