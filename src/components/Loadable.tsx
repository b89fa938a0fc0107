import type { ReactNode } from 'react';
import { apiTextLang } from '@/lib/api-response';
import { useLocale } from '@/lib/i18n';
import type { LoadState } from '@/lib/page-data';

const emptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

interface LoadableProps<T> {
  state: LoadState<T>;
  /** Shown while the request is on its way. */
  loading: ReactNode;
  /** Shown after a failure; the spec often asks for the loading text again, or the empty text. */
  error: ReactNode;
  /** Shown when the answer holds nothing. */
  empty: ReactNode;
  /** What counts as nothing; by default an empty list. */
  isEmpty?: (data: T) => boolean;
  /** The data, and the `lang` its texts need when the answer is in another language than the page (else undefined). */
  children: (data: T, lang: string | undefined) => ReactNode;
}

/**
 * The one shape of a loaded section: loading, error, empty or the data. A page
 * says in one place what each state looks like, e.g. that an error looks like
 * loading: `<Loadable state={s} loading={text} error={text} empty={text}>{(items) => …}</Loadable>`.
 */
export function Loadable<T>({ state, loading, error, empty, isEmpty = emptyList, children }: LoadableProps<T>) {
  const locale = useLocale();
  if (state.status === 'loading') return <>{loading}</>;
  if (state.status === 'error') return <>{error}</>;
  return <>{isEmpty(state.data) ? empty : children(state.data, apiTextLang(state.data, locale))}</>;
}
