/**
 * The production config (docs/adr/0005-nginx-production-shape.md), written at build time from the one
 * route list (src/config/paths.ts, through dist/redirects.json) and the one header policy (./policy.ts):
 * deploy/nginx.conf, a server block with the redirects, 404 pages, caching, MIME types and headers.
 * It is a template: {{ROOT}}, {{PORT}}, {{API_BASE}} and {{API_ORIGIN}} are filled by
 * `fillNginxTemplate` (scripts/nginx.ts does exactly that; a deployer can too, or use sed).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mimes } from 'mrmime';
import { ALLOWED_METHODS, IMMUTABLE, originOf, REVALIDATE, securityHeaders, type PolicyOptions } from './policy';
import { LOCALES, localeInfo } from '@/config/locales';
import { FORM_FALLBACK_PATH } from '@/features/submission/fallback-path';

const API_ORIGIN_TOKEN = '{{API_ORIGIN}}';
const SENTINEL_API = 'https://api-base.placeholder.invalid';

/** nginx `types`: mrmime's table (the one the mock's files are typed by, scripts/mock-language.ts). */
const typesBlock = () =>
  Object.entries(mimes)
    .map(([ext, type]) => `    ${type} ${ext};`)
    .join('\n');

function addHeaders(options: PolicyOptions, extra: Record<string, string>, indent: string): string {
  const headers = { ...securityHeaders({ ...options, apiBase: SENTINEL_API }), ...extra };
  return Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} "${value.replaceAll(SENTINEL_API, API_ORIGIN_TOKEN)}" always;`)
    .join('\n');
}

/**
 * The nginx server block (a template: see the file comment).
 * @internal A test seam (tests/scripts/delivery/servers.test.ts) and the bench's floor (scripts/bench.ts).
 */
export function nginxTemplate(redirects: Record<string, string>, options: PolicyOptions): string {
  const policy: PolicyOptions = { analytics: options.analytics, scriptHashes: options.scriptHashes };
  const redirectLocations = Object.entries(redirects)
    .flatMap(([from, to]) => {
      const target = to.startsWith('/') ? `${to}$is_args$args` : to;
      return [from, `${from}/`].map(
        (path) => `  location = ${path} {\n${addHeaders(policy, { 'Cache-Control': REVALIDATE }, '    ')}\n    return 302 ${target};\n  }`,
      );
    })
    .join('\n');
  const htmlHeaders = (
    extra: Record<string, string> = {},
  ) => `    # Pages get the run-time API base as <meta name="api-base"> (compressed after the substitution).
    gzip_static off;
    sub_filter '<head>' '<head>\\n    <meta name="api-base" content="{{API_BASE}}" />';
    sub_filter_once on;
    sub_filter_last_modified on;
${addHeaders(policy, { 'Cache-Control': REVALIDATE, ...extra }, '    ')}`;
  const htmlBlock = htmlHeaders();
  const prefixes = LOCALES.map((l) => localeInfo[l].prefix).filter(Boolean);
  const anyPrefix = `(${prefixes.join('|')})?`;
  const fallback = FORM_FALLBACK_PATH.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `# Generated at build by scripts/delivery/deploy-configs.ts from src/config/paths.ts
# and scripts/delivery/policy.ts. Do not edit: change those and rebuild.
# Template: {{ROOT}} (the dist/ folder), {{PORT}}, {{API_BASE}} (the API base
# setting, may be empty) and {{API_ORIGIN}} (its origin, for the CSP) are filled
# in by fillNginxTemplate() in scripts/delivery/deploy-configs.ts.
# TLS is expected in front of this block (or add "listen 443 ssl" and certificates);
# HSTS is sent either way.
server {
  listen {{PORT}};
  server_name _;
  root {{ROOT}};
  server_tokens off;
  absolute_redirect off;
  etag on;

  types {
${typesBlock()}
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types text/css text/javascript text/plain application/json application/xml image/svg+xml application/manifest+json;

  gzip_static on;
  gzip on;
  gzip_vary on;
  gzip_min_length 512;
  gzip_comp_level 6;
  gzip_types text/css text/javascript text/plain application/json application/xml image/svg+xml application/manifest+json;

${addHeaders(policy, {}, '  ')}

  # An unknown address under a locale's prefix gets that locale's 404 page (it hydrates in its language).
  set $not_found_page /404.html;
  if ($uri ~ "^/(${prefixes.map((p) => p.slice(1)).join('|')})(/|$)") {
    set $not_found_page /$1/404.html;
  }
  error_page 404 $not_found_page;

  # Only GET and HEAD get content. A form posted to ${FORM_FALLBACK_PATH} (its page's scripts had not
  # run) gets its locale's page saying how to reach us, still 405; nginx never reads or logs the body.
  set $method_not_allowed @method_not_allowed;
  set $method_and_uri "$request_method $uri";
  if ($method_and_uri ~ "^POST ${anyPrefix}${fallback}/?$") {
    set $method_not_allowed $1${FORM_FALLBACK_PATH}/index.html;
  }
  error_page 405 $method_not_allowed;
  if ($request_method !~ ^(GET|HEAD)$) {
    return 405;
  }
  location @method_not_allowed {
${addHeaders(policy, { Allow: ALLOWED_METHODS, 'Cache-Control': 'no-store' }, '    ')}
    return 405 "Method not allowed\\n";
  }

  # Dot-files and dot-folders (.vite/), however spelled (%2e is decoded before matching).
  location ~ /\\. {
    return 404;
  }

  # Redirects from src/config/paths.ts (legacy paths and the renewal site).
${redirectLocations}

  # Hashed build output: cached for a year.
  location /assets/ {
${addHeaders(policy, { 'Cache-Control': IMMUTABLE }, '    ')}
    try_files $uri =404;
  }

  # The page a form without its scripts posts to (answered 405 to that POST, above): nothing is accepted there.
  location ~ "^${anyPrefix}${fallback}(/|/index\\.html)?$" {
${htmlHeaders({ Allow: ALLOWED_METHODS })}
    try_files $uri/index.html $uri =404;
  }

  # /x/ serves /x/index.html; a folder without one is a 404, never a listing or a 403.
  location ~ /$ {
${htmlBlock}
    try_files \${uri}index.html =404;
  }

  # Pre-rendered pages (/x serves /x/index.html) and the other files of the build.
  location / {
${htmlBlock}
    try_files $uri/index.html $uri =404;
  }
}
`;
}

interface NginxValues {
  root: string;
  port: number | string;
  /** The API base setting ('' = the site derives it from its origin). */
  apiBase: string;
}

/** Fills the template; the API base must be empty or an http(s) URL (it lands in a header and a <meta>). */
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

export async function writeNginxConfig(root: string, redirects: Record<string, string>, options: PolicyOptions) {
  await mkdir(join(root, 'deploy'), { recursive: true });
  await writeFile(join(root, 'deploy', 'nginx.conf'), nginxTemplate(redirects, options));
}
