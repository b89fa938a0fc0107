import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { localisedPath } from '@/config/locales';
import { useLocale } from '@/lib/i18n';
import { descriptionsOf, findRoute, headFor, type Alternate } from './head';

function setMeta(selector: string, attr: 'content' | 'href', value: string) {
  const el = document.head.querySelector(selector);
  if (el) el.setAttribute(attr, value);
}

/**
 * The hreflang links of the page now shown: a page that some languages do not publish (Japanese
 * publishes only some routes) has fewer alternates than the page before it, so stale ones go.
 */
function setAlternates(alternates: readonly Alternate[]) {
  const wanted = new Map(alternates.map((alt) => [alt.hreflang, alt.href]));
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) {
    const href = wanted.get(link.getAttribute('hreflang') ?? '');
    if (href === undefined) link.remove();
    else link.setAttribute('href', href);
  }
  for (const [hreflang, href] of wanted) {
    if (document.head.querySelector(`link[rel="alternate"][hreflang="${hreflang}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = href;
    document.head.appendChild(link);
  }
}

/**
 * Keeps <title>, description, canonical, hreflang and Open Graph tags in step on client-side
 * navigation. The first view's head is the pre-rendered one; the descriptions are loaded only
 * when a navigation has to change them, so no first view pays for them.
 */
export function useDocumentHead() {
  const { pathname } = useLocation();
  const locale = useLocale();
  const firstView = useRef(true);
  useEffect(() => {
    const path = localisedPath(locale, pathname);
    const head = headFor(path);
    document.title = head.title;
    setMeta('meta[property="og:title"]', 'content', head.title);
    if (head.canonical) {
      setMeta('link[rel="canonical"]', 'href', head.canonical);
      setMeta('meta[property="og:url"]', 'content', head.canonical);
      setAlternates(head.alternates ?? []);
    }
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    let current = true;
    const route = findRoute(path);
    const description = route ? descriptionsOf(locale).then((all) => all[route.id]) : Promise.resolve(head.description);
    description
      .then((text) => {
        if (!current || text === undefined) return;
        setMeta('meta[name="description"]', 'content', text);
        setMeta('meta[property="og:description"]', 'content', text);
      })
      // A chunk that cannot load (offline, a new deploy) leaves the previous description: nothing a visitor sees.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pathname, locale]);
}
