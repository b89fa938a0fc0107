import { Breakable } from '@/components/Breakable';
import { PageHeader } from '@/components/PageHeader';
import * as grievanceEn from '@/content/grievance';
import { useCopy } from '@/lib/i18n';
import { EscalationAfterUs } from './EscalationAfterUs';
import { GrievanceForm } from './GrievanceForm';
import { RegulatorContacts } from './RegulatorContacts';

const linkClass = 'font-semibold wrap-anywhere text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-200 dark:hover:text-white';

export function Component() {
  const { escalationLevels, grievanceIntro, grievancePage: w } = useCopy('grievance', grievanceEn);
  return (
    <>
      <PageHeader id="grievance" lead={grievanceIntro}>
        {/* The form comes first (a visitor with a complaint came to make it); the levels follow. */}
        <p className="mt-4">
          <a href="#escalation-levels" className={linkClass}>
            {w.toLevels}
          </a>
        </p>
      </PageHeader>
      <div id="grievance-form" className="mx-auto max-w-4xl scroll-mt-20 px-4 pt-8 sm:px-6 sm:pt-10 lg:px-8">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <GrievanceForm />
        </div>
      </div>
      <section aria-labelledby="escalation-levels" className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="escalation-levels" className="text-2xl font-bold text-brand-900 dark:text-white">
          {w.levelsHeading}
        </h2>
        <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">{w.levelsIntro}</p>
        <ol className="relative ml-4 mt-8 space-y-10 border-l-2 border-saffron-400/70 pl-8">
          {escalationLevels.map((level) => (
            <li key={level.id} className="relative">
              <span
                className="absolute -left-[3.15rem] top-0 flex h-9 w-9 items-center justify-center rounded-full bg-brand-800 text-sm font-bold text-white ring-4 ring-white dark:bg-brand-500 dark:ring-slate-950"
                aria-hidden="true"
              >
                {level.level}
              </span>
              <p className="text-sm font-bold uppercase tracking-wider text-accent-600 dark:text-saffron-400">{w.level(level.level)}</p>
              <h3 id={`${level.id}-title`} className="mt-1 text-xl font-semibold text-brand-900 dark:text-white">
                {level.title}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-700 dark:text-slate-300">{level.description}</p>
              <p className="mt-3">
                <a href={level.contact.href} className={linkClass} {...(level.contact.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  <Breakable text={level.contact.label} />
                  {level.contact.external ? <span className="sr-only">{w.newTab}</span> : null}
                </a>
              </p>
            </li>
          ))}
        </ol>
      </section>
      <EscalationAfterUs />
      <RegulatorContacts />
    </>
  );
}
