/**
 * /api-docs/ is Redoc built from openapi.yaml by `redocly build-docs` with our page template
 * (./api-docs.html: the charset as the HTML standard writes it, a description, the site's icon),
 * which points at Redocly's CDN and inlines two scripts. Here it is made self-hosted
 * and CSP-clean: the Redoc bundle that ships inside @redocly/cli is copied next
 * to the page under a content hash, and each inline script becomes a file.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const BUNDLE = join(root, 'node_modules/@redocly/cli/lib/chunks/redoc.standalone.js');
const CDN_BUNDLE = /https:\/\/cdn\.redoc(?:ly\.com|\.ly)\/redoc\/[^"'\s]+\/redoc\.standalone\.js/g;

/** A plain text mark for the credit Redoc shows. */
const REDOCLY_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="88" height="20" viewBox="0 0 88 20"><text x="0" y="15" font-family="sans-serif" font-size="14" font-weight="700" fill="#0044d4">Redocly</text></svg>\n';

const hash = (text: string | Buffer) => createHash('sha256').update(text).digest('hex').slice(0, 10);

export async function selfHostApiDocs(dist: string): Promise<void> {
  const dir = join(dist, 'api-docs');
  const pageFile = join(dir, 'index.html');
  let html = await readFile(pageFile, 'utf8');

  // Redoc's search (FlexSearch) probes whether it may build a worker with Function(); under a CSP
  // without 'unsafe-eval' that probe is a violation, and the search works in the page anyway.
  // The probe is taken out so the page runs with zero violations.
  const original = await readFile(BUNDLE, 'utf8');
  const probe = /try\{return (\w+)\._factory\?\?=Function\((\w+)\),!0\}catch\{return!1\}/g;
  if ((original.match(probe) ?? []).length !== 1) throw new Error('Redoc bundle changed: update the eval probe in scripts/delivery/api-docs.ts');
  // Its "API docs by Redocly" logo would come from Redocly's CDN: a same-origin logo instead.
  const logoUrl = '/api-docs/redocly-logo.svg';
  const bundle = original.replace(probe, 'return!1').replace(/https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(-full)?\.svg/g, logoUrl);
  await writeFile(join(dist, logoUrl.slice(1)), REDOCLY_LOGO);
  const bundleUrl = `/api-docs/redoc.standalone-${hash(bundle)}.js`;
  await writeFile(join(dist, bundleUrl.slice(1)), bundle);

  // The CDN preload (with its integrity for the CDN copy) becomes a preload of our copy.
  html = html.replace(/<link rel="modulepreload"[^>]*>/g, `<link rel="modulepreload" href="${bundleUrl}" />`);
  html = html.replace(CDN_BUNDLE, bundleUrl);
  const files: [string, string][] = [];

  // Redoc's start-up script: the definition and options become JSON data blocks (the page still
  // documents every path in its HTML), telemetry is switched off, and the code becomes a file.
  html = html.replace(/<script type="module">([\s\S]*?)<\/script>/, (_whole, body: string) => {
    const definition = /const __redoc_definition = (\{.*\});\s*$/m.exec(body)?.[1];
    const options = /const __redoc_options = (\{.*\});\s*$/m.exec(body)?.[1];
    if (!definition || !options || !body.includes(`from "${bundleUrl}"`)) {
      throw new Error('redocly build-docs output changed shape: update scripts/delivery/api-docs.ts');
    }
    const settings = { ...(JSON.parse(options) as Record<string, unknown>), disableTelemetry: true };
    const init = [
      `import { hydrate } from "${bundleUrl}";`,
      'const read = (id) => JSON.parse(document.getElementById(id).textContent);',
      "hydrate(read('redoc-definition'), read('redoc-options'), document.getElementById('redoc'));",
      '',
    ].join('\n');
    const initUrl = `/api-docs/init-${hash(init)}.js`;
    files.push([initUrl, init]);
    const data = (id: string, json: string) => `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;
    return `${data('redoc-definition', definition)}\n${data('redoc-options', JSON.stringify(settings))}\n<script type="module" src="${initUrl}"></script>`;
  });

  // Any other inline script (the colour-mode one) becomes a file in the same place.
  html = html.replace(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g, (whole, attrs: string | undefined, body: string) => {
    const attributes = attrs ?? '';
    if (/\ssrc=/.test(attributes) || body.trim() === '' || /type="application\/(ld\+)?json"/.test(attributes)) return whole;
    const url = `/api-docs/script-${hash(body)}.js`;
    files.push([url, body]);
    return /type="module"/.test(attributes) ? `<script type="module" src="${url}"></script>` : `<script src="${url}"></script>`;
  });
  await Promise.all(files.map(([url, body]) => writeFile(join(dist, url.slice(1)), body)));
  // Redoc writes its menu links as site paths (/enquiries), which answer 404 when opened afresh, though
  // in the page it routes by the fragment (#/enquiries): the links become those fragments.
  html = html.replace(/(<a\b[^>]*\shref=")\/([^"]*)("[^>]*\sdata-discover="true")/g, '$1#/$2$3');
  if (/cdn\.redoc\.ly/.test(bundle)) throw new Error('the Redoc bundle still loads from cdn.redoc.ly');
  if (/cdn\.redoc|"disableTelemetry":false/.test(html)) throw new Error('api-docs still refers to a Redocly CDN or sends telemetry');
  await writeFile(pageFile, html);
}
