import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '@/config/locales';
import { useLocale } from './i18n';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

/**
 * The one way to load: request → loading → data | error. Runs in an effect
 * only (never during server rendering). The loader gets a signal that aborts
 * when the component goes away (or reloads); the client's deadline
 * (LIST_TIMEOUT_MS) turns a hung request into the error state. Errors are
 * logged, as the spec's error catalogue asks; the caller decides which state
 * the visitor sees.
 *
 * The lists answer in the page's language, so what was loaded is kept
 * with the locale it was loaded for: when the locale changes, the page shows
 * loading (never the other language's data) and loads again.
 */
export function useApi<T>(load: (signal: AbortSignal) => Promise<T>, what: string): LoadState<T> & { reload: () => void } {
  const locale = useLocale();
  const [loaded, setLoaded] = useState<{ locale: Locale; state: LoadState<T> }>({ locale, state: { status: 'loading' } });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ locale, state: { status: 'loading' } });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setLoaded({ locale, state: { status: 'success', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Failed to load ${what}`, error);
        setLoaded({ locale, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
    // `load` is expected to be a module-level function; `attempt` drives reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, what, locale]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state: LoadState<T> = loaded.locale === locale ? loaded.state : { status: 'loading' };
  return { ...state, reload };
}
