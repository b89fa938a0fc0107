import { useEffect, useRef, useState } from 'react';
import { SiteLink } from '@/components/SiteLink';
import { env } from '@/config/env';
import { pathOf } from '@/config/paths';
import { PREFERENCE_NOTICE_MS } from '@/config/timings';
import { disableAnalytics, loadAnalytics, shouldLoadAnalytics } from '@/features/analytics/analytics';
import { COOKIE_SETTINGS_EVENT, readConsent, storeConsent, type Consent } from './consent';
import { COOKIE_BANNER_ATTRIBUTE } from './consent-flag';
import { COOKIE_TEXT } from '@/content/cookie-banner';
import { useCopy } from '@/lib/i18n';

/**
 * Shown when no preference is stored. The pre-rendered page already has the banner
 * (so it is painted with the page, never later), and the consent flag of
 * ./consent-flag.inline.ts hides it before the first paint when a preference is stored;
 * once hydrated, the stored preference (read in an effect) removes it. Accept All
 * stores accepted; Reject Non-Essential stores denied and shows a notice for
 * PREFERENCE_NOTICE_MS. Analytics loads only on accepted with an id set.
 * The footer's "Cookie settings" shows it again, without the flag's attribute
 * (a stored preference would hide it): focus moves into it and, once a choice is made,
 * back to the link; Reject Non-Essential then withdraws the consent.
 */
export function CookieBanner() {
  const t = useCopy('cookieBanner', COOKIE_TEXT);
  const [consent, setConsent] = useState<Consent | null | undefined>(undefined);
  const [reopened, setReopened] = useState(false);
  const [notice, setNotice] = useState(false);
  const banner = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => setConsent(readConsent(window.localStorage)), []);

  useEffect(() => {
    const reopen = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setReopened(true);
    };
    window.addEventListener(COOKIE_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(COOKIE_SETTINGS_EVENT, reopen);
  }, []);

  useEffect(() => {
    if (reopened) banner.current?.focus();
  }, [reopened]);

  useEffect(() => {
    if (consent === undefined) return;
    if (shouldLoadAnalytics(consent, env.VITE_ANALYTICS_ID)) loadAnalytics(document, env.VITE_ANALYTICS_ID);
    else if (consent === 'denied') disableAnalytics(window, env.VITE_ANALYTICS_ID);
  }, [consent]);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(false), PREFERENCE_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  function choose(choice: Consent) {
    storeConsent(window.localStorage, choice);
    setConsent(choice);
    if (choice === 'denied') setNotice(true);
    if (reopened) {
      setReopened(false);
      opener.current?.focus();
    }
  }

  return (
    <>
      {consent === null || consent === undefined || reopened ? (
        <section
          ref={banner}
          tabIndex={-1}
          {...(reopened ? {} : { [COOKIE_BANNER_ATTRIBUTE]: '' })}
          aria-label={t.label}
          className={
            // Phones: a compact strip right on top of the action bar, so it covers neither the bar's
            // buttons nor the hero's form above. Wider: a card floating above the bar (below 1024 px)
            // or the bottom edge.
            'fixed inset-x-0 bottom-[calc(var(--action-bar-height)+1px+env(safe-area-inset-bottom))] z-50 border-t border-slate-200 bg-white px-4 py-2.5 shadow-[0_-6px_20px_rgba(15,23,42,0.12)] outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ' +
            'sm:inset-x-6 sm:bottom-[calc(var(--action-bar-height)+0.75rem+env(safe-area-inset-bottom))] sm:mx-auto sm:max-w-3xl sm:rounded-2xl sm:border sm:p-5 sm:shadow-2xl lg:bottom-3 dark:border-slate-700 dark:bg-slate-900'
          }
        >
          <p className="text-xs leading-snug text-slate-700 sm:text-sm dark:text-slate-200">
            {t.message}
            {t.beforeLink}
            <SiteLink to={pathOf('privacy')} className="font-semibold text-brand-700 underline dark:text-brand-200">
              {t.policyLink}
            </SiteLink>
            {t.afterLink}
          </p>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:mt-4 sm:flex sm:justify-end">
            <button
              type="button"
              onClick={() => choose('denied')}
              className="min-h-10 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold leading-tight text-slate-700 hover:bg-slate-50 sm:px-4 sm:py-2 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              {t.reject}
            </button>
            <button
              type="button"
              onClick={() => choose('accepted')}
              className="min-h-10 rounded-lg bg-brand-800 px-3 py-1.5 text-sm font-semibold leading-tight text-white hover:bg-brand-700 sm:px-4 sm:py-2 dark:bg-brand-500 dark:hover:bg-brand-400"
            >
              {t.accept}
            </button>
          </div>
        </section>
      ) : null}
      <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center">
        {notice ? (
          <p className="rounded-full bg-slate-900 px-4 py-2 text-sm font-medium text-white shadow-lg dark:bg-white dark:text-slate-900">{t.saved}</p>
        ) : null}
      </div>
    </>
  );
}
