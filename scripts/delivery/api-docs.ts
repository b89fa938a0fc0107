/**
 * /api-docs/ is Redoc built from openapi.yaml by `redocly build-docs` with our page template
 * (./api-docs.html: the charset as the HTML standard writes it, a description, the site's icon),
 * which points at Redocly's CDN and inlines two scripts. Here it is made self-hosted
 * and CSP-clean: the Redoc bundle that ships inside @redocly/cli is copied next
 * to the page under a content hash, and each inline script becomes a file.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
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

  // The CDN preload (with its integrity for the CDN copy) becomes a preload of our copy, which the
  // start-up script imports. Redoc writes its menu links as site paths (/enquiries), which answer 404
  // when opened afresh, though in the page it routes by the fragment (#/enquiries): the links become those fragments.
  html = html
    .replace(/<link rel="modulepreload"[^>]*>/g, `<link rel="modulepreload" href="${bundleUrl}" />`)
    .replace(CDN_BUNDLE, bundleUrl)
    .replace(/(<a\b[^>]*\shref=")\/([^"]*)("[^>]*\sdata-discover="true")/g, '$1#/$2$3');
  if (/cdn\.redoc/.test(html) || /cdn\.redoc\.ly/.test(bundle)) throw new Error('api-docs still refers to a Redocly CDN');
  // Telemetry is off by redocly.yaml (`telemetry: off`), which build-docs writes into Redoc's options.
  if (!html.includes('"disableTelemetry":true')) throw new Error('api-docs would send telemetry: is redocly.yaml still saying `telemetry: off`?');
  // Redoc's start-up module reads the definition from a JSON data block, so the page still documents
  // every path in its HTML; the module itself, like any other inline script (its colour-mode one),
  // becomes a file beside the page, under a content hash, so the CSP's 'self' allows it.
  let definition = '';
  html = html.replace(/const __redoc_definition = (\{.*\});$/m, (_line, json: string) => {
    definition = json;
    return "const __redoc_definition = JSON.parse(document.getElementById('redoc-definition').textContent);";
  });
  if (!definition) throw new Error('redocly build-docs output changed shape: update scripts/delivery/api-docs.ts');
  html = html.replace('</body>', `<script type="application/json" id="redoc-definition">${definition}</script>\n</body>`);
  html = html.replace(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g, (whole, attrs: string | undefined, body: string) => {
    if (/\ssrc=|type="application\/(ld\+)?json"/.test(attrs ?? '') || body.trim() === '') return whole;
    const url = `/api-docs/script-${hash(body)}.js`;
    writeFileSync(join(dist, url.slice(1)), body);
    return `<script${attrs ?? ''} src="${url}"></script>`;
  });
  await writeFile(pageFile, html);
}
