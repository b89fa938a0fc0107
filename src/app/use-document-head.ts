import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { localisedPath } from '@/config/locales';
import { useLocale } from '@/lib/i18n';
import { headFor } from './head';

function setMeta(selector: string, attr: 'content' | 'href', value: string) {
  const el = document.head.querySelector(selector);
  if (el) el.setAttribute(attr, value);
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
      for (const alt of head.alternates ?? []) setMeta(`link[rel="alternate"][hreflang="${alt.hreflang}"]`, 'href', alt.href);
    }
  }, [pathname, locale]);
}
