/**
 * Pre-renders every registered route of src/config/paths into dist/<path>/index.html
 * (static content rendered, API-driven parts in their loading state), with
 * per-route <head> tags and preloads of the route's own chunk, then writes
 * 404.html, sitemap.xml, robots.txt and redirects.json from the same list.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ServerModule from '@/entry-server';

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;
type ServerEntry = typeof ServerModule;

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const ssrEntry = join(root, 'dist-ssr', 'entry-server.js');

const server = (await import(pathToFileURL(ssrEntry).href)) as ServerEntry;
const template = await readFile(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

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

/** modulepreload + stylesheet links for a page module, minus what the entry already loads. */
function preloadsFor(folder: string): string {
  const files = new Set<string>();
  const css = new Set<string>();
  collect(`src/pages/${folder}/page.tsx`, files, css);
  const links = [...files]
    .filter((f) => !entryChunks.has(f))
    .map((f) => `<link rel="modulepreload" crossorigin href="/${f}" />`);
  links.push(...[...css].filter((c) => !entryCss.has(c)).map((c) => `<link rel="stylesheet" crossorigin href="/${c}" />`));
  return links.join('\n    ');
}

/** The Latin subset of the self-hosted Inter: every page's text uses it, so fetch it with the CSS, not after. */
const latinFont = (await readdir(join(dist, 'assets'))).find((f) => /^inter-latin-wght-normal-.*\.woff2$/.test(f));
const fontPreload = latinFont ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${latinFont}" />\n    ` : '';

async function writePage(file: string, head: string, html: string) {
  const page = template.replace('<!--app-head-->', fontPreload + head).replace('<!--app-html-->', html);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, page);
}

const started = performance.now();
for (const route of server.routes) {
  const result = await server.render(route.path);
  if (result.status !== 200) throw new Error(`${route.path} rendered with status ${result.status}`);
  const head = `${server.headHtml(server.headFor(route.path))}\n    ${preloadsFor(server.pageFolder[route.id])}`;
  const out = route.path === '/' ? join(dist, 'index.html') : join(dist, route.path.slice(1), 'index.html');
  await writePage(out, head, result.html);
}

const notFound = await server.render('/__not-found__');
await writePage(join(dist, '404.html'), `${server.headHtml(server.NOT_FOUND_HEAD)}\n    ${preloadsFor('not-found')}`, notFound.html);

const redirects: Record<string, string> = {};
for (const path of server.externalRedirectPaths) redirects[path] = server.renewalUrl(path);
for (const [from, to] of Object.entries(server.aliasRedirects)) {
  redirects[from] = server.routes.find((r) => r.id === to)?.path ?? '/';
}
await writeFile(join(dist, 'redirects.json'), `${JSON.stringify(redirects, null, 2)}\n`);

const urls = server.routes
  .map((r) => `  <url><loc>${server.canonicalUrl(r.path)}</loc></url>`)
  .join('\n');
await writeFile(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
);
await writeFile(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${server.canonicalUrl('/sitemap.xml')}\n`);

await rm(join(root, 'dist-ssr'), { recursive: true, force: true });
console.log(`pre-rendered ${server.routes.length} routes + 404 in ${Math.round(performance.now() - started)} ms`);
