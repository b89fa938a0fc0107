import { useState } from 'react';
import { BouncingDots } from '@/components/BouncingDots';
import { ImageWithFallback } from '@/components/ImageWithFallback';
import { Loadable } from '@/components/Loadable';
import { PageHeader } from '@/components/PageHeader';
import type { CsrInitiative } from '@/features/csr/api/get-csr-initiatives';
import { apiBase } from '@/lib/api-client';
import { resolveApiUrl } from '@/lib/api-url';
import { downloadFile } from '@/lib/download';
import { field, type EarlyImage } from '@/lib/handover.early-read';
import { usePageRead } from '@/lib/page-data';
import { csrText } from '@/content/csr';
import { useCopy, useFormat } from '@/lib/i18n';
import { CSR_DEFAULT_IMAGE, CSR_POLICY_FILE_NAME, CSR_POLICY_PATH, formatIndianDate, imageOf } from './initiatives';
import { loader } from './data';

/** The photo of the newest initiative (the page shows it first: newestFirst), preloaded as soon as the HTML's early read has the list. */
export const firstPhoto: EarlyImage = {
  read: '/api/csr/',
  src: imageOf({ activity_image: field('activity_image') }),
  newest: 'activity_date',
  fallback: CSR_DEFAULT_IMAGE,
};

function DefaultImage({ alt, className }: { alt: string; className: string }) {
  return <img src={CSR_DEFAULT_IMAGE} alt={alt} width={800} height={500} loading="lazy" decoding="async" className={className} />;
}

function PolicyCard() {
  const t = useCopy('csr', csrText);
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadFile(resolveApiUrl(CSR_POLICY_PATH, apiBase()), CSR_POLICY_FILE_NAME);
    } catch (error) {
      // Part 2 §8: logged only, nothing shown.
      console.error('Failed to download the CSR policy', error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:bg-slate-900">
      <div>
        <h2 className="text-xl font-semibold text-brand-900 dark:text-white">{t.policyHeading}</h2>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t.policyText}</p>
      </div>
      <button
        type="button"
        onClick={() => void download()}
        disabled={busy}
        className="shrink-0 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70 dark:bg-brand-500 dark:hover:bg-brand-400"
      >
        {t.download}
        <span className="sr-only">{t.downloadHidden}</span>
      </button>
    </div>
  );
}

/** One initiative; `lang` marks the backend's texts when they are not in the page's language. */
function Initiative({ initiative, index, lang }: { initiative: CsrInitiative; index: number; lang: string | undefined }) {
  const { tag } = useFormat();
  const reversed = index % 2 === 1;
  const imageClass = 'aspect-[8/5] w-full rounded-2xl object-cover shadow-lg';
  return (
    <li
      data-testid="csr-initiative"
      data-side={reversed ? 'right' : 'left'}
      className={`flex flex-col gap-6 md:items-center md:gap-10 ${reversed ? 'md:flex-row-reverse' : 'md:flex-row'}`}
    >
      <div className="w-full md:w-1/2">
        <ImageWithFallback
          src={imageOf(initiative)}
          alt={initiative.activity_name}
          width={800}
          height={500}
          loading={index < 2 ? 'eager' : 'lazy'}
          className={imageClass}
          fallback={<DefaultImage alt={initiative.activity_name} className={imageClass} />}
        />
      </div>
      <div className="md:w-1/2">
        <h3 lang={lang} className="text-2xl font-bold text-brand-900 dark:text-white">
          {initiative.activity_name}
        </h3>
        <p className="mt-2 text-sm font-semibold text-accent-600 dark:text-accent-300">
          <span lang={lang}>{initiative.activity_city}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={initiative.activity_date}>{formatIndianDate(initiative.activity_date, tag)}</time>
        </p>
        <p lang={lang} className="mt-4 text-slate-600 dark:text-slate-300">
          {initiative.activity_description}
        </p>
      </div>
    </li>
  );
}

export function Component() {
  const state = usePageRead(loader, 'initiatives', 'CSR initiatives');
  const t = useCopy('csr', csrText);
  const M = t.messages;
  return (
    <>
      <PageHeader id="csr" />
      <div className="mx-auto max-w-5xl space-y-12 px-4 py-12 sm:px-6 lg:px-8">
        <PolicyCard />
        <p className="text-center text-2xl font-semibold text-brand-800 dark:text-brand-200">{t.tagline}</p>
        <section aria-labelledby="csr-initiatives">
          <h2 id="csr-initiatives" className="sr-only">
            {t.initiativesHeading}
          </h2>
          <Loadable
            state={state}
            loading={<BouncingDots label={M.loading} />}
            error={
              <p role="alert" className="py-16 text-center text-lg text-accent-700 dark:text-accent-300">
                {M.failed}
              </p>
            }
            empty={<p className="py-16 text-center text-lg text-slate-600 dark:text-slate-300">{M.empty}</p>}
          >
            {(initiatives, lang) => (
              <ul className="space-y-16">
                {initiatives.map((initiative, index) => (
                  <Initiative key={initiative.id} initiative={initiative} index={index} lang={lang} />
                ))}
              </ul>
            )}
          </Loadable>
        </section>
      </div>
    </>
  );
}
