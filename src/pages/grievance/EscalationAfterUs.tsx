import * as grievanceEn from '@/content/grievance';
import { useCopy } from '@/lib/i18n';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-200 dark:hover:text-white';

/** Beyond us: IRDAI's Bima Bharosa, then the Insurance Ombudsman with the conditions the Rules set. */
export function EscalationAfterUs() {
  const c = useCopy('grievance', grievanceEn).escalationAfterUs;
  return (
    <section aria-labelledby="escalation-after-us" className="mx-auto max-w-4xl px-4 pb-12 sm:px-6 lg:px-8">
      <h2 id="escalation-after-us" className="text-2xl font-bold text-brand-900 dark:text-white">
        {c.heading}
      </h2>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{c.intro}</p>
      <ul className="mt-5 grid gap-4">
        {c.links.map((link) => (
          <li key={link.href} className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {link.label}
              <span className="sr-only"> {c.newTab}</span>
            </a>
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{link.description}</p>
            {link.conditions.length > 0 ? (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
                {link.conditions.map((condition) => (
                  <li key={condition}>{condition}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
