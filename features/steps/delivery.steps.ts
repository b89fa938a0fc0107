/** Steps of features/delivery.feature: nginx's answers, the headers, the CSP and first paint. */
import { request as httpRequest } from 'node:http';
import { readFileSync, existsSync, statSync } from 'node:fs';
import { extname, join, posix, relative, resolve, sep } from 'node:path';
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { Request } from 'playwright-core';
import { aliasRedirects, externalRedirectPaths, routeOfPath, routes } from '@/config/paths';
import { LOCALES, localesOf, localisedPath, splitLocale } from '@/config/locales';
import { FORM_FALLBACK_PATHS } from '../support/seams';
import { servedFiles } from '../../scripts/delivery/files';
import { observatoryScore, SECURITY_HEADER_NAMES } from '../support/observatory';
import { ANALYTICS_CONNECT, ANALYTICS_SCRIPT_ORIGIN, scriptHash } from '../../scripts/delivery/policy';
import { startNginx } from '../../scripts/nginx';
import { MODULE_CHUNKS_FILE } from '../../scripts/delivery/vite-plugins';
import { currentSystems } from '../support/servers';
import type { SiteWorld } from '../support/world';
import { escapeRegExp } from '../support/regexp';

const root = resolve(import.meta.dirname, '../..');
const dist = resolve(root, 'dist');

