/**
 * `npm start` / `npm run serve`: the pre-rendered build served by `sirv` (ETag,
 * Last-Modified, Range, the .br/.gz files compressed at build time, a MIME type
 * for every file), wrapped only for what sirv does not do:
 * - 405 for methods other than GET and HEAD, 400 for malformed percent-encoding; a form posted to
 *   /form-needs-javascript (its page's scripts had not run) gets its locale's page saying how to reach
 *   us, still 405, and its body is never read;
 * - dot-paths never served (also when written as %2e);
 * - the redirects of dist/redirects.json (written from the route list);
 * - the run-time API base as <meta name="api-base"> in every page;
 * - the security and cache headers of scripts/delivery/policy.ts on every answer;
 * - 404.html with status 404 for anything else (/hi/404.html, /ja/404.html under /hi/ and /ja/).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { posix, join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { apiBaseFrom } from '@/lib/api-base';
import { ALLOWED_METHODS, builtPolicy, cacheControlFor, securityHeaders } from './delivery/policy';
import { htmlFiles } from './delivery/files';
import { LOCALES, localeInfo, splitLocale } from '@/config/locales';
import { FORM_FALLBACK_PATHS } from '@/features/submission/fallback-path';

export interface StaticServerOptions {
  dir: string;
  port: number;
  host?: string;
  /** The API base setting written into every page; empty: the site derives it from its origin. */
  apiBase?: string;
  /** An analytics id was configured at build time (its hosts join the CSP); by default, as the build says. */
  analytics?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  close: () => Promise<void>;
}

const MALFORMED_ESCAPE = /%(?![0-9a-f]{2})/i;

interface Page {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  lastModified: string;
}

/** The <meta> the site reads the run-time API base from (src/lib/api-base.ts). */
function apiBaseMeta(apiBase: string): string {
  return `<meta name="api-base" content="${apiBase.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" />`;
}

