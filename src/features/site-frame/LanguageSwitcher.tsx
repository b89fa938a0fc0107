import { useLocation } from 'react-router-dom';
import { hasRoute, localeInfo, localisedPath, LOCALE_STORAGE_KEY, LOCALES, type Locale } from '@/config/locales';
import { routeOfPath } from '@/config/paths';
import { siteFrameText } from '@/content/site-frame';
import { useCopy, useLocale } from '@/lib/i18n';

/** Remembers the visitor's language (a strictly necessary preference: no consent asked, nothing sent anywhere). */
export function rememberLocale(locale: Locale) {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage blocked: the choice still applies to this page load.
  }
}

/**
 * The header's language switcher: a plain link to the same page in each
 * language that publishes it (a full page load of its pre-rendered HTML), the
 * current language marked. The choice is remembered for the next visit.
 */
export function LanguageSwitcher() {
  const t = useCopy('siteFrame', siteFrameText);
  const current = useLocale();
  const { pathname, search, hash } = useLocation();
  // A route this language does not publish (/ja/claims) is the 404 page here, as the pre-render drew it.
  const found = routeOfPath(pathname);
  const route = found && hasRoute(current, found.id) ? found : undefined;
  const locales = LOCALES.filter((locale) => (route ? hasRoute(locale, route.id) : locale !== 'ja' || hasRoute('ja', 'home')));
  if (locales.length < 2) return null;
  // With two other languages the links stand one above the other (each a 24 px target): the wide
  // header has no room for a second link beside the phone number, a phone none beside the menu button.
  const stacked = locales.length > 2;
  return (
    <nav aria-label={t.language} className="ml-auto shrink-0 lg:ml-0">
      <ul className={stacked ? 'flex flex-col items-end text-xs leading-6' : 'flex items-center gap-1 text-sm'}>
        {locales.map((locale) => {
          const info = localeInfo[locale];
          return (
            // Only the other language is shown (the header has little room); the current one is named for screen readers.
            <li key={locale} className={locale === current ? 'sr-only' : undefined}>
              {locale === current ? (
                <span
                  aria-current="true"
                  lang={info.lang}
                  className="rounded-md bg-brand-50 px-2 py-2 font-semibold text-brand-900 dark:bg-slate-800 dark:text-white"
                >
                  {info.name}
                </span>
              ) : (
                <a
                  href={`${localisedPath(locale, route ? route.path : '/')}${route ? search + hash : ''}`}
                  hrefLang={info.tag}
                  lang={info.lang}
                  onClick={() => rememberLocale(locale)}
                  className={`inline-block rounded-md font-medium text-brand-800 ${stacked ? 'min-h-6 px-1.5' : 'px-2 py-2'} underline-offset-2 hover:bg-brand-50 hover:underline dark:text-brand-200 dark:hover:bg-slate-800`}
                >
                  {info.name}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
