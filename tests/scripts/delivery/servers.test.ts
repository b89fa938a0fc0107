// @vitest-environment node
import { request } from 'node:http';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConf } from '../../../scripts/delivery/deploy-configs';
import { SECURITY_HEADER_NAMES } from '../../../features/support/observatory';
import { startNginx, type RunningNginx } from '../../../scripts/nginx';
import { NGINX } from '../../../scripts/system-deps';

/**
 * nginx with the generated config (the production shape, and what `npm start` serves with), on a
 * small build of its own: a form posted without its page's scripts gets its locale's page saying how
 * to reach us (405, the body never echoed), an unknown address under /hi/ or /ja/ its locale's 404
 * page, /favicon.ico is a file like any other; and the defects a site server must not have: a
 * malformed address is a 400, never a 500; a dot-path is never served, however the dot is written;
 * redirects keep the query; the run-time API base reaches every page and the CSP; every answer
 * carries the security headers; pages go brotli-compressed to a browser that takes it, gzipped to one
 * that takes only gzip, and /assets/ sends the build's .br and .gz files as they are.
 */
const SCRIPT = `export const words = [${'"cover", "claim", "policy", '.repeat(40)}];\n`;
const PAGES: Record<string, string> = {
  'index.html': '<!doctype html><html lang="en-IN"><head><title>Home</title></head><body>home</body></html>',
  'hi/index.html': '<!doctype html><html lang="hi"><head><title>होम</title></head><body>home</body></html>',
  '404.html': '<!doctype html><html lang="en-IN"><head><title>Page not found</title></head><body>en 404</body></html>',
  'hi/404.html': '<!doctype html><html lang="hi"><head><title>Page not found</title></head><body>hi 404</body></html>',
  'ja/404.html': '<!doctype html><html lang="ja"><head><title>Page not found</title></head><body>ja 404</body></html>',
  'form-needs-javascript/index.html': '<!doctype html><html lang="en-IN"><head><title>Your form was not sent</title></head><body>en fallback</body></html>',
  'hi/form-needs-javascript/index.html': '<!doctype html><html lang="hi"><head><title>not sent</title></head><body>hi fallback</body></html>',
  'ja/form-needs-javascript/index.html': '<!doctype html><html lang="ja"><head><title>not sent</title></head><body>ja fallback</body></html>',
  'favicon.ico': 'ICO',
  'sitemap.xml': '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>',
  'about/company/index.html': '<!doctype html><html lang="en-IN"><head><title>Company</title></head><body>company</body></html>',
  'services/index.html': `<!doctype html><html lang="en-IN"><head><title>Services</title></head><body>${'<p>Life, non-life and reinsurance cover.</p>'.repeat(40)}</body></html>`,
  'assets/app-1a2b3c.js': SCRIPT,
  '.vite/manifest.json': '{"isEntry":true}',
};
const REDIRECTS = { '/about-us': '/about/company', '/renew': 'https://renew.example/motor' };
const API_BASE = 'http://127.0.0.1:9';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The body as sent (compressed, when asked with Accept-Encoding). */
  bytes: Buffer;
}

function send(base: string, path: string, method = 'GET', body?: string, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(path, base);
  return new Promise((ok, fail) => {
    const req = request(
      url,
      { method, headers: body ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } : headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          ok({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString('utf8'), bytes });
        });
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

let scratch: string;
let nginx: RunningNginx;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'site-servers-'));
  // nginx's workers run as another user: they must be able to read the build.
  await chmod(scratch, 0o755);
  const dist = join(scratch, 'dist');
  for (const [file, text] of Object.entries(PAGES)) {
    await mkdir(dirname(join(dist, file)), { recursive: true });
    await writeFile(join(dist, file), text);
  }
  // The build's precompressed copies of a script (scripts/delivery/precompress.ts).
  await writeFile(join(dist, 'assets/app-1a2b3c.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(join(dist, 'assets/app-1a2b3c.js.gz'), gzipSync(SCRIPT));
  nginx = await startNginx({ dist, apiBase: API_BASE, build: buildConf(REDIRECTS, {}) });
}, 30_000);

afterAll(async () => {
  await nginx?.close();
  await rm(scratch, { recursive: true, force: true });
});

const FORM = 'name=Asha+Rao&email=asha%40example.com&phone_num=9876543210&description=My+claim+was+rejected';

const base = () => nginx.url;

