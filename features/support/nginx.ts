/**
 * Runs Debian's nginx as a foreground process (never the system service) on a
 * free port with the generated deploy/nginx.conf, filled for this run: the
 * production shape of the site, used by the acceptance suite.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { freePort, spawnTracked, stopTracked } from '../../scripts/processes';
import { fillNginxTemplate } from '../../scripts/delivery/deploy-configs';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const root = resolve(import.meta.dirname, '../..');

export interface RunningNginx {
  url: string;
  port: number;
  close: () => Promise<void>;
}

/** The main config around our server block: logs, pid and temp files in a scratch folder. */
function mainConfig(scratch: string): string {
  return `worker_processes 1;
pid ${scratch}/nginx.pid;
error_log ${scratch}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${scratch}/body;
  proxy_temp_path ${scratch}/proxy;
  fastcgi_temp_path ${scratch}/fastcgi;
  uwsgi_temp_path ${scratch}/uwsgi;
  scgi_temp_path ${scratch}/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 5;
  include ${scratch}/site.conf;
}
`;
}

export async function startNginx(options: { dist: string; apiBase: string; port?: number; host?: string; templateFile?: string }): Promise<RunningNginx> {
  if (!existsSync(NGINX_PATH)) throw new Error(`nginx not found at ${NGINX_PATH} (Debian package nginx; .ci/run installs it)`);
  const templateFile = options.templateFile ?? join(root, 'deploy', 'nginx.conf');
  if (!existsSync(templateFile)) throw new Error('deploy/nginx.conf is missing: run `npm run build` first');
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (await freePort());
  const scratch = await mkdtemp('/tmp/site-nginx-');
  await mkdir(join(scratch, 'logs'), { recursive: true });
  const site = fillNginxTemplate(await readFile(templateFile, 'utf8'), { root: resolve(options.dist), port: `${host}:${port}`, apiBase: options.apiBase });
  await writeFile(join(scratch, 'site.conf'), site);
  await writeFile(join(scratch, 'nginx.conf'), mainConfig(scratch));
  const child = spawnTracked(NGINX_PATH, [
    '-p',
    scratch,
    '-e',
    join(scratch, 'error.log'),
    '-c',
    join(scratch, 'nginx.conf'),
    '-g',
    'daemon off; master_process on;',
  ]);
  let log = '';
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://${host}:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited early:\n${log}\n${await readFile(join(scratch, 'error.log'), 'utf8').catch(() => '')}`);
    try {
      await fetch(`${url}/robots.txt`);
      break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      await stopTracked(child);
      throw new Error(`nginx did not start within 10 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    port,
    close: async () => {
      await stopTracked(child);
      await rm(scratch, { recursive: true, force: true });
    },
  };
}