interface Raw {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One HTTP exchange as it goes over the wire: any method, the raw path (no normalising), no decompression. */
function raw(base: string, path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Raw> {
  const url = new URL(base);
  return new Promise((ok, fail) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path, method: options.method ?? 'GET', headers: { 'accept-encoding': 'identity', ...options.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
          ok({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${path}`)));
    req.on('error', fail);
    req.end();
  });
}

/** The nginx every scenario runs against (features/support/servers.ts). */
const nginxUrl = () => currentSystems().siteUrl;

/** The text of each inline script of a page (not data blocks). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
}

function expectSecurityHeaders(answer: Raw, what: string) {
  for (const name of SECURITY_HEADER_NAMES) expect(answer.headers[name], `${name} on ${what}`).toBeTruthy();
}

// ---------------------------------------------------------------- CSP on every page

Then(
  'every registered route in every language, the not-found page and the API reference load without a CSP violation',
  { timeout: 300_000 },
  async function (this: SiteWorld) {
    const violations = (): string[] => this.consoleErrors.filter((line) => /\[csp-violation\]|Content Security Policy/.test(line));
    // Every route in each language that publishes it (English, Hindi and the Japanese pages), a missing
    // page in each language, and a page Japanese does not publish (its 404).
    const paths = [
      ...routes.flatMap((r) => localesOf(r.id).map((locale) => localisedPath(locale, r.path))),
      ...LOCALES.map((locale) => localisedPath(locale, '/no-such-page')),
      '/ja/claims',
    ];
    expect(paths.filter((p) => p.startsWith('/hi/')).length, 'Hindi pages walked').toBe(routes.length + 1);
    expect(paths.filter((p) => p.startsWith('/ja/')).length, 'Japanese pages walked').toBeGreaterThan(1);
    // Requests under way (every kind: a lazy script, an image, a font, an API call), so that each page is
    // judged once everything it asked for has come back; waiting for that is quicker than networkidle's 500 ms.
    let inFlight = 0;
    this.page.on('request', () => void inFlight++);
    this.page.on('requestfinished', () => void inFlight--);
    this.page.on('requestfailed', () => void inFlight--);
    const frames = () => this.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    for (const path of paths) {
      await this.open(path);
      // Bring every lazy part (carousels, images, videos' posters) into play, then let what it asked for arrive.
      await this.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      for (let settled = 0; settled < 2; settled++) {
        await frames();
        await expect.poll(() => inFlight, { message: `requests of ${path} under way` }).toBe(0);
      }
      expect(violations(), `CSP violations on ${path}`).toEqual([]);
    }
    await this.page.goto(new URL('/api-docs/', this.siteUrl).href, { waitUntil: 'networkidle' });
    await expect(this.page.getByRole('heading', { level: 1 })).toContainText('public website API');
    expect(violations(), 'CSP violations on /api-docs/').toEqual([]);
  },
);

// ---------------------------------------------------------------- Observatory

Given('nginx serves the build with the API base {string}', async function (this: SiteWorld, apiBase: string) {
  this.ownNginx = await startNginx({ dist, apiBase });
});

Then("its answer for {string} scores A+ on the MDN HTTP Observatory's rules", async function (this: SiteWorld, path: string) {
  const server = this.ownNginx;
  if (!server) throw new Error('no nginx started by this scenario');
  const answer = await raw(server.url, path);
  expect(answer.status).toBe(200);
  const html = answer.body.toString('utf8');
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => ({
      src: /\ssrc="([^"]+)"/.exec(m[1] ?? '')?.[1],
      integrity: /\sintegrity=/.test(m[1] ?? ''),
    }))
    .filter((s) => s.src);
  // Scored as production serves it: over https, at the canonical origin (TLS sits in front of this block).
  const scored = observatoryScore({ headers: answer.headers, https: true, origin: 'https://www.kizunabharat.example', scripts });
  this.attach(JSON.stringify(scored, null, 2), 'application/json');
  expect(
    scored.tests.filter((t) => t.modifier < 0),
    'penalties',
  ).toEqual([]);
  expect(scored.grade).toBe('A+');
});

Then(
  "its Content-Security-Policy allows connections only to the site, the build's analytics hosts and {string}",
  async function (this: SiteWorld, api: string) {
    const server = this.ownNginx;
    if (!server) throw new Error('no nginx started by this scenario');
    const csp = (await raw(server.url, '/')).headers['content-security-policy'] ?? '';
    // The acceptance build has an analytics id (npm run build:acceptance), so its hosts are allowed; a build without one allows none.
    expect(/(?:^|;\s*)connect-src ([^;]*)/.exec(csp)?.[1]?.trim()).toBe(["'self'", ...ANALYTICS_CONNECT, api].join(' '));
    // Our origin, the hashes of the three scripts the pages inline (consent flag, boot, early reads) and the analytics script's host, nothing else.
    const inline = new Set(['/', '/about/csr'].flatMap((path) => inlineScripts(readFileSync(resolve(dist, path.slice(1), 'index.html'), 'utf8'))));
    expect(inline.size, 'the inline scripts of the pages').toBe(3);
    const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1]?.trim().split(' ') ?? [];
    expect([...scriptSrc].sort()).toEqual(["'self'", ...[...inline].map(scriptHash), ANALYTICS_SCRIPT_ORIGIN].sort());
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  },
);

// ---------------------------------------------------------------- every address

function parityPaths(): string[] {
  const assets = servedFiles(dist)
    .map((f) => `/${relative(dist, f).split(sep).join('/')}`)
    .filter((p) => !/\.(br|gz)$/.test(p) && !p.endsWith('.html'));
  const sample = [
    ...assets.filter((p) => p.startsWith('/assets/') && /\.(js|css|woff2)$/.test(p)).slice(0, 12),
    ...assets.filter((p) => !p.startsWith('/assets/')).filter((_, i) => i % 7 === 0),
    '/favicon.svg',
    '/robots.txt',
    '/sitemap.xml',
    '/redirects.json',
    '/media/videos/dealer-story.webm',
  ];
  const redirects = [...externalRedirectPaths, ...Object.keys(aliasRedirects)];
  return [
    ...routes.flatMap((r) => (r.path === '/' ? ['/'] : [r.path, `${r.path}/`, `${r.path}?utm=1`])),
    '/api-docs/',
    '/api-docs',
    '/404.html',
    ...redirects.flatMap((p) => [p, `${p}/`, `${p}?ref=mail`]),
    ...new Set(sample),
    '/no-such-page',
    '/about',
    '/about/',
    '/knowledge/',
    '/assets/missing.js',
    '/%zz',
    '/%',
    '/%E0%A4%A',
    '/%E0%A4',
    '/ja/claims',
    '/hi/no-such-page',
    '/hi/.env',
    '/favicon.ico',
    ...FORM_FALLBACK_PATHS,
    ...FORM_FALLBACK_PATHS.map((p) => `${p}/`),
    '/.vite/manifest.json',
    '/%2evite/manifest.json',
    '/.env',
    '/about/../about/company',
    '//about//company',
  ];
}

/**
 * What an address must get, by the rules of the route list and the build (docs/delivery.md): 405 to
 * anything but GET and HEAD, 400 to a malformed escape, 404 to a dot-path however written, the
 * redirects of dist/redirects.json (302, the query kept on our own paths), a file or a page of the
 * build 200, anything else 404.
 */
function expectedAnswer(path: string, method: string, redirects: Record<string, string>): { status: number; location?: string } {
  if (method !== 'GET' && method !== 'HEAD') return { status: 405 };
  const [raw = '/', query] = path.split('?');
  if (/%(?![0-9a-f]{2})/i.test(raw)) return { status: 400 };
  let decoded: string;
  try {
    decoded = posix.normalize(decodeURIComponent(raw));
  } catch {
    return { status: 404 };
  }
  if (decoded.split('/').some((segment) => segment.startsWith('.'))) return { status: 404 };
  const target = redirects[decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded];
  if (target) return { status: 302, location: target.startsWith('/') && query ? `${target}?${query}` : target };
  const file = resolve(dist, `.${decoded}`);
  const found = existsSync(join(file, 'index.html')) || (!decoded.endsWith('/') && existsSync(file) && statSync(file).isFile());
  return { status: found ? 200 : 404 };
}

Then(
  'nginx gives every route, redirect, asset and bad address the status and Location the route list and the build say, with the security headers',
  { timeout: 120_000 },
  async function (this: SiteWorld) {
    const redirects = JSON.parse(readFileSync(resolve(dist, 'redirects.json'), 'utf8')) as Record<string, string>;
    const wrong: string[] = [];
    const check = async (path: string, method = 'GET') => {
      const answer = await raw(nginxUrl(), path, { method });
      const expected = expectedAnswer(path, method, redirects);
      if (answer.status !== expected.status || answer.headers.location !== expected.location) {
        wrong.push(`${method} ${path}: ${answer.status} ${answer.headers.location ?? ''} (expected ${expected.status} ${expected.location ?? ''})`);
      }
      expectSecurityHeaders(answer, `${method} ${path}`);
    };
    const paths = parityPaths();
    for (const path of paths) await check(path);
    for (const method of ['HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS']) await check('/', method);
    await check('/assets/missing.js', 'POST');
    for (const path of FORM_FALLBACK_PATHS) await check(path, 'POST');
    this.attach(`${paths.length + 6 + FORM_FALLBACK_PATHS.length} addresses checked`);
    expect(wrong).toEqual([]);
  },
);

// ---------------------------------------------------------------- defects a site server must not have

/**
 * Each address answered with the status and the security headers; "although the file exists": the first
 * address names a file of the build, and no answer gives any of it away.
 */
Then(
  /^nginx answers (400|404) to ((?:"[^"]+", )*"[^"]+" and "[^"]+")(, although the file exists)?$/,
  async function (this: SiteWorld, status: string, list: string, exists: string | null) {
    const paths = [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? '');
    const file = exists ? readFileSync(resolve(dist, decodeURIComponent(paths[0] ?? '').slice(1)), 'utf8') : undefined;
    for (const path of paths) {
      const answer = await raw(nginxUrl(), path);
      expect(answer.status, path).toBe(Number(status));
      if (file) expect(answer.body.toString('utf8'), `${path} must not leak the file`).not.toContain(file.slice(0, 200));
      expectSecurityHeaders(answer, path);
    }
  },
);

/** The MIME type each extension must go out with (written out here, not read from the servers' own tables). */
const EXPECTED_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
  '.xml': 'text/xml', // RFC 7303 names text/xml and application/xml alike
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

Then('nginx sends every file of the build with the right Content-Type', { timeout: 120_000 }, async function (this: SiteWorld) {
  const files = servedFiles(dist).filter((f) => !/\.(br|gz)$/.test(f));
  const wrong: string[] = [];
  for (const file of files) {
    const path = `/${relative(dist, file).split(sep).join('/')}`;
    const expected = EXPECTED_TYPES[extname(file).toLowerCase()];
    if (!expected) {
      wrong.push(`${path}: no expected type written for ${extname(file)}`);
      continue;
    }
    const answer = await raw(nginxUrl(), path.split('/').map(encodeURIComponent).join('/'), { method: 'HEAD' });
    const type = answer.headers['content-type']?.split(';')[0]?.trim();
    if (answer.status !== 200 || type !== expected) wrong.push(`${path}: ${answer.status} ${type} (expected ${expected})`);
  }
  this.attach(`${files.length} files checked`);
  expect(wrong).toEqual([]);
});

Then('nginx answers a Range request for {string} with 206 and exactly those bytes', async function (this: SiteWorld, path: string) {
  const file = readFileSync(resolve(dist, path.slice(1)));
  const answer = await raw(nginxUrl(), path, { headers: { range: 'bytes=100-1123' } });
  expect(answer.status).toBe(206);
  expect(answer.headers['content-range']).toBe(`bytes 100-1123/${file.length}`);
  expect(answer.body.equals(file.subarray(100, 1124))).toBe(true);
  expect(answer.headers['content-type']).toMatch(/^video\/webm/);
});

Then('nginx sends {string} with an ETag and Last-Modified, and answers 304 when asked with that ETag', async function (this: SiteWorld, path: string) {
  const first = await raw(nginxUrl(), path);
  expect(first.status).toBe(200);
  const etag = first.headers.etag;
  expect(etag, 'ETag').toBeTruthy();
  expect(Date.parse(first.headers['last-modified'] ?? ''), 'Last-Modified').toBeGreaterThan(0);
  const again = await raw(nginxUrl(), path, { headers: { 'if-none-match': etag ?? '' } });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
  expectSecurityHeaders(again, `304 of ${path}`);
});

function mainScript(): string {
  const html = readFileSync(resolve(dist, 'index.html'), 'utf8');
  const src = /<meta name="app-entry" content="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('no app entry in dist/index.html');
  return src;
}

Then('nginx sends the main script as the gzip file made at build time', async function (this: SiteWorld) {
  const path = mainScript();
  const built = readFileSync(resolve(dist, `${path.slice(1)}.gz`));
  const answer = await raw(nginxUrl(), path, { headers: { 'accept-encoding': 'gzip' } });
  expect(answer.status).toBe(200);
  expect(answer.headers['content-encoding']).toBe('gzip');
  expect(answer.headers.vary ?? '').toMatch(/Accept-Encoding/i);
  expect(answer.body.equals(built), 'the bytes are the file compressed at build, not compressed again').toBe(true);
});

Then('nginx answers 405 with "Allow: GET, HEAD" to POST, DELETE and PROPFIND on {string}', async function (this: SiteWorld, path: string) {
  for (const method of ['POST', 'DELETE', 'PROPFIND']) {
    const answer = await raw(nginxUrl(), path, { method });
    expect(answer.status, method).toBe(405);
    expect(answer.headers.allow, method).toBe('GET, HEAD');
    expect(answer.body.toString('utf8'), `${method} must not get the page`).not.toContain('<html');
    expectSecurityHeaders(answer, `${method} ${path}`);
  }
});

// ---------------------------------------------------------------- deployment configs

Then('deploy\\/build.conf redirects every legacy and renewal path of the route list', async function (this: SiteWorld) {
  const nginx = readFileSync(resolve(root, 'deploy', 'build.conf'), 'utf8');
  const built = JSON.parse(readFileSync(resolve(dist, 'redirects.json'), 'utf8')) as Record<string, string>;
  const expected: [string, string][] = [
    ...externalRedirectPaths.map((p): [string, string] => [p, built[p] ?? 'missing']),
    ...Object.entries(aliasRedirects).map(([from, id]): [string, string] => [from, routes.find((r) => r.id === id)?.path ?? 'missing']),
  ];
  expect(Object.keys(built).sort()).toEqual(expected.map(([from]) => from).sort());
  for (const [from, to] of expected) {
    const target = to.startsWith('/') ? `${to}$is_args$args` : to;
    for (const path of [from, `${from}/`]) expect(nginx).toMatch(new RegExp(`location = ${escapeRegExp(path)} \\{ return 302 ${escapeRegExp(target)};`));
  }
});

// ---------------------------------------------------------------- a deploy replaced the chunks

function pageChunk(folder: string): string {
  const manifest = JSON.parse(readFileSync(resolve(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const file = manifest[`src/pages/${folder}/page.tsx`]?.file;
  if (!file) throw new Error(`no chunk for page ${folder}`);
  return `/${file}`;
}

async function goneChunk(world: SiteWorld, folder: string, times: number) {
  const chunk = pageChunk(folder);
  let left = times;
  await world.page.route(new URL(chunk, world.siteUrl).href, async (route) => {
    if (left > 0) {
      left -= 1;
      await route.fulfill({ status: 404, contentType: 'text/html', body: '<!doctype html><title>Not found</title>' });
    } else {
      await route.continue();
    }
  });
  const loaded: string[] = [];
  world.fullLoads = loaded;
  world.page.on('load', () => loaded.push(world.page.url()));
}

Given(/^the chunk of the "([^"]+)" page is gone (once, as after a deploy|for good)$/, async function (this: SiteWorld, folder: string, how: string) {
  await goneChunk(this, folder, how === 'for good' ? Number.POSITIVE_INFINITY : 1);
});

Then('the browser loads {string} afresh once and shows the heading {string}', async function (this: SiteWorld, path: string, heading: string) {
  await expect.poll(() => this.fullLoads, { message: 'full page loads after the click' }).toEqual([new URL(path, this.siteUrl).href]);
  await this.page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(this.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
});

Then('the page has reloaded exactly once within {int} seconds', async function (this: SiteWorld, seconds: number) {
  await expect.poll(() => this.fullLoads?.length, { timeout: seconds * 1000 }).toBe(1);
  // The bounded window for "nothing more happens": a second reload would come within it.
  await this.holdsFor(seconds * 1000, () => this.fullLoads?.length === 1, `one reload only (loads: ${this.fullLoads?.join(', ')})`);
});

// ---------------------------------------------------------------- API reference

When('I open the API reference', async function (this: SiteWorld) {
  await this.page.goto(new URL('/api-docs/', this.siteUrl).href, { waitUntil: 'networkidle' });
});

Then('it shows the title {string}', async function (this: SiteWorld, title: string) {
  await expect(this.page.getByRole('heading', { level: 1 })).toContainText(title);
});

Then('every request the page made went to the site itself', async function (this: SiteWorld) {
  const origin = new URL(this.siteUrl).origin;
  const seen = this.requests.map((r) => r.url());
  expect(seen.length).toBeGreaterThan(1);
  expect(seen.filter((u) => !u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:'))).toEqual([]);
});

// ---------------------------------------------------------------- first paint

Then(
  'the HTML served for {string} inlines its critical CSS and loads the full stylesheet at the end of the body',
  async function (this: SiteWorld, path: string) {
    const html = await this.served(path);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(criticalCss(html).length, 'inlined critical CSS, outside <noscript>').toBeGreaterThan(2000);
    expect(head, 'no render-blocking stylesheet in <head>').not.toMatch(/<link rel="stylesheet"/);
    expect(html).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>\s*<\/body>/);
    // And with scripts running, the page is laid out by it alone: the full stylesheet held back.
    await this.page.route(/\/assets\/[^/?]+\.css(\?.*)?$/, (route) => route.abort('failed'));
    await this.open(path);
    const styled = await this.page.evaluate(() => ({
      bodyMargin: getComputedStyle(document.body).margin,
      header: getComputedStyle(document.querySelector('header') as Element).position,
    }));
    expect(styled, 'the first paint with scripts, before the full stylesheet').toEqual({ bodyMargin: '0px', header: 'fixed' });
  },
);

/** The CSS inlined into <head> that applies with scripts on (the font faces and the critical CSS; not what is inside <noscript>). */
function criticalCss(html: string): string {
  const head = html.slice(0, html.indexOf('</head>')).replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  return [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
}

/** Where every element of the header and main content that shows on the first screen is drawn. */
async function firstScreenLayout(world: SiteWorld, path: string, holdStylesheet: boolean): Promise<string[]> {
  const stylesheet = /\/assets\/[^/?]+\.css(\?.*)?$/;
  if (holdStylesheet) await world.page.route(stylesheet, (route) => route.abort('failed'));
  await world.open(path);
  await world.page.evaluate(() => document.fonts.ready.then(() => undefined));
  const layout = await world.page.evaluate(() => {
    const out: string[] = [];
    document.querySelectorAll('header *, main *').forEach((element, i) => {
      const r = element.getBoundingClientRect();
      if (r.width > 0 && r.top < window.innerHeight && r.bottom > 0)
        out.push(`#${i} <${element.tagName.toLowerCase()}> at ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`);
    });
    return out;
  });
  if (holdStylesheet) await world.page.unroute(stylesheet);
  return layout;
}

// The full stylesheet is not render-blocking (it ends <body>): on a slow phone it arrives after the
// first paint, and any rule the inlined critical CSS lacks then moves the page (CLS). Beasties had
// dropped Tailwind's :where() rules (space-y-*, divide-*): /privacy moved by 0.06.
Then(
  'the first screen of {string} on a 390 px phone is laid out the same with the full stylesheet held back as with it',
  async function (this: SiteWorld, path: string) {
    await this.page.setViewportSize({ width: 390, height: 844 });
    await this.page.emulateMedia({ reducedMotion: 'reduce' });
    // The check is about CSS rules, not font timing: with font-display: optional a busy machine drew one
    // visit with the fallback face (a different width, not a move), so here the page waits for its fonts.
    const page = new URL(path, this.siteUrl).href;
    await this.page.route(page, async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, body: (await answer.text()).replaceAll('font-display:optional', 'font-display:block') });
    });
    const held = await firstScreenLayout(this, path, true);
    const full = await firstScreenLayout(this, path, false);
    await this.page.unroute(page);
    expect(held.length, 'elements on the first screen').toBeGreaterThan(10);
    expect(held).toEqual(full);
  },
);

