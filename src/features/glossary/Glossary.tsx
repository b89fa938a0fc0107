import { useId, useMemo, useReducer, type ReactNode } from 'react';
import { GLOSSARY_FADE_IN_S, GLOSSARY_VIEWPORT_TRIGGER } from '@/config/timings';
import type { GlossaryEntry } from '@/content/glossary/types';
import { GLOSSARY_TEXT } from '@/content/glossary/ui';
import { useCopy } from '@/lib/i18n';
import { useReveal } from '@/lib/use-reveal';
import { englishTerm, glossaryReducer, groupByLetter, initialGlossaryState, lettersWithTerms, searchGlossary, termAnchor, viewOf } from './glossary-state';

/**
 * One letter of the full list. Every letter is laid out from the first paint: a letter drawn later
 * (content-visibility, as the footer is) would push a term linked directly (#free-look-period) away
 * from where the browser scrolled it.
 */
function LetterSection({ letter, entries }: { letter: string; entries: readonly GlossaryEntry[] }) {
  return (
    <section aria-labelledby={`letter-${letter}`}>
      <h3 id={`letter-${letter}`} className="mb-3 text-3xl font-bold text-accent-600 dark:text-accent-300">
        {letter}
      </h3>
      <Terms entries={entries} />
    </section>
  );
}

