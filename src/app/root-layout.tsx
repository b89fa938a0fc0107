import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ActionBar } from '@/features/callback/ActionBar';
import { CallbackProvider } from '@/features/callback/callback-context';
import { CookieBanner } from '@/features/cookie-consent/CookieBanner';
import { SiteFooter } from '@/features/site-frame/SiteFooter';
import { SiteHeader } from '@/features/site-frame/SiteHeader';
import { siteFrameText } from '@/content/site-frame';
import { useCopy } from '@/lib/i18n';
import { DocumentHead } from './document-head';

/**
 * Every route change scrolls to the top (part 1 §2.1), or to the element its #fragment names. The
 * first page is left where the browser put it: at the top, at its #fragment (a glossary term linked
 * directly), or where a reload left it.
 */
function ScrollOnRouteChange() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // A new #fragment on the same page is the browser's to scroll to: only a new path comes here.
    const { hash } = window.location;
    const target = hash ? document.getElementById(hash.slice(1)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function RootLayout() {
  const t = useCopy('siteFrame', siteFrameText);
  // Marks the page interactive (acceptance tests wait for it before acting).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <CallbackProvider>
      <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 text-brand-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        {t.skipToContent}
      </a>
      <DocumentHead />
      <ScrollOnRouteChange />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="min-h-[60vh] pt-16 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ActionBar />
      <CookieBanner />
    </CallbackProvider>
  );
}
