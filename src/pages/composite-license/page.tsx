import { PageHeader } from '@/components/PageHeader';
import { site } from '@/config/site';
import { ddmmyyyy, shownLicenceValidity } from '@/config/statutory';
import { licenceText } from '@/content/composite-licence';
import { siteFrameText } from '@/content/site-frame';
import { useCopy } from '@/lib/i18n';
import { LicencePreview } from './LicencePreview';

/** The date the page may state (src/config/statutory.ts decides), or null: then it links to the regulator instead. */
const validUntil = shownLicenceValidity();

export function Component() {
  const t = useCopy('licence', licenceText);
  const frame = useCopy('siteFrame', siteFrameText);
  return (
    <>
      <PageHeader id="compositeLicense" />
      <section aria-labelledby="licence-heading" className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[3fr_2fr] lg:px-8">
        <LicencePreview />
        <div>
          <h2 id="licence-heading" className="text-2xl font-bold text-brand-900 dark:text-white">
            {t.heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">{t.body}</p>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            <div className="rounded-2xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900">
              <dt className="text-sm text-slate-600 dark:text-slate-400">{t.licenceNo}</dt>
              <dd className="mt-1 text-2xl font-bold text-accent-600 dark:text-saffron-400">{site.licence.number}</dd>
            </div>
            <div className="rounded-2xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900">
              <dt className="text-sm text-slate-600 dark:text-slate-400">{t.validity}</dt>
              {validUntil ? (
                <dd className="mt-1 text-2xl font-bold text-brand-900 dark:text-white">{t.validUntil(ddmmyyyy(validUntil))}</dd>
              ) : (
                <dd className="mt-1">
                  <a
                    href={site.licenceVerificationUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-200 dark:hover:text-white"
                  >
                    {t.verifyStatus}
                    <span className="sr-only">{frame.newTab}</span>
                  </a>
                </dd>
              )}
            </div>
          </dl>
          {validUntil ? null : <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">{t.certificateNote}</p>}
          <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">{t.note(site.licence.category)}</p>
        </div>
      </section>
    </>
  );
}
