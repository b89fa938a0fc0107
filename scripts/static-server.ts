/**
 * Serves the pre-rendered build: dist/<path>/index.html for each route,
 * hashed assets with long cache, redirects from dist/redirects.json, 404.html
 * with status 404 for anything else. Compresses text with gzip. An optional
 * API base is injected as <meta name="api-base"> (the run-time API host setting).
 */
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

export interface StaticServerOptions {
  dir: string;
  port: number;
  host?: string;
  apiBase?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  close: () => Promise<void>;
}

async function fileIfExists(path: string): Promise<string | undefined> {
  try {
    return (await stat(path)).isFile() ? path : undefined;
  } catch {
    return undefined;
  }
}

export async function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const dir = resolve(options.dir);
  const host = options.host ?? '127.0.0.1';
  let redirects: Record<string, string> = {};
  try {
    redirects = JSON.parse(await readFile(join(dir, 'redirects.json'), 'utf8')) as Record<string, string>;
  } catch {
    redirects = {};
  }
  const meta = options.apiBase
    ? `<meta name="api-base" content="${options.apiBase.replace(/"/g, '&quot;')}" />`
    : '';

  async function resolveFile(pathname: string): Promise<string | undefined> {
    const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
    const target = join(dir, safe);
    if (!target.startsWith(dir)) return undefined;
    return (await fileIfExists(join(target, 'index.html'))) ?? (await fileIfExists(target));
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
      const redirect = redirects[pathname];
      if (redirect) {
        res.writeHead(302, { Location: redirect + (redirect.startsWith('http') ? '' : url.search) });
        res.end();
        return;
      }
      let file = pathname.startsWith('/.') ? undefined : await resolveFile(pathname);
      let status = 200;
      if (!file) {
        file = await fileIfExists(join(dir, '404.html'));
        status = 404;
      }
      if (!file) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Not found');
        return;
      }
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      let body: Buffer = await readFile(file);
      if (type.startsWith('text/html') && meta) {
        body = Buffer.from(body.toString('utf8').replace('<head>', `<head>\n    ${meta}`));
      }
      const headers: Record<string, string> = {
        'Content-Type': type,
        'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        Vary: 'Accept-Encoding',
      };
      const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      if (acceptsGzip && COMPRESSIBLE.test(type) && body.length > 512) {
        body = gzipSync(body);
        headers['Content-Encoding'] = 'gzip';
      }
      headers['Content-Length'] = String(body.length);
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    })().catch((error: unknown) => {
      console.error(error);
      res.writeHead(500);
      res.end('Internal error');
    });
  });

  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port, host, () => ok());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
