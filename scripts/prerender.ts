/**
 * Pre-renders every registered route of src/config/paths into dist/<path>/index.html
 * (static content rendered, API-driven parts in their loading state), with
 * per-route <head> tags (src/app/document-head.tsx, hoisted by React), and in each language the 404.html
 * page and the page a form without its scripts posts to (form-needs-javascript/index.html); then writes
 * sitemap.xml, robots.txt and redirects.json from the same list. For first paint:
 * - no modulepreload in the HTML, and the scripts start on window `load` (src/app/boot.ts):
 *   nothing competes with the first paint; the entry fetches the route's chunk once it runs;
 * - the page's critical CSS inlined by beasties, the full stylesheets moved to the
 *   end of <body> (the "body" strategy: no inline onload, so the CSP holds);
 * - React Router's hydration state as a JSON data block, not an inline script.
 * Then: /api-docs/ made self-hosted, a check that no page has an inline script,
 * deploy/build.conf (scripts/delivery/deploy-configs.ts) and the .br/.gz copies of /assets/' scripts and stylesheets.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import type * as ServerModule from '@/entry-server';
import { parseEnv } from '@/config/env';
import { APP_CHUNKS_META, APP_ENTRY_META } from '@/app/boot';
import { earlyReadsMeta } from '@/app/early-reads';
import { LIST_TIMEOUT_MS } from '@/config/timings';
import { apiLanguageOf } from '@/lib/api-client';
import type { Locale } from '@/config/locales';
import { pathOf, type RouteId } from '@/config/paths';
import type { CopyLoaders, Namespace } from '@/content/catalog';
import { formFallbackPath } from '@/features/submission/fallback-path';
import { hiCopy } from '@/content/hi';
import { jaCopy } from '@/content/ja';
import { PAGE_NAMESPACES } from '@/content/namespaces';
import { selfHostApiDocs } from './delivery/api-docs';
import { inlineScriptProblems } from './delivery/checks';
import { compileInlineScripts } from './delivery/inline-scripts';
import { scriptHash } from './delivery/policy';
import { buildConf } from './delivery/deploy-configs';
import { precompress } from './delivery/precompress';

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;
type ServerEntry = typeof ServerModule;

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const ssrEntry = join(root, 'dist-ssr', 'entry-server.js');

const server = (await import(pathToFileURL(ssrEntry).href)) as ServerEntry;
// The scripts every page (or a page with early reads) inlines, compiled from their modules (*.inline.ts).
const inline = await compileInlineScripts();
function inlineScript(name: string): string {
  if (!inline[name]) throw new Error(`no inline module ${name}.inline.ts`);
  return `<script>${inline[name]}</script>`;
}
// The entry module starts once the page has loaded (src/app/boot.ts): its URL goes into
// <meta name="app-entry"> and the constant boot script (allowed by its CSP hash) adds it on `load`.
const built = await readFile(join(dist, 'index.html'), 'utf8');
const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(built);
if (!entryTag?.[1]) throw new Error('entry <script type="module"> not found in dist/index.html');
// Vite preloads the chunks the entry imports (e.g. rolldown's runtime); the entry imports them itself once
// it runs, and nothing may compete with the first paint, so those modulepreload links go.
const template = built
  .replace(entryTag[0], `<meta name="${APP_ENTRY_META}" content="${entryTag[1]}" />\n    ${inlineScript('boot')}`)
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const env = parseEnv(process.env);

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
const entryChunks = new Set<string>();
const entryCss = new Set<string>();
function collect(key: string, files: Set<string>, css: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  chunk.css?.forEach((c) => css.add(c));
  chunk.imports?.forEach((k) => collect(k, files, css));
}
if (entryKey) collect(entryKey, entryChunks, entryCss);

/** The Devanagari font, preloaded on Hindi pages only (English pages never use it; index.html preloads Inter's Latin file on every page). */
const devanagariFont = manifest['src/styles/fonts/noto-sans-devanagari.woff2']?.file;
if (!devanagariFont) throw new Error('the Devanagari font is missing from the build (src/styles/fonts.css)');
const devanagariPreload = `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${devanagariFont}" />`;

