import { useId, useRef, useState, type FormEvent } from 'react';
import { SiteLink } from '@/components/SiteLink';
import { pathOf } from '@/config/paths';
import { notFoundText as T } from '@/content/not-found';

interface Hit {
  term: string;
  href: string;
  glossary: string;
}

/** Both glossaries, loaded on the first search only (the 404 page stays small). */
async function searchBoth(query: string): Promise<Hit[]> {
  const [{ lifeGlossary }, { generalGlossary }, { searchGlossary, termAnchor }] = await Promise.all([
    import('@/content/glossary/life'),
    import('@/content/glossary/general'),
    import('@/features/glossary/glossary-state'),
  ]);
  const hits = (entries: typeof lifeGlossary, path: string, glossary: string) =>
    searchGlossary(entries, query).map((e) => ({ term: e.term, href: `${path}#${termAnchor(e.term)}`, glossary }));
  return [...hits(lifeGlossary, pathOf('lifeGlossary'), T.lifeGlossary), ...hits(generalGlossary, pathOf('generalGlossary'), T.generalGlossary)];
}

const MAX_HITS = 8;

/** The glossary search of the 404 page: terms of both glossaries, each linking to its entry. */
export function GlossarySearch() {
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<{ query: string; hits: Hit[] } | null>(null);
  const latest = useRef(0);
  const id = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    const ticket = (latest.current += 1);
    const hits = await searchBoth(q);
    if (ticket === latest.current) setResult({ query: q, hits });
  }

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-brand-900 dark:text-white">
        {T.searchHeading}
      </h2>
      <form role="search" onSubmit={onSubmit} className="mt-3 flex gap-2">
        <label htmlFor={`${id}-q`} className="sr-only">
          {T.searchLabel}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={query}
          placeholder={T.searchPlaceholder}
          onChange={(e) => setQuery(e.target.value)}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 dark:border-slate-700 dark:bg-slate-950 dark:text-white"
        />
        <button
          type="submit"
          className="rounded-lg bg-brand-800 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-400"
        >
          {T.searchButton}
        </button>
      </form>
      <div role="status" className="mt-3 text-left">
        {result ? (
          result.hits.length === 0 ? (
            <p className="text-slate-700 dark:text-slate-300">{T.searchNone(result.query)}</p>
          ) : (
            <>
              <p className="sr-only">{T.searchCount(result.hits.length)}</p>
              <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
                {result.hits.slice(0, MAX_HITS).map((hit) => (
                  <li key={hit.href}>
                    <SiteLink
                      to={hit.href}
                      className="flex flex-wrap items-baseline justify-between gap-x-3 px-4 py-2.5 hover:bg-brand-50 dark:hover:bg-slate-800"
                    >
                      <span className="font-medium text-brand-800 underline underline-offset-2 dark:text-brand-100">{hit.term}</span>
                      <span className="text-xs text-slate-500 dark:text-slate-400">{hit.glossary}</span>
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </>
          )
        ) : null}
      </div>
    </section>
  );
}