function Terms({ entries }: { entries: readonly GlossaryEntry[] }) {
  const { linkTo } = useCopy('glossaryUi', GLOSSARY_TEXT);
  return (
    <dl className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {entries.map((entry) => {
        const anchor = termAnchor(englishTerm(entry));
        return (
          <div key={entry.term} id={anchor} className="group scroll-mt-24 p-5 target:bg-saffron-400/10">
            <dt className="flex items-baseline gap-2 text-lg font-semibold text-brand-900 dark:text-white">
              {entry.term}
              {entry.en ? (
                <span lang="en" className="text-base font-normal text-slate-600 dark:text-slate-400">
                  ({entry.en})
                </span>
              ) : null}
              <a
                href={`#${anchor}`}
                className="text-sm font-normal text-slate-400 opacity-0 hover:text-brand-700 focus:opacity-100 group-hover:opacity-100 dark:hover:text-brand-200"
                aria-label={linkTo(entry.term)}
              >
                #
              </a>
            </dt>
            <dd className="mt-1.5 leading-relaxed text-slate-700 dark:text-slate-300">{entry.definition}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** schema.org markup so search engines can read the glossary as a set of defined terms. */
function DefinedTermSetJsonLd({ name, url, entries }: { name: string; url: string; entries: readonly GlossaryEntry[] }) {
  // Serialised once, not on every keystroke of the search box.
  const json = useMemo(() => definedTermSetJson(name, url, entries), [name, url, entries]);
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

function definedTermSetJson(name: string, url: string, entries: readonly GlossaryEntry[]): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'DefinedTermSet',
    '@id': url,
    name,
    url,
    hasDefinedTerm: entries.map((e) => ({
      '@type': 'DefinedTerm',
      '@id': `${url}#${termAnchor(englishTerm(e))}`,
      name: e.term,
      description: e.definition,
      url: `${url}#${termAnchor(englishTerm(e))}`,
      inDefinedTermSet: url,
    })),
  };
  // Static content, serialised with "<" escaped so nothing can close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

function Heading({ children }: { children: ReactNode }) {
  return <h2 className="text-2xl font-bold tracking-tight text-brand-900 dark:text-white">{children}</h2>;
}

/**
 * The glossary page body (part 2): search, A–Z filter and the three views.
 * Every term is in the pre-rendered HTML (the all-terms view) with a stable anchor.
 */
export function Glossary({ entries, name, url }: { entries: readonly GlossaryEntry[]; name: string; url: string }) {
  const T = useCopy('glossaryUi', GLOSSARY_TEXT);
  const [state, dispatch] = useReducer(glossaryReducer, initialGlossaryState);
  // Part 2 §9: the list fades in over 0.6 s once 20 % of it is in view.
  const listRef = useReveal<HTMLDivElement>({ durationMs: GLOSSARY_FADE_IN_S * 1000, amount: GLOSSARY_VIEWPORT_TRIGGER });
  const view = viewOf(state);
  const letters = useMemo(() => lettersWithTerms(entries), [entries]);
  const groups = useMemo(() => groupByLetter(entries), [entries]);
  const searchId = useId();
  const results = view.kind === 'search' ? groupByLetter(searchGlossary(entries, view.query)).flatMap((g) => g.entries) : [];
  const selectedLetter = view.kind === 'letter' ? view.letter : null;

  return (
    <div className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="glossary-float-a absolute -left-24 top-24 h-72 w-72 rounded-full bg-brand-100/60 blur-3xl dark:bg-brand-900/40" />
        <div className="glossary-float-b absolute -right-24 top-[40rem] h-80 w-80 rounded-full bg-saffron-400/15 blur-3xl dark:bg-brand-800/30" />
      </div>
      <DefinedTermSetJsonLd name={name} url={url} entries={entries} />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        <div
          role="search"
          className="block rounded-2xl border border-slate-200 bg-white/90 p-4 shadow-sm backdrop-blur dark:border-slate-800 dark:bg-slate-900/90"
        >
          <label htmlFor={searchId} className="sr-only">
            {T.searchLabel}
          </label>
          <div className="relative">
            <svg viewBox="0 0 24 24" aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400">
              <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <input
              id={searchId}
              type="search"
              value={state.query}
              onChange={(event) => dispatch({ type: 'type', query: event.target.value })}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && state.query) {
                  event.preventDefault();
                  dispatch({ type: 'clearSearch' });
                }
              }}
              placeholder={T.placeholder}
              autoComplete="off"
              className="block w-full rounded-xl border border-slate-300 bg-white py-3 pl-10 pr-12 text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 dark:border-slate-700 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden"
            />
            {state.query ? (
              <button
                type="button"
                onClick={() => dispatch({ type: 'clearSearch' })}
                aria-label={T.clearBox}
                className="absolute right-2 top-1/2 inline-flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-white"
              >
                <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            ) : null}
          </div>
          <div role="group" aria-label={T.letters} className="mt-4 flex flex-wrap gap-1.5">
            {letters.map((letter) => (
              <button
                key={letter}
                type="button"
                aria-pressed={selectedLetter === letter}
                onClick={() => dispatch({ type: 'chooseLetter', letter })}
                className={`inline-flex h-9 w-9 items-center justify-center rounded-lg text-sm font-semibold transition-colors ${
                  selectedLetter === letter
                    ? 'bg-brand-800 text-white dark:bg-brand-500'
                    : 'bg-slate-100 text-slate-700 hover:bg-brand-100 hover:text-brand-900 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700'
                }`}
              >
                {letter}
              </button>
            ))}
          </div>
        </div>

        <div ref={listRef} data-testid="glossary-list" className="mt-10" aria-live="polite">
          {view.kind === 'all' ? (
            <>
              <h2 className="sr-only">{T.allTerms}</h2>
              <div className="space-y-10">
                {groups.map((group) => (
                  <LetterSection key={group.letter} letter={group.letter} entries={group.entries} />
                ))}
              </div>
            </>
          ) : null}

          {view.kind === 'letter' ? (
            <>
              <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
                <Heading>{T.termsStartingWith(view.letter)}</Heading>
                <button
                  type="button"
                  onClick={() => dispatch({ type: 'showAll' })}
                  className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-slate-50 dark:border-slate-600 dark:text-brand-200 dark:hover:bg-slate-800"
                >
                  {T.viewAll}
                </button>
              </div>
              <Terms entries={groups.find((g) => g.letter === view.letter)?.entries ?? []} />
            </>
          ) : null}

          {view.kind === 'search' ? (
            <>
              <div className="mb-4 flex items-baseline gap-2">
                <Heading>{T.searchResults}</Heading>
                <span className="text-slate-600 dark:text-slate-400">{T.found(results.length)}</span>
              </div>
              {results.length > 0 ? (
                <Terms entries={results} />
              ) : (
                <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
                  <p className="text-lg font-semibold text-slate-800 dark:text-slate-100">{T.noResults(view.query)}</p>
                  <p className="mt-2 text-slate-600 dark:text-slate-400">{T.tryAgain}</p>
                  <button
                    type="button"
                    onClick={() => dispatch({ type: 'clearSearch' })}
                    className="mt-5 rounded-lg bg-brand-800 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-400"
                  >
                    {T.clearSearch}
                  </button>
                </div>
              )}
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}
