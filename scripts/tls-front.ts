/**
 * A TLS front speaking HTTP/2, for `npm run bench -- --tls`: in production a TLS front stands before the
 * site's nginx (docs/delivery.md), and a current browser speaks HTTP/2 to it, which Lighthouse's
 * simulation models as one shared connection per origin instead of up to six. Debian's nginx again, in
 * the foreground, with a self-signed certificate made for the run by openssl (Debian's): one https port
 * per upstream, each passing requests and answers through as they are (a page stays compressed as the
 * site's nginx sent it). Bench only: browsers that visit it must be told to accept the certificate.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:http2';
import { join } from 'node:path';
import { freePort, spawnTracked, stopTracked } from './processes';
import { NGINX } from './system-deps';

const NGINX_PATH = process.env.NGINX_PATH ?? NGINX;
const HOST = '127.0.0.1';

export interface TlsFront {
  /** The front's https origin for each upstream, in the order given. */
  urls: string[];
  /** The certificate (PEM), for a client that checks it. */
  cert: string;
  close: () => Promise<void>;
}

/** Status of GET `url` over HTTP/2 with the given CA, or the error's message. */
export function h2Status(url: string, ca: string): Promise<number | string> {
  return new Promise((done) => {
    const session = connect(new URL(url).origin, { ca });
    const finish = (result: number | string) => {
      session.close();
      done(result);
    };
    session.on('error', (e: Error) => finish(e.message));
    const req = session.request({ ':path': new URL(url).pathname });
    req.on('response', (headers) => finish(Number(headers[':status'])));
    req.on('error', (e: Error) => finish(e.message));
    req.end();
  });
}

export async function startTlsFront(upstreams: { upstream: string; port?: number }[]): Promise<TlsFront> {
  if (!existsSync(NGINX_PATH)) throw new Error(`nginx not found at ${NGINX_PATH} (Debian package nginx; npm run preflight installs it)`);
  const scratch = await mkdtemp('/tmp/tls-front-');
  process.once('exit', () => rmSync(scratch, { recursive: true, force: true }));
  const [key, certFile] = [join(scratch, 'key.pem'), join(scratch, 'cert.pem')];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'].concat([
      '-keyout',
      key,
      '-out',
      certFile,
      '-subj',
      `/CN=${HOST}`,
      '-addext',
      `subjectAltName=IP:${HOST}`,
    ]),
    { stdio: 'ignore' },
  );
  const ports = await Promise.all(upstreams.map((u) => (u.port ? Promise.resolve(u.port) : freePort())));
  // TLS 1.3 is named: Debian's nginx 1.22 leaves it out of its default protocols. Unbuffered: a pass-through
  // needs no temp files, and nginx's workers could not write them in the run's private scratch folder
  // (started as root, nginx runs its workers as nobody).
  const servers = upstreams.map(
    (u, i) =>
      `  server {\n    listen ${HOST}:${ports[i]} ssl http2;\n    location / {\n      proxy_pass ${u.upstream};\n      proxy_http_version 1.1;\n      proxy_buffering off;\n    }\n  }\n`,
  );
  const conf = join(scratch, 'nginx.conf');
  await writeFile(
    conf,
    [
      'worker_processes 1;\npid nginx.pid;\nerror_log error.log warn;\nevents {\n  worker_connections 512;\n}\nhttp {\n  access_log off;',
      '  client_body_temp_path body;\n  proxy_temp_path proxy;\n  fastcgi_temp_path fastcgi;\n  uwsgi_temp_path uwsgi;\n  scgi_temp_path scgi;',
      `  ssl_certificate ${certFile};\n  ssl_certificate_key ${key};\n  ssl_protocols TLSv1.2 TLSv1.3;\n${servers.join('')}}\n`,
    ].join('\n'),
  );
  const child = spawnTracked(NGINX_PATH, ['-p', scratch, '-e', join(scratch, 'error.log'), '-c', conf, '-g', 'daemon off; master_process on;']);
  const cert = await readFile(certFile, 'utf8');
  const urls = ports.map((p) => `https://${HOST}:${p}`);
  const close = async () => {
    await stopTracked(child);
    await rm(scratch, { recursive: true, force: true });
  };
  // Up once every port answers over HTTP/2 with this certificate (any status: the upstream's).
  for (const deadline = Date.now() + 10_000; ; await new Promise((r) => setTimeout(r, 50))) {
    const answers = await Promise.all(urls.map((u) => h2Status(`${u}/`, cert)));
    if (answers.every((a) => typeof a === 'number')) return { urls, cert, close };
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = await readFile(join(scratch, 'error.log'), 'utf8').catch(() => '');
      await close();
      throw new Error(`the TLS front did not start: ${answers.join('; ')}\n${log}`);
    }
  }
}
