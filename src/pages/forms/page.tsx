import { useId, useState } from 'react';
import { PageHeader } from '@/components/PageHeader';
import { insurerForms, type InsurerGroup } from '@/content/insurer-forms';
import { filterInsurers, isAvailable } from '@/features/insurer-forms/filter';

const GROUPS: readonly InsurerGroup[] = ['Public sector general insurers', 'Private general insurers', 'Standalone health insurers'];

export function Component() {
  const [query, setQuery] = useState('');
  const filterId = useId();
  const shown = filterInsurers(insurerForms, query);
  return (
    <>
      <PageHeader id="forms" lead="Proposal forms, claim forms and claim intimation pages, on each insurer's own website. Our claims desk can help you fill them in." />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        <div role="search" className="max-w-md">
          <label htmlFor={filterId} className="block text-sm font-semibold text-slate-700 dark:text-slate-200">
            Find an insurer
          </label>
          <input
            id={filterId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Type an insurer's name"
            autoComplete="off"
            className="mt-1 block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 dark:border-slate-700 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-400"
          />
        </div>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400" role="status">
          {shown.length === insurerForms.length ? `${shown.length} insurers` : `${shown.length} of ${insurerForms.length} insurers`}
        </p>
        {GROUPS.map((group) => {
          const insurers = shown.filter((i) => i.group === group);
          if (insurers.length === 0) return null;
          return (
            <section key={group} aria-label={group} className="mt-8">
              <h2 className="text-xl font-bold text-brand-900 dark:text-white">{group}</h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {insurers.map((insurer) => (
                  <li key={insurer.insurer} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
                    <h3 className="font-semibold text-slate-900 dark:text-white">{insurer.insurer}</h3>
                    <ul className="mt-3 space-y-2 text-sm" aria-label={`Forms of ${insurer.insurer}`}>
                      {insurer.links.map((link) =>
                        isAvailable(link.url) ? (
                          <li key={link.label}>
                            <a href={link.url} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-200">
                              {link.label}
                              <span className="sr-only"> of {insurer.insurer} (opens in a new tab)</span>
                            </a>
                          </li>
                        ) : (
                          <li key={link.label} className="text-slate-500 dark:text-slate-400">
                            {link.label}: not available
                          </li>
                        ),
                      )}
                    </ul>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
        {shown.length === 0 ? (
          <div className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
            <p className="text-slate-700 dark:text-slate-200">No insurer matches “{query.trim()}”.</p>
            <button type="button" onClick={() => setQuery('')} className="mt-3 font-semibold text-brand-700 underline dark:text-brand-200">
              Show all insurers
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}