// beasties' defaults do the rest: the critical CSS compressed, the stylesheets kept whole (no pruning),
// fonts neither inlined nor preloaded (index.html and the pre-render preload the ones a page uses).
const beasties = new Beasties({
  path: dist,
  preload: 'body',
  // The page's own <style> (the font faces of index.html) stays as written.
  reduceInlineStyles: false,
  logLevel: 'warn',
  // Matches only once the consent flag has run, so beasties would drop it: it must be in the first paint.
  // Tailwind's space-y-* and divide-* rules are written `:where(.space-y-4>:not(:last-child))`, which
  // beasties cannot match against the page, so it dropped them: the first paint lacked every such gap
  // and the page moved when the full stylesheet arrived (CLS 0.06 on /privacy, 0.005 on /about/company).
  // And it left out `html[lang=hi] { --font-sans: … }` (a rule of custom properties only), so a Hindi
  // page's first paint used the wrong fonts and re-wrapped once the full stylesheet arrived.
  allowRules: [/data-consent/, /^:where\(\.(?:dark\\:)?(?:space-[xy]|divide)-/, /^html\[lang=/],
});

/** Each locale's copy loaders (English has none: its copy is in the modules themselves). */
const copyLoaders: Readonly<Record<Exclude<Locale, 'en'>, Partial<CopyLoaders>>> = { hi: hiCopy, ja: jaCopy };

/**
 * Each chunk the build made for a module of a locale's copy, by its manifest key, with what the module
 * exports. A page's own copy is a dynamic import (src/content/<locale>/index.ts), so the manifest names
 * a chunk for each of its modules; the copy every page uses is in the chunk of the loaders themselves.
 */
const copyModules = async (locale: Exclude<Locale, 'en'>) =>
  Promise.all(
    Object.keys(manifest)
      .filter((key) => key.startsWith(`src/content/${locale}/`))
      .map(async (key) => ({ key, exports: new Set(Object.values((await import(pathToFileURL(join(root, key)).href)) as object)) })),
  );
const modulesOf = { hi: await copyModules('hi'), ja: await copyModules('ja') };

/**
 * The manifest keys of the chunks holding a page namespace's copy: the modules that export what its
 * loader gives (the value itself, or each value in it: `({ ...m })`, or parts of two modules). Read
 * from the loaded copy, not from the loader's code. Copy that no such module exports is in the loaders'
 * chunk, which every page of the locale lists; a chunk left out would get its own modulepreload from
 * Vite's preload helper, which features/delivery.feature's preload-once scenario reports.
 */
async function copyChunks(locale: Exclude<Locale, 'en'>, namespace: Namespace): Promise<string[]> {
  const copy = await copyLoaders[locale][namespace]?.();
  const parts = [copy, ...Object.values(copy ?? {})].filter((part) => Object(part) === part);
  return modulesOf[locale].filter(({ exports }) => parts.some((part) => exports.has(part))).map(({ key }) => key);
}

/**
 * The head tags of a page's first view: the stylesheets of its module the entry does not load (beasties
 * inlines what the page uses), and <meta name="app-chunks"> listing every script it runs besides the
 * entry: what the entry imports, the page's module and its imports, and in another language the
 * locale's loaders and the copy the page renders with. The boot script preloads
 * them beside the entry (src/app/boot.ts), where each would otherwise wait for the script that imports it.
 */
async function firstViewHead(id: RouteId | undefined, folder: string, locale: Locale): Promise<string> {
  // The entry itself and its own imports (rolldown's runtime) come first: they too would wait for the
  // entry to be read. The entry is listed although the boot script also runs it: Vite's preload helper
  // preloads a dynamic import's dependencies unless a <link> already names them, and a page module
  // that imports from the entry's chunk would otherwise get a second modulepreload of a module
  // already loaded, which Firefox reports as an error. Every module is preloaded once.
  const files = new Set(entryChunks);
  const css = new Set<string>();
  collect(`src/pages/${folder}/page.tsx`, files, css);
  const stylesheets = [...css].filter((c) => !entryCss.has(c)).map((c) => `<link rel="stylesheet" href="/${c}" />`);
  collect(`src/pages/${folder}/data.ts`, files, css);
  if (locale !== 'en') {
    // The locale's loaders, with the copy every page renders with (CORE_NAMESPACES); the namespace lists are in the app.
    collect(`src/content/${locale}/index.ts`, files, css);
    const pageNamespaces: readonly Namespace[] = id ? ((PAGE_NAMESPACES as Partial<Record<RouteId, readonly Namespace[]>>)[id] ?? []) : [];
    for (const ns of pageNamespaces) for (const key of await copyChunks(locale, ns)) collect(key, files, css);
  }
  return [...stylesheets, `<meta name="${APP_CHUNKS_META}" content="${[...files].map((f) => `/${f}`).join(' ')}" />`].join('\n    ');
}

/** React writes the tags it hoists first (an image preload, then src/app/document-head.tsx's head tags): those go to <head>. */
function hoistHead(rendered: string): { head: string; html: string } {
  const hoisted = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/.exec(rendered)?.[0] ?? '';
  const headTag = /<title>[^<]*<\/title>|<meta\b[^>]*>|<link rel="(?:canonical|alternate)"[^>]*>/g;
  return { head: (hoisted.match(headTag) ?? []).join('\n    '), html: hoisted.replace(headTag, '') + rendered.slice(hoisted.length) };
}

async function writePage(file: string, head: string, html: string, hydration: string | undefined, lang: string, early: string) {
  const data = hydration ? `<script type="application/json" id="router-hydration">${hydration.replace(/</g, '\\u003c')}</script>` : '';
  // The consent flag (allowed by its hash) runs before the first paint; without scripts the banner, which
  // could not be dismissed, stays hidden.
  const consent = inlineScript('consent-flag');
  const preloads = [consent, early, lang === 'hi' ? devanagariPreload : ''].filter(Boolean).join('\n    ');
  const page = template
    .replace('<html lang="en-IN"', `<html lang="${lang}"`)
    .replace('<!--app-head-->', `${preloads}\n    ${head}`)
    .replace('<!--app-html-->', html)
    .replace('</body>', `${data}</body>`);
  await mkdir(dirname(file), { recursive: true });
  // beasties adds the critical CSS as the page's second <style> (after the font faces): the <noscript>
  // style must come after both, or they would apply only without scripts (an unstyled first paint,
  // and the whole page shifting when the full stylesheet arrives: CLS 1 on a phone).
  const critical = await beasties.process(page);
  if ((critical.match(/<style>/g) ?? []).length !== 2) throw new Error(`${file}: expected the font faces' and beasties' critical <style>`);
  if (!critical.includes(consent)) throw new Error(`${file}: the consent flag script is missing after beasties`);
  await writeFile(
    file,
    critical.replace(/<\/style>(?![\s\S]*<\/style>)/, () => `</style>\n    <noscript><style>[data-cookie-banner]{display:none}</style></noscript>`),
  );
}

const started = performance.now();
// Every route in every locale that publishes it (src/config/locales.ts): English at /, Hindi at /hi/…; then
// the 404 page of each locale (/404.html, /hi/404.html, /ja/404.html): the servers answer an unknown
// address under /hi/ or /ja/ with its locale's, so the page hydrates in the language it was drawn in.
const pages = [
  ...server.routes.flatMap(({ id, folder, path }) => server.localesOf(id).map((locale) => ({ id, folder, locale, path: server.localisedPath(locale, path) }))),
  ...server.LOCALES.map((locale) => ({ id: undefined, folder: 'not-found', locale, path: `${server.localeInfo[locale].prefix}/__not-found__` })),
  // The page a form without its scripts posts to, in each language (nginx answers the POST with 405 and it).
  ...server.LOCALES.map((locale) => ({ id: undefined, folder: 'form-fallback', locale, path: formFallbackPath(locale) })),
];
for (const { id, folder, locale, path } of pages) {
  const result = await server.render(path);
  if (result.status !== 200) throw new Error(`${path} rendered with status ${result.status}`);
  const page = hoistHead(result.html);
  if (!/<meta name="description" content="[^"]/.test(page.head))
    throw new Error(`${path} has no meta description (src/content/route-descriptions.ts and its translations)`);
  const head = `${page.head}\n    ${await firstViewHead(id, folder, locale)}`;
  const out = join(dist, path.endsWith('/__not-found__') ? path.replace('__not-found__', '404.html') : join(path, 'index.html'));
  // A page whose loader reads the API asks for the same while its HTML is read (src/app/early-reads.inline.ts).
  const early = result.reads.length
    ? `${earlyReadsMeta({ paths: result.reads, language: apiLanguageOf(locale), timeoutMs: LIST_TIMEOUT_MS, buildTimeBase: env.VITE_API_BASE, image: server.firstPhotoOf(folder) })}\n    ${inlineScript('early-reads')}`
    : '';
  await writePage(out, head, page.html, result.hydration, server.localeInfo[locale].lang, early);
}

const redirects: Record<string, string> = {};
for (const path of server.externalRedirectPaths) redirects[path] = server.renewalUrl(path);
for (const [from, to] of Object.entries(server.aliasRedirects)) redirects[from] = pathOf(to);
await writeFile(join(dist, 'redirects.json'), `${JSON.stringify(redirects, null, 2)}\n`);

// Every page in every language, each with its alternates (hreflang), as search engines read them.
const urls = server.routes
  .flatMap((r) => {
    const links = server
      .alternatesOf(r)
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${a.href}"/>`)
      .join('\n');
    return server.localesOf(r.id).map((locale) => `  <url>\n    <loc>${server.canonicalUrl(server.localisedPath(locale, r.path))}</loc>\n${links}\n  </url>`);
  })
  .join('\n');
await writeFile(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
);
await writeFile(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${server.canonicalUrl('/sitemap.xml')}\n`);
await rm(join(root, 'dist-ssr'), { recursive: true, force: true });
console.log(
  `pre-rendered ${pages.length} pages (${server.routes.length} routes, and a 404 and a form fallback page per language) in ${Math.round(performance.now() - started)} ms`,
);

await selfHostApiDocs(dist);
const problems = inlineScriptProblems(dist, Object.values(inline));
if (problems.length > 0) throw new Error(`Inline scripts would break the Content-Security-Policy:\n${problems.join('\n')}`);

// The CSP of deploy/build.conf allows the inline scripts by their hashes, and the analytics hosts when the build has an id.
const policy = { analytics: env.VITE_ANALYTICS_ID.trim() !== '', scriptHashes: Object.values(inline).map(scriptHash) };
await writeFile(join(root, 'deploy', 'build.conf'), buildConf(redirects, policy));
const packed = await precompress(dist);
console.log(
  `deploy/build.conf written; scripts and stylesheets precompressed (${Math.round(packed.bytes / 1024)} KB → ${Math.round(packed.brBytes / 1024)} KB brotli)`,
);
