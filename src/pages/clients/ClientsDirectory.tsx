import { useDeferredValue, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Loadable } from '@/components/Loadable';
import { Pagination } from '@/components/Pagination';
import { CLIENTS_FIRST_RENDER, CLIENTS_PER_PAGE } from '@/config/timings';
import { ALL_CATEGORIES, filterClients, isFiltering } from '@/features/clients/clients';
import { clampPage, totalPagesFor } from '@/lib/pagination';
import { usePageRead } from '@/lib/page-data';
import { apiTextLang } from '@/lib/api-response';
import { ClientCard } from './ClientCard';
import { ClientSkeletons } from './ClientSkeletons';
import { loader } from './data';
import { scrollBehavior } from '@/lib/motion';
import { clientsText as clientsEn } from '@/content/clients';
import { useCopy, useLocale } from '@/lib/i18n';

function EmptyState({ canClear, onClear }: { canClear: boolean; onClear: () => void }) {
  const t = useCopy('clients', clientsEn);
  return (
    <div
      data-testid="clients-empty"
      className="mx-auto max-w-md rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700"
    >
      <p className="text-xl font-semibold text-brand-900 dark:text-white">{t.emptyTitle}</p>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t.emptyHint}</p>
      {canClear ? (
        <button
          type="button"
          onClick={onClear}
          className="mt-6 rounded-lg bg-brand-800 px-4 py-2 font-medium text-white hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-400"
        >
          {t.clearFilters}
        </button>
      ) : null}
    </div>
  );
}

/**
 * The client list (part 2 §2, §4): search, category filter (from ?category=, no
 * visible control), an alternating two-column timeline, 30 per page.
 */
export function ClientsDirectory() {
  const state = usePageRead(loader, 'clients', 'clients');
  const locale = useLocale();
  const t = useCopy('clients', clientsEn);
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(() => params.get('category') ?? ALL_CATEGORIES);
  const [page, setPage] = useState(1);
  const listTop = useRef<HTMLDivElement>(null);
  const searchId = useId();

  const data = state.status === 'success' ? state.data : undefined;
  const all = useMemo(() => data?.clients ?? [], [data]);
  const matching = useMemo(() => filterClients(all, search, category), [all, search, category]);
  const total = totalPagesFor(matching.length, CLIENTS_PER_PAGE);
  const current = clampPage(page, total);
  const shown = useMemo(() => matching.slice((current - 1) * CLIENTS_PER_PAGE, current * CLIENTS_PER_PAGE), [matching, current]);
  // The first cards render at once; the rest of the page follows in a background render that
  // yields to the browser, so 30 cards never make one long task (total blocking time).
  const settled = useDeferredValue(shown);
  const cards = settled === shown ? shown : shown.slice(0, CLIENTS_FIRST_RENDER);
  const filtering = isFiltering(search, category);

  const changeSearch = (text: string) => {
    setSearch(text);
    setPage(1);
  };

  const clearAll = () => {
    setSearch('');
    setCategory(ALL_CATEGORIES);
    setPage(1);
    if (params.has('category')) {
      const next = new URLSearchParams(params);
      next.delete('category');
      setParams(next, { replace: true });
    }
  };

  const changePage = (next: number) => {
    setPage(clampPage(next, total));
    listTop.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && search !== '') {
      event.preventDefault();
      changeSearch('');
    }
  };

  return (
    <section aria-label={t.listLabel} className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <div ref={listTop} role="search" className="relative mx-auto mb-12 max-w-xl scroll-mt-24">
        <label htmlFor={searchId} className="sr-only">
          {t.searchPlaceholder}
        </label>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <input
          id={searchId}
          type="search"
          value={search}
          placeholder={t.searchPlaceholder}
          autoComplete="off"
          onChange={(e) => changeSearch(e.target.value)}
          onKeyDown={onSearchKey}
          className="w-full rounded-full border border-slate-300 bg-white py-3 pl-12 pr-12 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500 [&::-webkit-search-cancel-button]:appearance-none dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
        />
        {search !== '' ? (
          <button
            type="button"
            aria-label={t.clearSearch}
            onClick={() => changeSearch('')}
            className="absolute right-3 top-1/2 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        ) : null}
      </div>

      <Loadable
        state={state}
        loading={<ClientSkeletons />}
        // Part 2 §7, §8: a failed call (either of the two) shows the empty state.
        error={<EmptyState canClear={filtering} onClear={clearAll} />}
        empty={<EmptyState canClear={filtering} onClear={clearAll} />}
        isEmpty={() => shown.length === 0}
      >
        {(loaded) => (
          <>
            <p role="status" className="sr-only">
              {t.found(matching.length)}
            </p>
            <div className="relative">
              <span aria-hidden="true" className="absolute inset-y-0 left-1/2 hidden w-0.5 -translate-x-1/2 bg-brand-100 md:block dark:bg-brand-900" />
              <ol className="relative grid gap-6 md:grid-cols-2 md:gap-x-16 md:pb-12">
                {cards.map((client, index) => (
                  <ClientCard key={client.key} client={client} index={index} lang={apiTextLang(loaded.clients, locale)} />
                ))}
              </ol>
            </div>
            {total > 1 ? <Pagination page={current} total={total} onChange={changePage} label={t.pagesLabel} /> : null}
          </>
        )}
      </Loadable>
    </section>
  );
}
