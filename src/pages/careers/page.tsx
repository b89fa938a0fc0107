import { Breakable } from '@/components/Breakable';
import { Loadable } from '@/components/Loadable';
import { PageHeader } from '@/components/PageHeader';
import { site } from '@/config/site';
import type { Career } from '@/features/careers/api/get-careers';
import { usePageRead } from '@/lib/page-data';
import { careersText } from '@/content/careers';
import { useCopy } from '@/lib/i18n';
import { applyHref } from './openings';
import { loader } from './data';

/** One opening; `lang` marks the backend's texts when they are not in the page's language. */
function Opening({ job, lang }: { job: Career; lang: string | undefined }) {
  const t = useCopy('careers', careersText);
  const facts = [job.location, job.employment_type].filter(Boolean);
  return (
    <li
      data-testid="career-opening"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <h3 lang={lang} className="text-lg font-semibold text-brand-900 dark:text-white">
          {job.title}
        </h3>
        {facts.length > 0 ? (
          <p lang={lang} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {job.location ? <span data-testid="career-location">{job.location}</span> : null}
            {facts.length === 2 ? <span aria-hidden="true"> · </span> : null}
            {job.employment_type ? <span data-testid="career-type">{job.employment_type}</span> : null}
          </p>
        ) : null}
      </div>
      <a
        href={applyHref(site.email.careers, job)}
        className="shrink-0 rounded-lg bg-brand-700 px-5 py-2.5 text-center font-semibold text-white hover:bg-brand-800 dark:bg-brand-500 dark:hover:bg-brand-400"
      >
        {t.apply}
        <span className="sr-only">{t.applyHidden(job.title)}</span>
      </a>
    </li>
  );
}

export function Component() {
  // Part 2 §8: a failed call is logged only (by usePageRead); nothing extra is shown.
  const state = usePageRead(loader, 'openings', 'careers');
  const t = useCopy('careers', careersText);
  return (
    <>
      <PageHeader id="careers" />
      {/* Room for the openings that arrive after load: a screen high, so the footer starts below the fold and does not jump (CLS). */}
      <div className="mx-auto min-h-svh max-w-4xl space-y-12 px-4 py-12 sm:px-6 lg:px-8">
        <section className="rounded-2xl border border-slate-200 bg-gradient-to-br from-brand-50 to-white p-8 text-center shadow-sm dark:border-slate-800 dark:from-brand-950 dark:to-slate-900">
          <p className="text-lg text-slate-700 dark:text-slate-200">{t.invitation}</p>
          <p className="mt-4 text-lg text-slate-700 dark:text-slate-200">
            {t.cvBefore}
            <a
              href={`mailto:${site.email.careers}`}
              className="font-semibold wrap-anywhere text-brand-700 underline underline-offset-4 hover:text-brand-900 dark:text-brand-200 dark:hover:text-white"
            >
              <Breakable text={site.email.careers} />
            </a>
            {t.cvAfter}
          </p>
        </section>
        <Loadable state={state} loading={null} error={null} empty={null}>
          {(openings, lang) => (
            <section aria-labelledby="current-openings">
              <h2 id="current-openings" className="text-2xl font-bold text-brand-900 dark:text-white">
                {t.currentOpenings}
              </h2>
              <ul className="mt-6 space-y-4">
                {openings.map((job) => (
                  <Opening key={job.id} job={job} lang={lang} />
                ))}
              </ul>
            </section>
          )}
        </Loadable>
      </div>
    </>
  );
}
