import { useState } from 'react';
import { env } from '@/config/env';
import * as homeEn from '@/content/home';
import { callbackEntryText as callbackEntryEn } from '@/content/callback-entry';
import { useCopy } from '@/lib/i18n';
import { CallbackButton } from '@/features/callback/callback-context';
import type { InsuranceType } from '@/features/enquiry/EnquiryModal';

import { DialogFormButton } from '@/features/submission/safe-form';
import { useDeferredModule } from '@/lib/use-deferred-module';

const loadEnquiry = () => import('@/features/enquiry/EnquiryModal');

export const INSURANCE_SOLUTIONS_ID = 'insurance-solutions';

/**
 * The partner purchase page for a package, opened in a new tab (part 1 §2.2).
 * @internal A test seam (tests/pages/home/insurance-solutions.test.tsx).
 */
export function purchaseUrl(packageCode: string): string {
  const url = new URL(env.VITE_PARTNER_PURCHASE_URL);
  url.searchParams.set('package_code', packageCode);
  return url.href;
}

const icons: Record<string, string> = {
  'four-wheeler': 'M3 13l2-6h14l2 6v5h-2a2 2 0 0 1-4 0H9a2 2 0 0 1-4 0H3z',
  'two-wheeler': 'M5 17a3 3 0 1 0 0-.01M19 17a3 3 0 1 0 0-.01M5 17l4-7h5l3 7M12 10l2-4h3',
  health: 'M12 21s-8-5.5-8-11a5 5 0 0 1 8-4 5 5 0 0 1 8 4c0 5.5-8 11-8 11z',
  life: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
};

export function InsuranceSolutions() {
  const { insuranceSolutions, homeLabels: L } = useCopy('home', homeEn);
  const callbackEntryText = useCopy('callbackEntry', callbackEntryEn);
  const [enquiry, setEnquiry] = useState<{ open: boolean; type?: InsuranceType }>({ open: false });
  const [enquiryModule, loadEnquiryModal] = useDeferredModule(loadEnquiry);
  const { recommended } = insuranceSolutions;
  return (
    <section id={INSURANCE_SOLUTIONS_ID} aria-labelledby="solutions-heading" className="bg-white py-16 dark:bg-slate-950">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="text-center">
          <h2 id="solutions-heading" className="text-3xl font-bold tracking-tight text-brand-900 dark:text-white">
            {insuranceSolutions.title}
          </h2>
          <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{insuranceSolutions.subtitle}</p>
        </div>
        <div className="mt-10 grid gap-8 lg:grid-cols-3">
          <ul className="grid gap-5 sm:grid-cols-2 lg:col-span-2">
            {insuranceSolutions.cards.map((card) => (
              <li key={card.id} className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900">
                <svg viewBox="0 0 24 24" className="h-10 w-10 rounded-xl bg-brand-800 p-2 text-white" aria-hidden="true">
                  <path d={icons[card.id]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                <h3 className="mt-4 text-lg font-semibold text-brand-900 dark:text-white">{card.title}</h3>
                <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-300">{card.description}</p>
                {card.action.kind === 'external' ? (
                  <>
                    <a
                      href={purchaseUrl(card.action.packageCode)}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={L.exploreNewTab(card.title)}
                      aria-describedby={`${card.id}-new-tab`}
                      className="mt-5 inline-flex w-fit items-center gap-2 rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-400"
                    >
                      {L.exploreButton}
                      <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true" data-icon="external">
                        <path
                          d="M11 3h6v6M17 3l-8 8M8 5H4v11h11v-4"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="1.8"
                          strokeLinecap="round"
                          strokeLinejoin="round"
                        />
                      </svg>
                    </a>
                    <p id={`${card.id}-new-tab`} className="mt-2 text-xs text-slate-600 dark:text-slate-400">
                      {insuranceSolutions.partnerNote}
                    </p>
                  </>
                ) : (
                  <>
                    <div className="mt-5 flex flex-wrap items-center gap-2">
                      <DialogFormButton
                        aria-label={L.explore(card.title)}
                        aria-describedby={`${card.id}-enquiry-note`}
                        onPointerEnter={() => void loadEnquiryModal()}
                        onOpen={() => {
                          const type = card.action.kind === 'enquiry' ? card.action.insuranceType : undefined;
                          void loadEnquiryModal().then(() => setEnquiry({ open: true, type }));
                        }}
                        className="inline-flex w-fit items-center gap-2 rounded-lg bg-accent-600 px-4 py-2 text-sm font-semibold text-white hover:bg-accent-700"
                      >
                        {L.exploreButton}
                      </DialogFormButton>
                      <CallbackButton
                        opening={{ product: card.action.kind === 'enquiry' ? card.action.insuranceType : undefined }}
                        aria-describedby={`${card.id}-callback-note`}
                        className="inline-flex w-fit items-center rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-white dark:border-slate-600 dark:text-white dark:hover:bg-slate-800"
                      >
                        {callbackEntryText.label}
                        <span className="sr-only">{callbackEntryText.forProduct(card.title)}</span>
                      </CallbackButton>
                    </div>
                    {/* Two buttons, two ways of being answered: said in words under them. */}
                    <ul className="mt-2 space-y-0.5 text-xs text-slate-600 dark:text-slate-400">
                      <li id={`${card.id}-enquiry-note`}>{insuranceSolutions.enquiryNote(L.exploreButton)}</li>
                      <li id={`${card.id}-callback-note`}>{insuranceSolutions.callbackNote(callbackEntryText.label)}</li>
                    </ul>
                  </>
                )}
              </li>
            ))}
          </ul>
          <aside
            aria-labelledby="recommended-heading"
            className="flex flex-col overflow-hidden rounded-2xl bg-brand-900 text-white dark:bg-brand-950 dark:ring-1 dark:ring-slate-800"
          >
            <img
              src={recommended.image.src}
              alt={recommended.image.alt}
              width={recommended.image.width}
              height={recommended.image.height}
              loading="lazy"
              decoding="async"
              className="h-auto w-full"
            />
            <div className="p-6">
              <p className="text-xs font-bold tracking-widest text-saffron-400">{recommended.label}</p>
              <h3 id="recommended-heading" className="mt-2 text-xl font-semibold">
                {recommended.heading}
              </h3>
              <p className="mt-2 text-sm text-slate-200">{recommended.text}</p>
              {/* The four tags (part 1 §2.2) are what we do for you, not buttons: a plain list. */}
              <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2" aria-label={recommended.tagsLabel}>
                {recommended.tags.map((tag) => (
                  <li key={tag} className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-100">
                    <svg viewBox="0 0 20 20" className="h-4 w-4 shrink-0 text-saffron-400" aria-hidden="true">
                      <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                    {tag}
                  </li>
                ))}
              </ul>
              <p className="mt-4 text-xs leading-relaxed text-slate-200">{recommended.basis}</p>
              <CallbackButton className="mt-6 inline-flex w-full items-center justify-center rounded-lg bg-saffron-400 px-4 py-2.5 text-sm font-semibold text-brand-950 hover:bg-saffron-500">
                {callbackEntryText.label}
              </CallbackButton>
            </div>
          </aside>
        </div>
      </div>
      {enquiryModule ? (
        <enquiryModule.EnquiryModal open={enquiry.open} insuranceType={enquiry.type} onClose={() => setEnquiry((e) => ({ ...e, open: false }))} />
      ) : null}
    </section>
  );
}