Then('the HTML served for {string} has no modulepreload', async function (this: SiteWorld, path: string) {
  // (The boot script adds the page's first-view chunks as modulepreloads once the page has loaded and painted.)
  expect(await this.served(path)).not.toMatch(/<link[^>]*\brel=["']?modulepreload/);
});

/** The largest-contentful-paint entries the browser recorded for the page, oldest first: the element painted, its image if any, and whether it is in the hero (the section of the page's <h1>). */
async function largestPaints(world: SiteWorld): Promise<{ tag: string; text: string; url: string; inHero: boolean }[]> {
  // Settled first (fonts and every request), so that no later paint can still become the largest.
  await world.page.evaluate(() => document.fonts.ready.then(() => undefined));
  await world.page.waitForLoadState('networkidle');
  return world.page.evaluate(
    () =>
      new Promise((done) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          done(
            list.getEntries().map((entry) => {
              const lcp = entry as PerformanceEntry & { element: Element | null; url: string };
              const element = lcp.element;
              return {
                tag: element?.tagName.toLowerCase() ?? '(gone)',
                text: (element?.textContent ?? '').replace(/\s+/g, ' ').trim(),
                url: lcp.url,
                inHero: !!element?.closest('section')?.querySelector('h1'),
              };
            }),
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** How React writes a text into HTML. */
const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

Then("the HTML served for {string} preloads no image: its largest paint is the hero's pre-rendered text", async function (this: SiteWorld, path: string) {
  const html = await this.served(path);
  expect(html).not.toMatch(/<link[^>]*rel="preload"[^>]*as="image"/);
  // Measured in the page, on a phone and on a wide screen: the browser's last largest-contentful-paint entry
  // is a text (no image), in the hero, and the HTML held that text before any script ran.
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await this.page.setViewportSize({ width, height });
    await this.open(path);
    const largest = (await largestPaints(this)).at(-1);
    expect(largest, `a largest-paint entry at ${width} px`).toBeDefined();
    expect({ url: largest?.url, inHero: largest?.inHero }, `the largest paint at ${width} px: <${largest?.tag}> "${largest?.text}"`).toEqual({
      url: '',
      inHero: true,
    });
    expect(largest?.text, `at ${width} px, a text of the hero`).not.toBe('');
    expect(html, `the HTML served for ${path} holds "${largest?.text}"`).toContain(asHtml(largest?.text ?? ''));
  }
});

Then('every web font the stylesheet declares is shown with font-display optional: a late font never re-wraps the page', async function (this: SiteWorld) {
  const faces = (criticalCss(await this.served('/')).match(/@font-face\{[^}]*\}/g) ?? []).filter((face) => /url\(/.test(face));
  // Inter's Latin and Latin Extended, and the Hindi pages' Devanagari.
  expect(faces.length).toBe(3);
  expect(faces.filter((face) => !/font-display:\s*optional/.test(face))).toEqual([]);
});

Then(
  'the full stylesheet declares no font face: each page has them in its inlined CSS, and declaring them again would lay out its text once more',
  async function (this: SiteWorld) {
    for (const path of ['/', '/hi/', '/about/csr']) {
      const html = await this.served(path);
      expect((criticalCss(html).match(/@font-face\{/g) ?? []).length, `font faces inlined in ${path}`).toBe(4);
      const href = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
      expect(href, `the full stylesheet of ${path}`).toBeDefined();
      expect(await this.served(href ?? ''), `the full stylesheet of ${path}`).not.toContain('@font-face');
    }
  },
);

Then('the stylesheet declares an Inter fallback face with adjusted metrics', async function (this: SiteWorld) {
  const inline = criticalCss(await this.served('/'));
  expect(inline).toMatch(/--font-sans:\s*"?Inter Variable"?,\s*"?Inter Variable fallback"?/);
  const face = /@font-face\{font-family:"?Inter Variable fallback"?;[^}]*\}/.exec(inline)?.[0] ?? '';
  expect(face, 'fallback @font-face in the critical CSS').toMatch(/local\("?Arial"?\)/);
  expect(face).toMatch(/size-adjust:\s*10\d\.\d+%/);
  expect(face).toMatch(/ascent-override:\s*\d+(\.\d+)?%/);
});

// ---------------------------------------------------------------- the map on /contact

const MAPS_HOST = 'www.google.com';

Given('I accepted non-essential cookies on an earlier visit', async function (this: SiteWorld) {
  await this.context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'));
});

Then('no request has gone to the maps site', async function (this: SiteWorld) {
  // Every request of the scenario, from its first page on (the World records them); a bounded window for
  // "nothing happened": the placeholder has been on screen, give a lazy frame time to start.
  const toMaps = () => this.requests.map((r) => r.url()).filter((url) => new URL(url).hostname === MAPS_HOST);
  await this.holdsFor(500, () => toMaps().length === 0, `no request to ${MAPS_HOST} (${toMaps().join(', ')})`);
});

Then('the map placeholder links to the maps site for the head office', async function (this: SiteWorld) {
  const link = this.page.getByTestId('map-placeholder').getByRole('link', { name: /Open in maps/ });
  await expect(link).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
  await expect(link).toHaveAttribute('target', '_blank');
});

/*
 * The first Intl formatter or collator a page creates costs Chrome 20–40 ms while ICU loads its
 * data (80–160 ms of blocked main thread on Lighthouse's phone): the pages below must not make one
 * on their way to being drawn (src/lib/number-format.ts, the glossary's byEnglishTerm).
 */
Given('the browser counts every Intl formatter, collator and locale-sensitive call', async function (this: SiteWorld) {
  await this.page.addInitScript(() => {
    const calls: string[] = [];
    Object.defineProperty(window, '__localeCalls', { value: calls });
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => unknown>;
    for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat']) {
      const Original = intl[name];
      if (!Original) continue;
      intl[name] = function (this: unknown, ...args: unknown[]) {
        calls.push(`Intl.${name}`);
        return new Original(...args);
      } as unknown as new (...args: unknown[]) => unknown;
    }
    const methods: [object, string][] = [
      [Number.prototype, 'toLocaleString'],
      [String.prototype, 'localeCompare'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
    ];
    for (const [proto, method] of methods) {
      const original = (proto as Record<string, (...args: unknown[]) => unknown>)[method]!;
      (proto as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
        calls.push(method);
        return original.apply(this, args);
      };
    }
  });
});

When("the page's calls to the API have finished", async function (this: SiteWorld) {
  await this.page.waitForLoadState('networkidle');
});

/**
 * Opens `path` with the site's entry script held back until the requests the page has made so far
 * are `enough`, or `ms` pass; gives back the requests the page made while the entry was held.
 */
async function openWithEntryHeld(world: SiteWorld, path: string, ms: number, enough: (seen: readonly Request[]) => boolean): Promise<Request[]> {
  const entry = new URL(mainScript(), world.siteUrl).href;
  const seen: Request[] = [];
  let release!: () => void;
  const gate = new Promise<void>((ok) => (release = ok));
  const timer = setTimeout(release, ms);
  const onRequest = (request: Request) => {
    seen.push(request);
    if (enough(seen)) release();
  };
  world.page.on('request', onRequest);
  let whileHeld: Request[] | undefined;
  await world.page.route(entry, async (held) => {
    await gate;
    world.page.off('request', onRequest);
    whileHeld = [...seen];
    await held.continue().catch(() => undefined);
  });
  world.releases.push(release);
  // The page hydrates only once its entry has run, so by then the entry was let through.
  await world.open(path);
  clearTimeout(timer);
  if (!whileHeld) throw new Error("the site's entry script was never asked for");
  return whileHeld;
}

Then("the page asked the API for {string}, each once, all of them while the site's code was held back", function (this: SiteWorld, reads: string) {
  const expected = reads.split(',').map((p) => p.trim());
  const gets = this.apiCalls
    .filter((c) => c.method === 'GET')
    .map((c) => new URL(c.url).pathname)
    .filter((p) => p.startsWith('/api/'));
  expect([...gets].sort(), 'the GETs the page made').toEqual([...expected].sort());
  if (!this.entryHeld) throw new Error("the site's code was not held back in this scenario");
  const asked = this.entryHeld.requests.filter((r) => r.url().startsWith(`${this.apiUrl}/api/`)).map((r) => new URL(r.url()).pathname);
  expect([...asked].sort(), "API calls made while the site's code was held back").toEqual([...expected].sort());
});

/** The paths of the scripts among `requests`. */
const scriptsOf = (requests: readonly Request[]) => requests.filter((r) => r.resourceType() === 'script').map((r) => new URL(r.url()).pathname);

/** The page's own chunk and the chunks of the given source modules (`none`: no other). */
function firstViewScripts(path: string, modules: string): string[] {
  const route = routeOfPath(splitLocale(path).path);
  if (!route) throw new Error(`no route for ${path}`);
  // Which script holds each module (some are grouped into one: vite.config.ts).
  const holding = JSON.parse(readFileSync(resolve(dist, MODULE_CHUNKS_FILE), 'utf8')) as Record<string, string>;
  const expected = [pageChunk(route.folder)];
  for (const source of modules
    .split(',')
    .map((m) => m.trim())
    .filter((m) => m !== 'none')) {
    const file = holding[source];
    if (!file) throw new Error(`no chunk for ${source}`);
    expected.push(`/${file}`);
  }
  return expected;
}

When(
  "I visit {string} with the site's entry script held back until the page has asked for its own code and the copy in {string}, or for {int} ms",
  async function (this: SiteWorld, path: string, modules: string, ms: number) {
    const expected = firstViewScripts(path, modules);
    const held = await openWithEntryHeld(this, path, ms, (seen) => expected.every((e) => scriptsOf(seen).includes(e)));
    this.entryHeld = { path, requests: held, expectedScripts: expected };
  },
);

Then('the page had asked for its own code and that copy before the entry script arrived', function (this: SiteWorld) {
  const held = this.entryHeld;
  if (!held?.expectedScripts) throw new Error('the entry script was not held back for some code in this scenario');
  // Asked for: these among the others (the boot script's preloads), so arrayContaining.
  expect(scriptsOf(held.requests), 'scripts asked for while the entry was held back').toEqual(expect.arrayContaining(held.expectedScripts));
});

Then('no Intl formatter, collator or locale-sensitive call was made', async function (this: SiteWorld) {
  const calls = await this.page.evaluate(() => (window as unknown as { __localeCalls?: string[] }).__localeCalls);
  expect(calls, 'the watch was installed before the page loaded').toBeDefined();
  expect(calls).toEqual([]);
});

Then('the build puts {string} in one script, which the entry does not load before a page needs it', function (modules: string) {
  const holding = JSON.parse(readFileSync(resolve(dist, MODULE_CHUNKS_FILE), 'utf8')) as Record<string, string>;
  const manifest = JSON.parse(readFileSync(resolve(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; isEntry?: boolean }
  >;
  const files = modules.split(',').map((m) => holding[m.trim()] ?? `nothing holds ${m.trim()}`);
  expect(new Set(files).size, `the scripts holding ${files.join(', ')}`).toBe(1);
  const entryLoads = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || entryLoads.has(chunk.file)) return;
    entryLoads.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(Object.keys(manifest).find((k) => manifest[k]?.isEntry) ?? '');
  expect([...entryLoads], 'the scripts the entry imports').not.toContain(files[0]);
});

/** A photo as a step names it: a path in an answer is on the API host, a photo named by a key on the site's. */
const photoUrl = (world: SiteWorld, host: string, image: string) => new URL(image, host === "the API's" ? `${world.apiUrl}/` : world.siteUrl).href;

/** Held until the page asks the API for anything (a read), or for one photo: the site's or the API's. */
When(
  /^I visit "([^"]+)" while the site's code is held back until the page asks (?:the API for something|for (the API's|the site's) "([^"]+)"), or for (\d+) ms$/,
  async function (this: SiteWorld, path: string, host: string | null, image: string | null, ms: string) {
    // The API's own paths: photos named in an answer come from the API host too, but are not reads.
    const isApi = (request: Request) => request.url().startsWith(`${this.apiUrl}/api/`);
    const photo = host && image ? photoUrl(this, host, image) : undefined;
    const asked = (request: Request) => (photo ? request.url() === photo : isApi(request));
    this.entryHeld = { path, requests: await openWithEntryHeld(this, path, Number(ms), (seen) => seen.some(asked)) };
  },
);

Then(
  /^the page asked for (the API's|the site's) "([^"]+)" while the site's code was held back, and once only$/,
  async function (this: SiteWorld, host: string, image: string) {
    const photo = photoUrl(this, host, image);
    if (!this.entryHeld) throw new Error("the site's code was not held back in this scenario");
    expect(
      this.entryHeld.requests.some((r) => r.url() === photo),
      `${image} asked for before the site's code arrived`,
    ).toBe(true);
    // Once the page draws the card, its <img> takes the preloaded photo: no second request. The page
    // draws a path from an answer resolved (absolute), a photo named by a key as the site's path.
    const src = host === "the API's" ? photo : image;
    await expect(this.page.locator(`main img[src="${src}"]`).first()).toBeVisible();
    await expect
      .poll(() => this.page.evaluate((s) => (document.querySelector(`main img[src="${s}"]`) as HTMLImageElement | null)?.complete ?? false, src))
      .toBe(true);
    expect(
      this.requests.filter((r) => r.url() === photo),
      `requests for ${image}`,
    ).toHaveLength(1);
  },
);
