import { routeOfPath, type RouteId } from './paths';

/**
 * The site's languages. English lives at `/`, every other locale under
 * its own prefix (`/hi/…`, `/ja/…`); the router runs with that prefix as its
 * basename, so every internal link keeps the visitor in their language.
 */
export const LOCALES = ['en', 'hi', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export interface LocaleInfo {
  /** BCP 47 tag for Intl and hreflang (India for en/hi). */
  tag: string;
  /** The <html lang> value. */
  lang: string;
  /** Open Graph locale. */
  og: string;
  /** The language's own name, as the switcher shows it. */
  name: string;
  /** URL prefix: '' for English. */
  prefix: string;
}

export const localeInfo: Readonly<Record<Locale, LocaleInfo>> = {
  en: { tag: 'en-IN', lang: 'en-IN', og: 'en_IN', name: 'English', prefix: '' },
  hi: { tag: 'hi-IN', lang: 'hi', og: 'hi_IN', name: 'हिन्दी', prefix: '/hi' },
  ja: { tag: 'ja-JP', lang: 'ja', og: 'ja_JP', name: '日本語', prefix: '/ja' },
};

/** The localStorage key of the visitor's chosen language (a strictly necessary preference: no consent needed). */
export const LOCALE_STORAGE_KEY = 'site-locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale a URL path is in, and the path inside that locale (always starting with '/'). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const { prefix } = localeInfo[locale];
    if (!prefix) continue;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return { locale, path: pathname.slice(prefix.length) || '/' };
    }
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** A path of the route list in a locale: '/contact' → '/hi/contact'; home → '/hi/'. */
export function localisedPath(locale: Locale, path: string): string {
  const { prefix } = localeInfo[locale];
  if (!prefix) return path;
  return path === '/' ? `${prefix}/` : `${prefix}${path}`;
}

/**
 * The routes Japanese publishes (ADD-14.ja-pages): home, the company overview, services, products
 * and contact (the call-back form is in the frame of every page). src/content/ja/index.ts must
 * provide the frame's namespaces and these pages' namespaces: a missing one is a type error.
 */
export const JA_ROUTES = ['home', 'company', 'services', 'products', 'contact'] as const satisfies readonly RouteId[];

/**
 * The routes each locale publishes (pre-rendered, in the sitemap, offered by the switcher).
 * 'all' is every route of src/config/paths.ts; Japanese joins page by page.
 */
const LOCALE_ROUTES: Readonly<Record<Locale, 'all' | readonly RouteId[]>> = {
  en: 'all',
  hi: 'all',
  ja: JA_ROUTES,
};

export function hasRoute(locale: Locale, id: RouteId): boolean {
  const list = LOCALE_ROUTES[locale];
  return list === 'all' || list.includes(id);
}

/** The locales a route is published in, English first. */
export function localesOf(id: RouteId): Locale[] {
  return LOCALES.filter((locale) => hasRoute(locale, id));
}

/**
 * Whether a locale publishes the page a site path leads to ('/contact', '/?section=2', '/privacy#rights').
 * A path outside the route list is left to the router (true).
 */
export function publishes(locale: Locale, to: string): boolean {
  const route = routeOfPath(to.split(/[?#]/)[0] || '/');
  return !route || hasRoute(locale, route.id);
}

/**
 * Where a link to a site path goes from a page in `locale`: the same page in that locale when it
 * publishes it ('/contact' → '/ja/contact'), otherwise the English page (a Japanese page's link to
 * /claims, which Japanese does not publish, goes to /claims, never to a missing /ja/claims).
 * @internal A test seam (tests/i18n/locales.test.tsx).
 */
export function siteHref(locale: Locale, to: string): string {
  return publishes(locale, to) ? localisedPath(locale, to) : to;
}
