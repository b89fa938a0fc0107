/**
 * The build's part of the nginx config (docs/adr/0005-nginx-production-shape.md): deploy/build.conf,
 * which the committed deploy/nginx.conf includes. It holds what only the build knows: the
 * Content-Security-Policy (./policy.ts; it names the hashes of the inline scripts) and
 * the redirects of the one route list (src/config/paths.ts, through dist/redirects.json).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentSecurityPolicy, originOf, type PolicyOptions } from './policy';

const API_ORIGIN_TOKEN = '{{API_ORIGIN}}';
const SENTINEL_API = 'https://api-base.placeholder.invalid';

/**
 * deploy/build.conf's text: `{{API_ORIGIN}}` stands for the API's origin, filled with the rest.
 * @internal A test seam (tests/scripts/delivery/servers.test.ts) and the bench's floor (scripts/bench.ts).
 */
export function buildConf(redirects: Record<string, string>, options: PolicyOptions): string {
  const csp = contentSecurityPolicy({ ...options, apiBase: SENTINEL_API }).replaceAll(SENTINEL_API, API_ORIGIN_TOKEN);
  const locations = Object.entries(redirects).flatMap(([from, to]) =>
    [from, `${from}/`].map((path) => `location = ${path} { return 302 ${to.startsWith('/') ? `${to}$is_args$args` : to}; }`),
  );
  const header = `add_header Content-Security-Policy "${csp}" always;`;
  return ['# Written by the build (scripts/delivery/deploy-configs.ts); included by deploy/nginx.conf.', header, ...locations, ''].join('\n');
}

interface NginxValues {
  root: string;
  port: number | string;
  /** The API base setting ('' = the site derives it from its origin). */
  apiBase: string;
}

/** Fills a config file's placeholders; the API base must be empty or an http(s) URL (it lands in a header and a <meta>). */
export function fillNginxTemplate(template: string, values: NginxValues): string {
  const apiBase = values.apiBase.trim();
  const origin = originOf(apiBase);
  if (apiBase && !origin) throw new Error(`API base must be an http(s) URL: ${apiBase}`);
  if (/["'\\\s;{}]/.test(apiBase)) throw new Error(`API base has characters nginx or HTML would misread: ${apiBase}`);
  return template
    .replaceAll('{{ROOT}}', values.root)
    .replaceAll('{{PORT}}', String(values.port))
    .replaceAll('{{API_BASE}}', apiBase.replace(/&/g, '&amp;'))
    .replaceAll(` ${API_ORIGIN_TOKEN}`, origin ? ` ${origin}` : '');
}

export async function writeBuildConf(root: string, redirects: Record<string, string>, options: PolicyOptions) {
  await writeFile(join(root, 'deploy', 'build.conf'), buildConf(redirects, options));
}