function loadPage(file: string, apiBase: string | undefined): Page {
  const original = readFileSync(file);
  const injected = apiBase?.trim();
  const body = injected ? Buffer.from(original.toString('utf8').replace('<head>', `<head>\n    ${apiBaseMeta(injected)}`)) : original;
  // Without injection the build's own .br/.gz are served; with it, the page is compressed once, here.
  const br = !injected && existsSync(`${file}.br`) ? readFileSync(`${file}.br`) : brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
  const gzip = !injected && existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`) : gzipSync(body, { level: 9 });
  return {
    body,
    br,
    gzip,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    lastModified: statSync(file).mtime.toUTCString(),
  };
}

/** The request handler; `options.dir` must hold a finished build. */
function createSiteHandler(options: Omit<StaticServerOptions, 'port' | 'host'>) {
  const dir = resolve(options.dir);
  const redirectsFile = join(dir, 'redirects.json');
  const redirects = existsSync(redirectsFile) ? (JSON.parse(readFileSync(redirectsFile, 'utf8')) as Record<string, string>) : {};

  // Every pre-rendered page by the paths that name it: /about/clients, /about/clients/, /about/clients/index.html.
  const pages = new Map<string, Page>();
  for (const file of htmlFiles(dir)) {
    const page = loadPage(file, options.apiBase);
    const rel = `/${relative(dir, file).split(sep).join('/')}`;
    pages.set(rel, page);
    if (rel.endsWith('/index.html')) {
      const folder = rel.slice(0, -'index.html'.length);
      pages.set(folder, page);
      if (folder !== '/') pages.set(folder.slice(0, -1), page);
    }
  }
  const notFound = pages.get('/404.html');
  // Each locale's 404 page, so an unknown /hi/ or /ja/ address hydrates in the language it is drawn in.
  const notFoundIn = new Map(LOCALES.map((locale) => [locale, pages.get(`${localeInfo[locale].prefix}/404.html`) ?? notFound]));

  const assets = sirv(dir, { dev: false, etag: true, gzip: true, brotli: true, extensions: [], dotfiles: false });

  // The servers follow the build (its analytics id, its inline scripts), so every way of serving one build sends the same CSP.
  const built = builtPolicy(dir);
  const policy = { analytics: options.analytics ?? built.analytics, scriptHashes: built.scriptHashes };
  const headersWithBase = options.apiBase?.trim() ? securityHeaders({ ...policy, apiBase: options.apiBase }) : undefined;
  // No setting: the site derives the API base from its own origin (part 1 §7), and so does the CSP.
  function security(req: IncomingMessage): Record<string, string> {
    const origin = `http://${req.headers.host ?? 'localhost'}`;
    return headersWithBase ?? securityHeaders({ ...policy, apiBase: URL.canParse(origin) ? apiBaseFrom('', origin) : undefined });
  }

  function plain(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}) {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra });
    res.end(res.req.method === 'HEAD' ? undefined : `${text}\n`);
  }

  function sendPage(req: IncomingMessage, res: ServerResponse, page: Page, status: number) {
    const accept = String(req.headers['accept-encoding'] ?? '');
    const [body, encoding] = /\bbr\b/.test(accept) ? [page.br, 'br'] : /\bgzip\b/.test(accept) ? [page.gzip, 'gzip'] : [page.body, undefined];
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      'Last-Modified': page.lastModified,
    };
    if (status === 200) {
      headers.ETag = page.etag;
      if (req.headers['if-none-match'] === page.etag) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
    }
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function sendNotFound(req: IncomingMessage, res: ServerResponse) {
    const page = notFoundIn.get(splitLocale((req.url ?? '/').split('?')[0] ?? '/').locale);
    if (page) sendPage(req, res, page, 404);
    else plain(res, 404, 'Not found');
  }

  return function handle(req: IncomingMessage, res: ServerResponse) {
    for (const [name, value] of Object.entries(security(req))) res.setHeader(name, value);

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // Nothing is accepted here: the body is thrown away unread (never echoed, never logged).
      req.resume();
      const path = (req.url ?? '/').split('?')[0]?.replace(/\/+$/, '') ?? '';
      const fallback = req.method === 'POST' && FORM_FALLBACK_PATHS.includes(path) ? pages.get(path) : undefined;
      if (fallback) {
        res.setHeader('Allow', ALLOWED_METHODS);
        sendPage(req, res, fallback, 405);
        return;
      }
      plain(res, 405, 'Method not allowed', { Allow: ALLOWED_METHODS });
      return;
    }
    const raw = (req.url ?? '/').split('?')[0] ?? '/';
    const search = (req.url ?? '').slice(raw.length);
    // A % not followed by two hex digits is malformed (400); well-formed escapes that are not UTF-8 name no file (404).
    if (MALFORMED_ESCAPE.test(raw) || !raw.startsWith('/')) {
      plain(res, 400, 'Bad request: malformed URL');
      return;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      sendNotFound(req, res);
      return;
    }
    if (decoded.includes('\0')) {
      plain(res, 400, 'Bad request');
      return;
    }
    const pathname = posix.normalize(decoded);
    // Dot-files and dot-folders (.vite/) are never served, however spelled.
    if (pathname.split('/').some((segment) => segment.startsWith('.'))) {
      sendNotFound(req, res);
      return;
    }
    const bare = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const target = redirects[bare];
    if (target) {
      res.writeHead(302, { Location: target + (target.startsWith('/') ? search : ''), 'Cache-Control': 'no-cache', 'Content-Length': '0' });
      res.end();
      return;
    }
    const page = pages.get(pathname);
    if (page) {
      sendPage(req, res, page, 200);
      return;
    }
    res.setHeader('Cache-Control', cacheControlFor(pathname));
    if (pathname !== raw) req.url = encodeURI(pathname) + search;
    assets(req, res, () => {
      res.removeHeader('Cache-Control');
      sendNotFound(req, res);
    });
  };
}

export async function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const handle = createSiteHandler(options);
  const server: Server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
  server.keepAliveTimeout = 5000;
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
