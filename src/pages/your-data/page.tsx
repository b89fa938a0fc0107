import { PageHeader } from '@/components/PageHeader';
import * as yourDataEn from '@/content/your-data';
import { useCopy } from '@/lib/i18n';
import { DataRequestForm } from './DataRequestForm';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 wrap-anywhere hover:text-brand-900 dark:text-brand-200 dark:hover:text-white';

/** /privacy/your-data: the data principal's rights, who answers and when, and the request form. */
export function Component() {
  const { requestTypes, yourData: t } = useCopy('yourData', yourDataEn);
  return (
    <>
      <PageHeader id="yourData" lead={t.lead} />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
        <div className="max-w-3xl">
          <section aria-labelledby="your-rights">
            <h2 id="your-rights" className="text-2xl font-bold text-brand-900 dark:text-white">
              {t.rightsHeading}
            </h2>
            <p className="mt-3 text-slate-700 dark:text-slate-300">{t.rightsIntro}</p>
            <dl className="mt-5 space-y-4">
              {requestTypes.map((type) => (
                <div key={type.value}>
                  <dt className="font-semibold text-slate-900 dark:text-white">{type.label}</dt>
                  <dd className="mt-1 text-slate-700 dark:text-slate-300">{type.description}</dd>
                </div>
              ))}
            </dl>
          </section>
          <div className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
            <DataRequestForm />
          </div>
        </div>
        <aside className="space-y-6 self-start rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900">
          <section aria-labelledby="when-we-answer">
            <h2 id="when-we-answer" className="text-lg font-bold text-brand-900 dark:text-white">
              {t.responseHeading}
            </h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{t.response}</p>
          </section>
          <section aria-labelledby="who-answers">
            <h2 id="who-answers" className="text-lg font-bold text-brand-900 dark:text-white">
              {t.officerHeading}
            </h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              {t.officer}:{' '}
              <a href={`mailto:${t.officerEmail}`} className={linkClass}>
                {t.officerEmail}
              </a>
            </p>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              {t.complianceOfficer},{' '}
              <a href={`mailto:${t.complianceOfficerEmail}`} className={linkClass}>
                {t.complianceOfficerEmail}
              </a>
            </p>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{t.board}</p>
          </section>
        </aside>
      </div>
    </>
  );
}
