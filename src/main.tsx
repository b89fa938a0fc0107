import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from 'react-router-dom';
import { appRoutesFor, resolveLazy } from './app/routes';
import { isLocale, LOCALE_STORAGE_KEY, localeInfo, localesOf, localisedPath, splitLocale } from '@/config/locales';
import { routeOfPath } from '@/config/paths';
import { loadCoreCopy } from '@/content/copy-loading';
import { LocaleProvider } from '@/lib/i18n';
import { CHUNK_RELOAD_GUARD_MS } from '@/config/timings';
import { abortReadsOfLeftPages } from '@/lib/open-reads';
import './styles/index.css';

/** The id of the JSON data block the pre-render writes React Router's hydration state into. */
const HYDRATION_DATA_ID = 'router-hydration';

function hydrationData(): HydrationState | undefined {
  const text = document.getElementById(HYDRATION_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as HydrationState;
  } catch {
    return undefined;
  }
}

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * After a deploy, a page still open from the old build asks for chunks that no
 * longer exist. Load the new build of the page the visitor was going to (or of
 * this page) once, instead of showing the error screen; the session flag keeps
 * a chunk that stays missing from looping.
 */
const RELOAD_FLAG = 'chunk-reload-at';
window.addEventListener('vite:preloadError', (event) => {
  try {
    const last = Number(window.sessionStorage.getItem(RELOAD_FLAG) ?? 0);
    if (Date.now() - last < CHUNK_RELOAD_GUARD_MS) return;
    window.sessionStorage.setItem(RELOAD_FLAG, String(Date.now()));
  } catch {
    return;
  }
  event.preventDefault();
  const pending = router?.state.navigation.location;
  if (pending) window.location.assign(router?.createHref(pending) ?? window.location.href);
  else window.location.reload();
});

/**
 * The visitor chose a language on an earlier visit (the header's switcher): a page
 * opened in another language is replaced by the same page in theirs, when it exists.
 */
function preferredPage(): string | undefined {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return undefined;
  }
  const { locale, path } = splitLocale(window.location.pathname);
  if (!isLocale(stored) || stored === locale) return undefined;
  const route = routeOfPath(path);
  if (!route || !localesOf(route.id).includes(stored)) return undefined;
  return `${localisedPath(stored, route.path)}${window.location.search}${window.location.hash}`;
}

async function start() {
  const preferred = preferredPage();
  if (preferred) {
    window.location.replace(preferred);
    return;
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing');
  const { locale } = splitLocale(window.location.pathname);
  const basename = localeInfo[locale].prefix || undefined;
  const appRoutes = appRoutesFor(locale);
  let hydrate = container.firstElementChild !== null;
  // The locale's copy and the page's code load side by side (one wave of requests, not two).
  const copy = loadCoreCopy(locale);
  if (hydrate) {
    try {
      await resolveLazy(matchRoutes(appRoutes, window.location, basename) ?? []);
    } catch {
      // The route's code cannot be loaded even after the one fresh load above: render on the
      // client instead, where the router shows the spec's generic error screen (part 1 §8)
      // rather than leaving a page that looks alive but cannot be used.
      hydrate = false;
      container.replaceChildren();
    }
  }
  await copy;
  router = createBrowserRouter(appRoutes, {
    basename,
    // The pre-rendered page's loader data is null (drawn in its loading state): its loader runs now (`hydrate`).
    hydrationData: hydrate ? hydrationData() : undefined,
  });
  abortReadsOfLeftPages(router);
  const app = (
    <StrictMode>
      <LocaleProvider locale={locale}>
        <RouterProvider router={router} />
      </LocaleProvider>
    </StrictMode>
  );
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // hydrating the whole pre-rendered page in one long task (a tap during it is replayed after).
  if (hydrate) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
