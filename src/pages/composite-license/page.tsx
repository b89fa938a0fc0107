import { PageHeader } from '@/components/PageHeader';
import { site } from '@/config/site';
import { licenceText } from '@/content/composite-licence';
import { useCopy } from '@/lib/i18n';
import { LicencePreview } from './LicencePreview';

export function Component() {
  const t = useCopy('licence', licenceText);
  return (
    <>
      <PageHeader id="compositeLicense" />
      <section aria-labelledby="licence-heading" className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[3fr_2fr] lg:px-8">
        <LicencePreview />
        <div>
          <h2 id="licence-heading" className="text-2xl font-bold text-brand-900 dark:text-white">
            {t.heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
            {t.body}
          </p>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            <div className="rounded-2xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900">
              <dt className="text-sm text-slate-600 dark:text-slate-400">{t.licenceNo}</dt>
              <dd className="mt-1 text-2xl font-bold text-accent-600 dark:text-saffron-400">{site.licence.number}</dd>
            </div>
            <div className="rounded-2xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900">
              <dt className="text-sm text-slate-600 dark:text-slate-400">{t.validUntil}</dt>
              <dd className="mt-1 text-2xl font-bold text-brand-900 dark:text-white">{t.validUntilDate}</dd>
            </div>
          </dl>
          <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
            {t.note(site.licence.category)}
          </p>
        </div>
      </section>
    </>
  );
}