describe('nginx with the generated config', () => {
  it.each([
    ['/form-needs-javascript', 'en fallback'],
    ['/hi/form-needs-javascript', 'hi fallback'],
    ['/ja/form-needs-javascript/', 'ja fallback'],
  ])('answers a form posted to %s with its locale’s page, 405, and nothing of what was sent', async (path, page) => {
    const answer = await send(base(), path, 'POST', FORM);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['content-security-policy']).toBeTruthy();
    expect(answer.body).toContain(page);
    for (const typed of ['Asha', 'asha', '9876543210', 'rejected']) expect(answer.body).not.toContain(typed);
  });

  it('answers any other POST with the plain 405', async () => {
    for (const path of ['/', '/contact', '/form-needs-javascript/other']) {
      const answer = await send(base(), path, 'POST', FORM);
      expect(answer.status, path).toBe(405);
      expect(answer.body, path).not.toContain('<html');
    }
    expect((await send(base(), '/form-needs-javascript', 'DELETE')).status).toBe(405);
  });

  it.each([
    ['/ja/claims', 'ja 404'],
    ['/hi/no-such-page', 'hi 404'],
    ['/no-such-page', 'en 404'],
    ['/history/ja/x', 'en 404'],
  ])('answers %s with its locale’s 404 page', async (path, page) => {
    const answer = await send(base(), path);
    expect(answer.status).toBe(404);
    expect(answer.body).toContain(page);
  });

  it('serves /favicon.ico and the fallback page itself', async () => {
    expect((await send(base(), '/favicon.ico')).status).toBe(200);
    const page = await send(base(), '/hi/form-needs-javascript');
    expect(page.status).toBe(200);
    expect(page.body).toContain('hi fallback');
  });

  it('answers a malformed address with 400, and a well-formed escape that is not UTF-8 with 404', async () => {
    for (const path of ['/%E0%A4%A', '/%zz', '/%']) expect((await send(base(), path)).status, path).toBe(400);
    expect((await send(base(), '/%E0%A4')).status).toBe(404);
  });

  it('never serves a dot-path, however the dot is written', async () => {
    for (const path of ['/.vite/manifest.json', '/%2evite/manifest.json', '/hi/.env']) {
      const answer = await send(base(), path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toContain('isEntry');
    }
  });

  it('redirects as the route list says, with and without a trailing slash, keeping the query on its own paths', async () => {
    for (const [path, location] of [
      ['/about-us', '/about/company'],
      ['/about-us/', '/about/company'],
      ['/about-us?ref=mail', '/about/company?ref=mail'],
      ['/renew', 'https://renew.example/motor'],
    ]) {
      const answer = await send(base(), path ?? '');
      expect([answer.status, answer.headers.location], path).toEqual([302, location]);
    }
  });

  it('writes the run-time API base into every page, and allows it in the CSP', async () => {
    for (const path of ['/', '/about/company', '/about/company/', '/no-such-page']) {
      const answer = await send(base(), path);
      expect(answer.body, path).toContain(`<meta name="api-base" content="${API_BASE}" />`);
      expect(answer.headers['content-security-policy'], path).toMatch(new RegExp(`connect-src 'self' ${API_BASE.replace(/\./g, '\\.')}(;|$)`));
    }
  });

  it('sends the security headers with every answer: pages, files, redirects, 400, 404 and 405', async () => {
    for (const [path, method] of [
      ['/', 'GET'],
      ['/favicon.ico', 'GET'],
      ['/about-us', 'GET'],
      ['/%zz', 'GET'],
      ['/no-such-page', 'GET'],
      ['/.vite/manifest.json', 'GET'],
      ['/', 'POST'],
    ]) {
      const answer = await send(base(), path ?? '', method);
      for (const name of SECURITY_HEADER_NAMES) expect(answer.headers[name], `${name} on ${method} ${path}`).toBeTruthy();
    }
  });

  // Debian's nginx loads the brotli modules, which scripts/system-deps.ts lists, so the preflight installs them: no skip.
  const brotli = (process.env.NGINX_PATH ?? NGINX) === NGINX;
  const missing = "Debian's libnginx-mod-http-brotli-filter and -static (scripts/system-deps.ts; `npm run preflight` installs them)";

  it('sends pages brotli-compressed to a browser that takes brotli and gzipped to one that takes only gzip, both varying on Accept-Encoding', async () => {
    for (const path of ['/services', '/services/', '/no-such-page']) {
      const both = await send(base(), path, 'GET', undefined, { 'accept-encoding': 'br, gzip' });
      expect(both.headers['content-encoding'], `${path} asked with "br, gzip": ${missing}`).toBe(brotli ? 'br' : 'gzip');
      expect(both.headers.vary, path).toMatch(/Accept-Encoding/i);
      const text = (brotli ? brotliDecompressSync(both.bytes) : gunzipSync(both.bytes)).toString('utf8');
      expect(text, path).toContain(`<meta name="api-base" content="${API_BASE}" />`);
      const gzipOnly = await send(base(), path, 'GET', undefined, { 'accept-encoding': 'gzip' });
      expect(gzipOnly.headers['content-encoding'], `${path} asked with "gzip"`).toBe('gzip');
      expect(gzipOnly.headers.vary, path).toMatch(/Accept-Encoding/i);
      expect(gunzipSync(gzipOnly.bytes).toString('utf8'), path).toBe(text);
    }
  });

  it('sends /assets/ as the .br or .gz file made at build, not compressed again', async () => {
    const dist = join(scratch, 'dist', 'assets');
    const both = await send(base(), '/assets/app-1a2b3c.js', 'GET', undefined, { 'accept-encoding': 'br, gzip' });
    expect(both.headers['content-encoding'], missing).toBe(brotli ? 'br' : 'gzip');
    expect(both.bytes.equals(await readFile(join(dist, `app-1a2b3c.js.${brotli ? 'br' : 'gz'}`)))).toBe(true);
    const gzipOnly = await send(base(), '/assets/app-1a2b3c.js', 'GET', undefined, { 'accept-encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gzipOnly.bytes.equals(await readFile(join(dist, 'app-1a2b3c.js.gz')))).toBe(true);
  });

  it('compresses with brotli the types it gzips', async () => {
    const types = (conf: string, directive: string) => new RegExp(`^\\s*${directive} ([^;]+);`, 'm').exec(conf)?.[1]?.split(/\s+/).sort();
    const read = (file: string) => readFile(join(import.meta.dirname, '../../../deploy', file), 'utf8');
    expect(types(await read('brotli-filter.conf'), 'brotli_types')).toEqual(types(await read('nginx.conf'), 'gzip_types'));
  });

  it('names UTF-8 for every text type it sends, the sitemap included', async () => {
    const conf = await readFile(join(import.meta.dirname, '../../../deploy/nginx.conf'), 'utf8');
    const types = (directive: string) => new RegExp(`^\\s*${directive} ([^;]+);`, 'm').exec(conf)?.[1]?.split(/\s+/).sort();
    expect(types('charset_types')).toEqual(types('gzip_types'));
    expect((await send(base(), '/sitemap.xml')).headers['content-type']).toBe('text/xml; charset=utf-8');
  });
});
