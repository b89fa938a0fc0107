/**
 * A TLS front speaking HTTP/2, for `npm run bench -- --tls`: in production a TLS front stands before the
 * site's nginx (docs/delivery.md), and a current browser speaks HTTP/2 to it, which Lighthouse's
 * simulation models as one shared connection per origin instead of up to six. Debian's nginx again, run
 * as scripts/nginx.ts runs it, with a self-signed certificate made for the run by openssl (Debian's):
 * one https port per upstream, each passing requests and answers through as they are (a page stays
 * compressed as the site's nginx sent it). Bench only: browsers that visit it must be told to accept
 * the certificate.
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { connect, type IncomingHttpHeaders } from 'node:http2';
import { join } from 'node:path';
import { freePort } from './processes';
import { runNginx } from './nginx';

const HOST = '127.0.0.1';

export interface TlsFront {
  /** The front's https origin for each upstream, in the order given. */
  urls: string[];
  /** The certificate (PEM), for a client that checks it. */
  cert: string;
  close: () => Promise<void>;
}

interface H2Answer {
  /** The protocol the connection agreed on (ALPN). */
  protocol: string | undefined;
  headers: IncomingHttpHeaders;
  /** The body as sent. */
  bytes: Buffer;
}

/** @internal GET `url` over HTTP/2, trusting `ca`: the front's check that it is up, and its test's. */
export function h2Get(url: string, ca: string, headers: Record<string, string> = {}): Promise<H2Answer> {
  const { origin, pathname } = new URL(url);
  return new Promise((ok, fail) => {
    const session = connect(origin, { ca });
    const failed = (e: Error) => {
      session.destroy();
      fail(e);
    };
    session.on('error', failed);
    const req = session.request({ ':path': pathname, ...headers });
    req.on('error', failed);
    const chunks: Buffer[] = [];
    req.on('response', (answer) => {
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        ok({ protocol: session.alpnProtocol, headers: answer, bytes: Buffer.concat(chunks) });
        session.close();
      });
    });
    req.end();
  });
}

export async function startTlsFront(upstreams: { upstream: string; port?: number }[]): Promise<TlsFront> {
  const ports = await Promise.all(upstreams.map((u) => (u.port ? Promise.resolve(u.port) : freePort())));
  const urls = ports.map((p) => `https://${HOST}:${p}`);
  let cert = '';
  const { close } = await runNginx(
    async (scratch) => {
      const [keyFile, certFile] = [join(scratch, 'key.pem'), join(scratch, 'cert.pem')];
      const subject = ['-subj', `/CN=${HOST}`, '-addext', `subjectAltName=IP:${HOST}`];
      const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'];
      execFileSync('openssl', ['req', '-x509', ...ec, '-nodes', '-days', '1', '-keyout', keyFile, '-out', certFile, ...subject], { stdio: 'ignore' });
      cert = await readFile(certFile, 'utf8');
      // Unbuffered: a pass-through needs no temp files, and nginx's workers could not write them in the run's
      // private scratch folder (started as root, nginx runs its workers as nobody).
      const servers = upstreams.map(
        (u, i) =>
          `server {\n  listen ${HOST}:${ports[i]} ssl http2;\n  location / {\n    proxy_pass ${u.upstream};\n    proxy_http_version 1.1;\n    proxy_buffering off;\n  }\n}\n`,
      );
      // TLS 1.3 is named: Debian's nginx 1.22 leaves it out of its default protocols.
      const tls = `ssl_certificate ${certFile};\nssl_certificate_key ${keyFile};\nssl_protocols TLSv1.2 TLSv1.3;\n`;
      await writeFile(join(scratch, 'site.conf'), tls + servers.join(''));
    },
    // Up once every port answers over HTTP/2 with this certificate (any status: the upstream's).
    () =>
      Promise.all(urls.map((u) => h2Get(`${u}/`, cert))).then(
        () => true,
        () => false,
      ),
  );
  return { urls, cert, close };
}
