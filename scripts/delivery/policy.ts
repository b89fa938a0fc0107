/**
 * The Content-Security-Policy every response of the site carries, which only the build can write (it
 * names the inline scripts by their hashes), into deploy/build.conf (scripts/delivery/deploy-configs.ts).
 * The other security headers and the cache policy are constant: deploy/nginx.conf.
 */

import { createHash } from 'node:crypto';

/** CSP source for an inline script's exact text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Where the embedded map comes from: allowed as a frame only (it loads after a click). */
const MAP_FRAME_ORIGIN = 'https://www.google.com';
/**
 * Hosts the analytics script talks to, allowed only when an analytics id is configured.
 * @internal A test seam (features/steps/delivery.steps.ts).
 */
export const ANALYTICS_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
/** @internal A test seam (features/steps/delivery.steps.ts). */
export const ANALYTICS_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', ANALYTICS_SCRIPT_ORIGIN];

/**
 * Stands for the API's origin (the run-time API base setting's, or nothing when the site derives it from
 * its own origin): filled in with nginx's config (deploy-configs.ts, fillNginxTemplate).
 */
export const API_ORIGIN = '{{API_ORIGIN}}';

export interface PolicyOptions {
  /** An analytics id is configured at build time: allow its script and beacons. */
  analytics?: boolean;
  /**
   * The hashes of the only inline scripts allowed: the build's compiled `*.inline.ts` modules (the
   * consent flag, the boot script, the early reads: scripts/delivery/inline-scripts.ts).
   */
  scriptHashes?: readonly string[];
}

/** The origin of an API base setting, or undefined when empty or not http(s). */
export function originOf(base: string | undefined): string | undefined {
  if (!base?.trim()) return undefined;
  try {
    const url = new URL(base.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Content-Security-Policy (the other security headers are constant: deploy/nginx.conf): nothing by default, scripts only from our own
 * origin and the build's inline scripts named by their hashes (any other
 * inline script fails the build), fetches only to our origin and the API's (API_ORIGIN).
 * Styles allow 'unsafe-inline' (style attributes in the pre-rendered markup, the
 * inlined critical CSS and Redoc's styled-components); scripts never do.
 */
export function contentSecurityPolicy({ analytics = false, scriptHashes = [] }: PolicyOptions = {}): string {
  return [
    "default-src 'none'",
    ['script-src', "'self'", ...scriptHashes, ...(analytics ? [ANALYTICS_SCRIPT_ORIGIN] : [])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    // API images and logos may be absolute https URLs (the boundary keeps only http(s) or relative).
    `img-src 'self' data: https: ${API_ORIGIN}`,
    `media-src 'self' https: ${API_ORIGIN}`,
    // data: fonts: Redoc's icon font is embedded that way (fonts cannot run script).
    "font-src 'self' data:",
    ['connect-src', "'self'", ...(analytics ? ANALYTICS_CONNECT : []), API_ORIGIN].join(' '),
    `frame-src ${MAP_FRAME_ORIGIN}`,
    "manifest-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
