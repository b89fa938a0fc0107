/**
 * The build's part of the nginx config (docs/adr/0005-nginx-production-shape.md): deploy/build.conf,
 * which the committed deploy/nginx.conf includes. It holds what only the build knows: the
 * Content-Security-Policy (./policy.ts; it names the hashes of the inline scripts) and
 * the redirects of the one route list (src/config/paths.ts, through dist/redirects.json).
 */
import { API_ORIGIN, contentSecurityPolicy, originOf, type PolicyOptions } from './policy';

/**
 * deploy/build.conf's text, which the pre-render writes (and the servers' tests and the bench's floor
 * use): `{{API_ORIGIN}}` stands for the API's origin, filled with the rest.
 */
export function buildConf(redirects: Record<string, string>, options: PolicyOptions): string {
  const locations = Object.entries(redirects).flatMap(([from, to]) =>
    [from, `${from}/`].map((path) => `location = ${path} { return 302 ${to.startsWith('/') ? `${to}$is_args$args` : to}; }`),
  );
  const header = `add_header Content-Security-Policy "${contentSecurityPolicy(options)}" always;`;
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
    .replaceAll(` ${API_ORIGIN}`, origin ? ` ${origin}` : '');
}
