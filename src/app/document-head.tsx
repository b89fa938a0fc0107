import { createContext, useContext, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { localeInfo, localisedPath } from '@/config/locales';
import { site } from '@/config/site';
import { useLocale } from '@/lib/i18n';
import { descriptionsOf, findRoute, headFor, NOT_FOUND_HEAD, type HeadData } from './head';

/** The first view's description, which the pre-render knows (src/entry-server.tsx). */
export const FirstDescription = createContext<string | undefined>(undefined);

/**
 * A page's <title>, description, canonical, hreflang and Open Graph tags.
 * @internal A test seam (tests/app/head.test.tsx, tests/i18n/locales.test.tsx).
 */
export function HeadTags({ head }: { head: HeadData }) {
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:locale" content={localeInfo[head.locale ?? 'en'].og} />
      <meta name="twitter:card" content="summary" />
      {head.canonical ? (
        <>
          <link rel="canonical" href={head.canonical} />
          <meta property="og:url" content={head.canonical} />
          {head.alternates?.map((alt) => (
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
 * them in step on navigation. The first view's description is the pre-rendered one; the descriptions
 * are loaded only when a navigation has to change it, so no first view pays for them.
 */
export function DocumentHead() {
  const { pathname } = useLocation();
  const locale = useLocale();
  const path = localisedPath(locale, pathname);
  const first = useContext(FirstDescription);
  const [shown, setShown] = useState(() => ({
    path,
    text: first ?? document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? undefined,
  }));
  useEffect(() => {
    if (shown.path === path) return;
    let current = true;
    const route = findRoute(path);
    (route ? descriptionsOf(locale).then((all) => all[route.id]) : Promise.resolve(NOT_FOUND_HEAD.description))
      .then((text) => current && setShown({ path, text }))
      // A chunk that cannot load (offline, a new deploy) leaves the previous description: nothing a visitor sees.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [path, locale, shown.path]);
  return <HeadTags head={{ ...headFor(path), description: shown.text, locale }} />;
}
