import { SiteLink } from '@/components/SiteLink';
import { PageHeader } from '@/components/PageHeader';
import { Illustration } from '@/components/Illustration';
import { channels } from '@/config/channels';
import { pathOf } from '@/config/paths';
import { callbackEntryText } from '@/content/callback-entry';
import { callbackCopy } from '@/content/callback';
import { productName } from '@/content/callback-hero';
import * as claimsEn from '@/content/claims';
import * as insurerFormsEn from '@/content/insurer-forms';
import { insurerForms as englishForms } from '@/content/insurer-forms';
import { useCopy } from '@/lib/i18n';
import { CallbackButton } from '@/features/callback/callback-context';

/**
 * Each insurer's claim links (claim forms, claim intimation) from the insurer forms list: chosen by the
 * English labels, shown in the page's language (the lists are the same in every language, item by item).
 */
function claimForms(forms: typeof englishForms) {
  return forms
    .map((insurer, i) => ({
      insurer: insurer.insurer,
      links: insurer.links.filter((l, j) => /claim/i.test(englishForms[i]?.links[j]?.label ?? '') && /^https:\/\//.test(l.url)),
    }))
    .filter((entry) => entry.links.length > 0);
}

const primary = 'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 font-semibold shadow-sm';

function Helpline({ id }: { id: string }) {
  const T = useCopy('claims', claimsEn).claimsText;
  const entry = useCopy('callbackEntry', callbackEntryText);
  const products = useCopy('callback', callbackCopy).CALLBACK_PRODUCTS;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <a
        href={`tel:${channels.claimsHelpline.tel}`}
        className={`${primary} bg-brand-800 text-white hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-400`}
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
          <path
            d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        {T.helpline.call(channels.claimsHelpline.display)}
      </a>
      <CallbackButton opening={{ product: 'Claim help' }} aria-describedby={`${id}-note`} className={`${primary} bg-accent-600 text-white hover:bg-accent-700`}>
        {entry.label}
        <span className="sr-only">{entry.forProduct(productName(products, 'Claim help'))}</span>
      </CallbackButton>
      <p id={`${id}-note`} className="text-sm text-slate-600 dark:text-slate-300">
        {T.helpline.getHelpNote} {T.helpline.hours}.
      </p>
    </div>
  );
}

function Check() {
  return (
    <svg viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true">
      <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** /claims: claims help (ours, beyond the spec). */
export function Component() {
  const T = useCopy('claims', claimsEn).claimsText;
  const forms = claimForms(useCopy('insurerForms', insurerFormsEn).insurerForms);
  return (
    <>
      <PageHeader id="claims" lead={T.lead}>
        <div className="mt-6">
          <Helpline id="claims-top" />
        </div>
        {/* The claim types first, on the first screen of a phone: each leads to its steps and documents. */}
        <nav aria-label={T.linesHeading} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {T.lines.map((line) => (
              <li key={line.id}>
                <a
                  href={`#${line.id}`}
                  className="inline-block rounded-full border border-brand-200 bg-white px-3.5 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50 dark:border-slate-700 dark:bg-slate-900 dark:text-brand-100 dark:hover:bg-slate-800"
                >
                  {line.title.replace(/ \(.*\)$/, '')}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>

      <section aria-labelledby="claims-how" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_22rem]">
          <div>
            <h2 id="claims-how" className="text-2xl font-bold text-brand-900 dark:text-white">
              {T.howItWorks.heading}
            </h2>
            <ol className="mt-6 grid gap-4 sm:grid-cols-2">
              {T.howItWorks.steps.map((step, index) => (
                <li
                  key={step.title}
                  className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:block sm:p-5 dark:border-slate-800 dark:bg-slate-900"
                >
                  <span
                    aria-hidden="true"
                    className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-saffron-400 text-sm font-bold text-brand-950"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold text-brand-900 sm:mt-3 dark:text-white">{step.title}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-slate-700 dark:text-slate-300">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
          <Illustration name="claims" className="mx-auto hidden w-full max-w-sm lg:block" />
        </div>
      </section>

      <section aria-labelledby="claims-lines" className="border-y border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
          <h2 id="claims-lines" className="text-2xl font-bold text-brand-900 dark:text-white">
            {T.linesHeading}
          </h2>
          <div className="mt-8 space-y-8">
            {T.lines.map((line) => (
              <article
                key={line.id}
                id={line.id}
                aria-labelledby={`${line.id}-title`}
                className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
              >
                <div className="flex items-start justify-between gap-4">
                  <div>
                    <h3 id={`${line.id}-title`} className="text-xl font-semibold text-brand-900 dark:text-white">
                      {line.title}
                    </h3>
                    <p className="mt-1 text-slate-600 dark:text-slate-300">{line.summary}</p>
                  </div>
                  <Illustration name={`claims-${line.id}`} className="w-24 shrink-0 rounded-xl sm:w-40" />
                </div>
                <div className="mt-5 grid gap-6 lg:grid-cols-3">
                  <ol className="list-decimal space-y-2 pl-5 text-sm leading-relaxed text-slate-700 marker:font-semibold marker:text-accent-600 dark:text-slate-300 dark:marker:text-saffron-400">
                    {line.steps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                  <div>
                    <h4 className="text-sm font-bold uppercase tracking-wider text-slate-500 dark:text-slate-400">{T.documentsHeading}</h4>
                    <ul className="mt-2 space-y-1.5 text-sm text-slate-700 dark:text-slate-300">
                      {line.documents.map((doc) => (
                        <li key={doc} className="flex gap-2">
                          <Check />
                          {doc}
                        </li>
                      ))}
                    </ul>
                  </div>
                  <div>
                    <h4 className="text-sm font-bold uppercase tracking-wider text-slate-500 dark:text-slate-400">{T.timelinesHeading}</h4>
                    <ul className="mt-2 space-y-2 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
                      {line.timelines.map((timeline) => (
                        <li key={timeline} className="border-l-2 border-saffron-400 pl-3">
                          {timeline}
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="claims-forms" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="claims-forms" className="text-2xl font-bold text-brand-900 dark:text-white">
          {T.forms.heading}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">
          {T.forms.text}{' '}
          <SiteLink to={pathOf('forms')} className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200">
            {T.forms.allForms}
          </SiteLink>
        </p>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {forms.map((entry) => (
            <li key={entry.insurer} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
              <p className="font-semibold text-brand-900 dark:text-white">{entry.insurer}</p>
              <ul className="mt-2 space-y-1">
                {entry.links.map((link) => (
                  <li key={link.url + link.label}>
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-sm font-medium text-brand-700 underline underline-offset-2 [overflow-wrap:anywhere] dark:text-brand-200"
                    >
                      {link.label}
                      <span className="sr-only">
                        {' '}
                        ({entry.insurer}){T.forms.newTab}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="claims-help" className="bg-brand-900 text-white dark:bg-brand-950">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <h2 id="claims-help" className="text-2xl font-bold">
              {T.helpline.heading}: {channels.claimsHelpline.display}
            </h2>
            <p className="mt-2 text-slate-200">{T.helpline.text}</p>
          </div>
          <div>
            <h2 className="text-xl font-semibold">{T.escalate.heading}</h2>
            <p className="mt-2 text-slate-200">{T.escalate.text}</p>
            <SiteLink to={pathOf('grievance')} className="mt-3 inline-block font-semibold text-saffron-400 underline underline-offset-2">
              {T.escalate.link}
            </SiteLink>
          </div>
        </div>
      </section>
    </>
  );
}
