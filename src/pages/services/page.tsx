import { PageHeader } from '@/components/PageHeader';
import { ImageWithFallback } from '@/components/ImageWithFallback';
import { Loadable } from '@/components/Loadable';
import { usePageRead } from '@/lib/page-data';
import type { EarlyImage } from '@/lib/handover.early-read';
import { callbackEntryText as callbackEntryEn, serviceCallbackProduct } from '@/content/callback-entry';
import { servicesText as servicesEn } from '@/content/services';
import { useCopy } from '@/lib/i18n';
import { CallbackButton } from '@/features/callback/callback-context';
import { loader } from './data';

export const SERVICES_LOADING = servicesEn.loading;

/** The first card's photo, preloaded as soon as the HTML's early read has the list. */
export const firstPhoto: EarlyImage = { read: '/api/services/', src: '{img}' };

export function Component() {
  const state = usePageRead(loader, 'services', 'services');
  const t = useCopy('services', servicesEn);
  const callbackEntryText = useCopy('callbackEntry', callbackEntryEn);
  // Part 1 §2.5, §8: an empty answer and a failed call look the same as loading.
  const loading = (
    <p role="status" className="flex min-h-[70vh] items-center justify-center text-center text-lg text-slate-600 dark:text-slate-300">
      {t.loading}
    </p>
  );
  return (
    <>
      <PageHeader id="services" />
      <section aria-labelledby="services-list" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="services-list" className="sr-only">
          {t.listHeading}
        </h2>
        <Loadable state={state} loading={loading} error={loading} empty={loading}>
          {(services, lang) => (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {services.map((service, index) => (
                <li
                  key={`${service.img}-${index}`}
                  className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
                >
                  <ImageWithFallback
                    src={service.img}
                    alt=""
                    width={800}
                    height={500}
                    loading={index < 3 ? 'eager' : 'lazy'}
                    className="aspect-[8/5] w-full object-cover"
                    fallback={<div className="aspect-[8/5] w-full bg-gradient-to-br from-brand-700 to-brand-950" aria-hidden="true" />}
                  />
                  <div className="flex flex-1 flex-col gap-2 p-6">
                    {service.title ? (
                      <h3 lang={lang} className="text-lg font-semibold text-brand-900 dark:text-white">
                        {service.title}
                      </h3>
                    ) : null}
                    <p lang={lang} className="flex-1 text-slate-600 dark:text-slate-300">
                      {service.description}
                    </p>
                    <CallbackButton
                      opening={{ product: serviceCallbackProduct(service.title) }}
                      data-service-cta=""
                      className="mt-3 inline-flex w-fit items-center rounded-lg border border-brand-300 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800"
                    >
                      {callbackEntryText.label}
                      {service.title ? <span className="sr-only">{callbackEntryText.forProduct(service.title)}</span> : null}
                    </CallbackButton>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Loadable>
      </section>
    </>
  );
}
