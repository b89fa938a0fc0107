import { env } from '@/config/env';
import { hasRoute, localeInfo, localesOf, localisedPath, splitLocale, type Locale } from '@/config/locales';
import { routeCopy, routeOfPath, type RouteId, type RouteMeta } from '@/config/paths';
import { site } from '@/config/site';
import { loadLazyCopy } from '@/content/copy-loading';
import { copyFor } from '@/lib/i18n';

export interface Alternate {
  /** hreflang: en-IN, hi-IN, ja-JP or x-default. */
  hreflang: string;
  href: string;
}

export interface HeadData {
  title: string;
  /** Left out where not yet known (a client-side navigation sets it once its module has loaded). */
  description?: string;
  canonical: string;
  /** The page's language (og:locale); English when absent. */
  locale?: Locale;
  /** The same page in every language that publishes it, and x-default (English). */
  alternates?: readonly Alternate[];
}

/** The registered route of a path in any locale (/hi/contact → contact), if that locale publishes it (/ja/claims: none). */
export function findRoute(pathname: string): RouteMeta | undefined {
  const { locale, path } = splitLocale(pathname);
  const route = routeOfPath(path);
  return route && hasRoute(locale, route.id) ? route : undefined;
}

export function canonicalUrl(path: string): string {
  return `${env.VITE_SITE_URL.replace(/\/+$/, '')}${path === '/' ? '/' : path}`;
}

export const NOT_FOUND_HEAD: HeadData = {
  title: `Page not found | ${site.shortName}`,
  description: 'The page you are looking for does not exist.',
  canonical: '',
};

/** hreflang alternates of a route: one per published locale, and x-default → English. */
export function alternatesOf(route: RouteMeta): Alternate[] {
  const list = localesOf(route.id).map((locale) => ({ hreflang: localeInfo[locale].tag, href: canonicalUrl(localisedPath(locale, route.path)) }));
  return [...list, { hreflang: 'x-default', href: canonicalUrl(route.path) }];
}

/** Every route's meta description in a locale (loaded on demand: no page's first view needs them). */
export function descriptionsOf(locale: Locale): Promise<Readonly<Record<RouteId, string>>> {
  return loadLazyCopy(locale, 'routeDescriptions', () => import('@/content/route-descriptions').then((m) => m.routeDescriptions));
}

/** The whole head of a path, description included (the pre-render's). */
export async function headForPage(pathname: string): Promise<HeadData> {
  const route = findRoute(pathname);
  if (!route) return NOT_FOUND_HEAD;
  return headFor(pathname, (await descriptionsOf(splitLocale(pathname).locale))[route.id]);
}

/**
 * The head of a path in any locale (the locale's `routes` copy must be loaded: src/lib/i18n.tsx),
 * with the description given, if any.
 */
export function headFor(pathname: string, description?: string): HeadData {
  const route = findRoute(pathname);
  if (!route) return NOT_FOUND_HEAD;
  const { locale } = splitLocale(pathname);
  const words = copyFor(locale, 'routes', routeCopy)[route.id];
  return {
    title: route.id === 'home' ? `${site.shortName} | ${words.title}` : `${words.title} | ${site.shortName}`,
    ...(description === undefined ? {} : { description }),
    canonical: canonicalUrl(localisedPath(locale, route.path)),
    locale,
    alternates: alternatesOf(route),
  };
}
