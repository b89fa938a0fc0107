import { Breakable } from '@/components/Breakable';
import * as grievanceEn from '@/content/grievance';
import { useCopy } from '@/lib/i18n';

const linkClass = 'font-semibold wrap-anywhere text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-200 dark:hover:text-white';

/** The regulator's grievance system, toll-free numbers, e-mail and postal address. */
export function RegulatorContacts() {
  const { regulatorContacts: c, grievancePage: w } = useCopy('grievance', grievanceEn);
  return (
    <section aria-labelledby="regulator-contacts" className="bg-slate-50 py-12 dark:bg-slate-900/50">
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <h2 id="regulator-contacts" className="text-2xl font-bold text-brand-900 dark:text-white">
          {c.heading}
        </h2>
        <p className="mt-3 text-slate-700 dark:text-slate-300">{c.intro}</p>
        <dl className="mt-8 grid gap-5 sm:grid-cols-2">
          <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <dt className="text-sm font-semibold text-slate-600 dark:text-slate-400">{w.portal}</dt>
            <dd className="mt-2">
              <a href={c.portal.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {c.portal.label}
                <span className="sr-only">{w.newTab}</span>
              </a>
            </dd>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <dt className="text-sm font-semibold text-slate-600 dark:text-slate-400">{w.tollFree}</dt>
            {c.tollFree.map((number) => (
              <dd key={number.tel} className="mt-2">
                <a href={`tel:${number.tel}`} className={linkClass}>
                  {number.display}
                </a>
              </dd>
            ))}
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <dt className="text-sm font-semibold text-slate-600 dark:text-slate-400">{w.email}</dt>
            <dd className="mt-2">
              <a href={`mailto:${c.email}`} className={linkClass}>
                <Breakable text={c.email} />
              </a>
            </dd>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <dt className="text-sm font-semibold text-slate-600 dark:text-slate-400">{w.written}</dt>
            <dd className="mt-2 text-slate-700 dark:text-slate-300">
              <p>{c.postal.intro}</p>
              <address className="mt-2 not-italic">
                {c.postal.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
