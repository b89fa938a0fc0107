import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { hasRoute, localeInfo, localisedPath, LOCALE_STORAGE_KEY, LOCALES, type Locale } from '@/config/locales';
import { routeOfPath } from '@/config/paths';
import { siteFrameText } from '@/content/site-frame';
import { useCopy, useLocale } from '@/lib/i18n';
import { HINDI_LABEL } from './hindi-label';

/** Remembers the visitor's language (a strictly necessary preference: no consent asked, nothing sent anywhere). */
function rememberLocale(locale: Locale) {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage blocked: the choice still applies to this page load.
  }
}

/** The button's face: the current language in two or three letters (the menu names each in full). */
const SHORT: Readonly<Record<Locale, string>> = { en: 'EN', hi: 'हिं', ja: '日本' };

const GLOBE = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z';

/**
 * A language's own name. "हिन्दी" on a page in another language is drawn (the word shaped from the
 * site's Devanagari cut, scripts/assets/hindi-label.ts): those pages do not load the font, and a
 * device without a Devanagari system font would show empty boxes. Screen readers read the text.
 */
function LanguageName({ locale, current }: { locale: Locale; current: Locale }) {
  const { name } = localeInfo[locale];
  if (locale !== 'hi' || current === 'hi') return <>{name}</>;
  return (
    <>
      <svg viewBox={HINDI_LABEL.viewBox} className="h-[1.3em] w-auto" aria-hidden="true" data-drawn-label="">
        <path d={HINDI_LABEL.path} fill="currentColor" />
      </svg>
      <span className="sr-only">{name}</span>
    </>
  );
}

/**
 * The header's one language control, the same on every page: a 44 px button with a globe and the current
 * language, opening a short list of the languages this page is published in, each in its own name, the
 * current one marked. Each is a plain link to the same page in that language (a full page load of its
 * pre-rendered HTML); the choice is remembered for the next visit. Escape or a click outside closes it.
 * Closed, the list is not rendered (nor named by aria-controls): like the header's menus, it stays out
 * of the pre-rendered HTML (docs/performance.md, "What moves the API pages' LCP").
 */
export function LanguageSwitcher() {
  const t = useCopy('siteFrame', siteFrameText);
  const current = useLocale();
  const { pathname, search, hash } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // A route this language does not publish (/ja/claims) is the 404 page here, as the pre-render drew it.
  const found = routeOfPath(pathname);
  const route = found && hasRoute(current, found.id) ? found : undefined;
  const locales = LOCALES.filter((locale) => (route ? hasRoute(locale, route.id) : locale !== 'ja' || hasRoute('ja', 'home')));

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: Event) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
    };
  }, [open]);

  if (locales.length < 2) return null;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    // The header's own Escape (its menus) need not see it.
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  }

  const info = localeInfo[current];
  return (
    <nav ref={root} aria-label={t.language} onKeyDown={onKeyDown} className="relative ml-auto shrink-0 lg:ml-0">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((o) => !o)}
        data-language-control=""
        className="inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-md border border-slate-300 px-2.5 text-sm font-semibold text-brand-900 hover:bg-brand-50 dark:border-slate-600 dark:text-white dark:hover:bg-slate-800"
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5 shrink-0" aria-hidden="true">
          <path d={GLOBE} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
        </svg>
        <span aria-hidden="true" lang={info.lang}>
          {SHORT[current]}
        </span>
        <span className="sr-only" lang={info.lang}>
          {t.language}: {info.name}
        </span>
      </button>
      {open ? (
        <ul
          id={listId}
          className="absolute right-0 top-full z-50 mt-2 min-w-40 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          {locales.map((locale) => {
            const other = localeInfo[locale];
            const itemClass = 'flex min-h-11 items-center gap-2 rounded-lg px-3 text-base';
            return (
              <li key={locale}>
                {locale === current ? (
                  <span
                    aria-current="true"
                    lang={other.lang}
                    className={`${itemClass} bg-brand-50 font-semibold text-brand-900 dark:bg-slate-800 dark:text-white`}
                  >
                    <LanguageName locale={locale} current={current} />
                  </span>
                ) : (
                  <a
                    href={`${localisedPath(locale, route ? route.path : '/')}${route ? search + hash : ''}`}
                    hrefLang={other.tag}
                    lang={other.lang}
                    onClick={() => rememberLocale(locale)}
                    className={`${itemClass} font-medium text-brand-800 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-slate-800`}
                  >
                    <LanguageName locale={locale} current={current} />
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </nav>
  );
}
