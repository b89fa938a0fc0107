/**
 * Build-time settings (Vite `VITE_*` variables), validated once.
 * External hosts have sensible defaults; see README "Configuration".
 * (Validated by hand rather than with zod so the entry chunk stays small.)
 */
export interface Env {
  /** API host; empty means "derive from the page origin" (part 1 §7). */
  VITE_API_BASE: string;
  /** External renewal site that /renewal/BuyOnline and the legacy *.html paths leave for. */
  VITE_RENEWAL_HOST: string;
  /** External partner purchase page for four- and two-wheeler cover (package_code is appended). */
  VITE_PARTNER_PURCHASE_URL: string;
  /** External customer login site, reached by a plain link (part 1 §2.1). */
  VITE_CUSTOMER_LOGIN_URL: string;
  /** Canonical origin of the public site: canonical links, Open Graph, sitemap. */
  VITE_SITE_URL: string;
  /** Analytics measurement id; when empty nothing is ever loaded. */
  VITE_ANALYTICS_ID: string;
}

/** @internal A test seam (tests/config/env.test.ts). */
export const ENV_DEFAULTS: Env = {
  VITE_API_BASE: '',
  VITE_RENEWAL_HOST: 'https://renewal.kizunabharat.example',
  VITE_PARTNER_PURCHASE_URL: 'https://buy.partner-insure.example/motor/quote',
  VITE_CUSTOMER_LOGIN_URL: 'https://customer.kizunabharat.example/login',
  VITE_SITE_URL: 'https://www.kizunabharat.example',
  VITE_ANALYTICS_ID: '',
};

const URL_SETTINGS = ['VITE_API_BASE', 'VITE_RENEWAL_HOST', 'VITE_PARTNER_PURCHASE_URL', 'VITE_CUSTOMER_LOGIN_URL', 'VITE_SITE_URL'] as const;

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export function parseEnv(raw: Record<string, unknown> | undefined): Env {
  const env: Env = { ...ENV_DEFAULTS };
  for (const key of Object.keys(ENV_DEFAULTS) as (keyof Env)[]) {
    const value = raw?.[key];
    if (typeof value === 'string' && value.trim() !== '') env[key] = value.trim();
  }
  for (const key of URL_SETTINGS) {
    if (env[key] !== '' && !isHttpUrl(env[key])) {
      throw new Error(`${key} must be an http(s) URL, got "${env[key]}"`);
    }
  }
  if (env.VITE_ANALYTICS_ID !== '' && !/^[A-Za-z0-9-]+$/.test(env.VITE_ANALYTICS_ID)) {
    throw new Error(`VITE_ANALYTICS_ID has unexpected characters: "${env.VITE_ANALYTICS_ID}"`);
  }
  return env;
}

export const env: Env = parseEnv(import.meta.env as Record<string, unknown> | undefined);
