import { createContext, useContext, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { env } from '@/config/env';
import { hasRoute, localeInfo, localesOf, localisedPath, splitLocale } from '@/config/locales';
import { routeCopy, routeOfPath, type RouteMeta } from '@/config/paths';
import { site } from '@/config/site';
import { loadLazyCopy } from '@/content/copy-loading';
import { FORM_KIT_TEXT } from '@/content/forms';
import { formFallbackPath } from '@/features/submission/fallback-path';
import { copyFor, useLocale } from '@/lib/i18n';

export const canonicalUrl = (path: string): string => `${env.VITE_SITE_URL.replace(/\/+$/, '')}${path}`;

/** hreflang alternates of a route (the head's and sitemap.xml's): one per published locale, and x-default → English. */
export const alternatesOf = (route: RouteMeta) => [
  ...localesOf(route.id).map((locale) => ({ hreflang: localeInfo[locale].tag, href: canonicalUrl(localisedPath(locale, route.path)) })),
  { hreflang: 'x-default', href: canonicalUrl(route.path) },
];

/** The registered route of a path in any locale (/hi/contact → contact), if that locale publishes it (/ja/claims: none). */
function routeOf(pathname: string): RouteMeta | undefined {
  const { locale, path } = splitLocale(pathname);
  const route = routeOfPath(path);
  return route && hasRoute(locale, route.id) ? route : undefined;
}

const NOT_FOUND = { title: 'Page not found', text: 'The page you are looking for does not exist.' };

/**
 * The title and description of a page no route registers: the page a form without its scripts
 * reaches (src/pages/form-fallback/page.tsx), in the form kit's words of the path's locale, or else the not-found page.
 */
function unlistedWords(pathname: string): { title: string; text: string } {
  const { locale } = splitLocale(pathname);
  return pathname.replace(/\/+$/, '') === formFallbackPath(locale) ? copyFor(locale, 'formKit', FORM_KIT_TEXT).notSent : NOT_FOUND;
}

/** A path's meta description, its locale's descriptions loaded on demand (no page's first view needs them). */
export async function descriptionOf(pathname: string): Promise<string> {
  const route = routeOf(pathname);
  if (!route) return unlistedWords(pathname).text;
  const all = await loadLazyCopy(splitLocale(pathname).locale, 'routeDescriptions', () =>
    import('@/content/route-descriptions').then((m) => m.routeDescriptions),
  );
  return all[route.id];
}

/** The first view's description, which the pre-render knows (src/entry-server.tsx). */
export const FirstDescription = createContext<string | undefined>(undefined);

/**
 * A path's <title>, description, canonical, hreflang and Open Graph tags, in its locale (whose
 * `routes` copy must be loaded: src/lib/i18n.tsx); an unknown path's are the not-found page's, noindex
 * (the form fallback page's, also noindex, say its own words).
 * @internal A test seam (tests/app/head.test.tsx, tests/i18n/locales.test.tsx).
 */
export function HeadTags({ path, description }: { path: string; description?: string }) {
  const { locale } = splitLocale(path);
  const route = routeOf(path);
  const words = route ? copyFor(locale, 'routes', routeCopy)[route.id].title : unlistedWords(path).title;
  const title = route?.id === 'home' ? `${site.shortName} | ${words}` : `${words} | ${site.shortName}`;
  const canonical = route && canonicalUrl(localisedPath(locale, route.path));
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:locale" content={localeInfo[locale].og} />
      <meta name="twitter:card" content="summary" />
      {route ? (
        <>
          <link rel="canonical" href={canonical} />
          <meta property="og:url" content={canonical} />
          {alternatesOf(route).map((alt) => (
            <link key={alt.hreflang} rel="alternate" hrefLang={alt.hreflang} href={alt.href} />
          ))}
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
    </>
  );
}

/**
 * The head of the page shown, rendered with it: React hoists these tags into <head> (the pre-render
 * moves them there from the start of its HTML), adopts the pre-rendered ones on hydration and keeps
 * them in step on navigation. The first view's description is the pre-rendered one (given on the
 * server, read from the page in the browser); the descriptions are loaded only when a navigation has
 * to change it, so no first view pays for them.
 */
export function DocumentHead() {
  const { pathname } = useLocation();
  const path = localisedPath(useLocale(), pathname);
  const first = useContext(FirstDescription);
  const [shown, setShown] = useState(() => ({
    path,
    text: first ?? globalThis.document?.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? undefined,
  }));
  useEffect(() => {
    if (shown.path === path) return;
    let current = true;
    descriptionOf(path)
      .then((text) => current && setShown({ path, text }))
      // A chunk that cannot load (offline, a new deploy) leaves the previous description: nothing a visitor sees.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [path, shown.path]);
  return <HeadTags path={path} description={shown.text} />;
}
