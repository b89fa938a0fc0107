import { useId, useState } from 'react';
import { PageHeader } from '@/components/PageHeader';
import * as formsEn from '@/content/insurer-forms';
import type { InsurerGroup } from '@/content/insurer-forms';
import { useCopy } from '@/lib/i18n';
import { filterInsurers, isAvailable } from '@/features/insurer-forms/filter';

const GROUPS: readonly InsurerGroup[] = ['Public sector general insurers', 'Private general insurers', 'Standalone health insurers'];

export function Component() {
  const { insurerForms, insurerFormsPage: t } = useCopy('insurerForms', formsEn);
  const [query, setQuery] = useState('');
  const filterId = useId();
  const shown = filterInsurers(insurerForms, query);
  return (
    <>
      <PageHeader id="forms" />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        <div role="search" className="max-w-md">
          <label htmlFor={filterId} className="block text-sm font-semibold text-slate-700 dark:text-slate-200">
            {t.find}
          </label>
          <input
            id={filterId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t.placeholder}
            autoComplete="off"
            className="mt-1 block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 dark:border-slate-700 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-400"
          />
        </div>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400" role="status">
          {t.count(shown.length, insurerForms.length)}
        </p>
        {GROUPS.map((group) => {
          const insurers = shown.filter((i) => i.group === group);
          if (insurers.length === 0) return null;
          return (
            <section key={group} aria-label={t.groups[group]} className="mt-8">
              <h2 className="text-xl font-bold text-brand-900 dark:text-white">{t.groups[group]}</h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {insurers.map((insurer) => (
                  <li key={insurer.insurer} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
                    <h3 className="font-semibold text-slate-900 dark:text-white">{insurer.insurer}</h3>
                    <ul className="mt-3 space-y-2 text-sm" aria-label={t.formsOf(insurer.insurer)}>
                      {insurer.links.map((link) =>
                        isAvailable(link.url) ? (
                          <li key={link.label}>
                            <a
                              href={link.url}
                              target="_blank"
                              rel="noopener noreferrer"
                              className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-200"
                            >
                              {link.label}
                              <span className="sr-only">{t.linkOf(insurer.insurer)}</span>
                            </a>
                          </li>
                        ) : (
                          <li key={link.label} className="text-slate-500 dark:text-slate-400">
                            {t.notAvailable(link.label)}
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
            <p className="text-slate-700 dark:text-slate-200">{t.noMatch(query.trim())}</p>
            <button type="button" onClick={() => setQuery('')} className="mt-3 font-semibold text-brand-700 underline dark:text-brand-200">
              {t.showAll}
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}
