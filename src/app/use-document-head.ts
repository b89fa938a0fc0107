import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { localisedPath } from '@/config/locales';
import { useLocale } from '@/lib/i18n';
import { headFor, type Alternate } from './head';

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

/** Keeps <title>, description, canonical, hreflang and Open Graph tags in step on client-side navigation. */
export function useDocumentHead() {
  const { pathname } = useLocation();
  const locale = useLocale();
  useEffect(() => {
    const head = headFor(localisedPath(locale, pathname));
    document.title = head.title;
    setMeta('meta[name="description"]', 'content', head.description);
    setMeta('meta[property="og:title"]', 'content', head.title);
    setMeta('meta[property="og:description"]', 'content', head.description);
    if (head.canonical) {
      setMeta('link[rel="canonical"]', 'href', head.canonical);
      setMeta('meta[property="og:url"]', 'content', head.canonical);
      setAlternates(head.alternates ?? []);
    }
  }, [pathname, locale]);
}
