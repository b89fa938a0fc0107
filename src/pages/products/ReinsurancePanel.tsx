import * as productsEn from '@/content/products';
import { useCopy } from '@/lib/i18n';
import { ProductCallToAction } from '@/features/callback/ProductCallToAction';

/** Reinsurance: fixed text, the broker's services and the facultative lines (no accordion). */
export function ReinsurancePanel() {
  const { reinsurance, productsPage: t } = useCopy('products', productsEn);
  return (
    <div className="space-y-10">
      <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
        {reinsurance.intro.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
        <p>
          <ProductCallToAction productId="reinsurance" productTitle="Reinsurance" />
        </p>
      </div>

      <section aria-labelledby="reinsurance-services">
        <h3 id="reinsurance-services" className="text-xl font-semibold text-brand-900 dark:text-white">
          {t.brokerServices}
        </h3>
        <ol className="mt-5 grid gap-4 sm:grid-cols-2">
          {reinsurance.brokerServices.map((service, i) => (
            <li key={service.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
              <span className="text-sm font-bold text-accent-600 dark:text-saffron-400" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h4 className="mt-1 font-semibold text-brand-900 dark:text-white">{service.title}</h4>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{service.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="reinsurance-facultative" className="rounded-2xl bg-brand-900 p-6 text-white dark:bg-brand-950">
        <h3 id="reinsurance-facultative" className="text-xl font-semibold">
          {t.facultativeLines}
        </h3>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {reinsurance.facultativeLines.map((line) => (
            <li key={line} className="flex items-start gap-3">
              <span className="mt-2 h-2 w-2 shrink-0 rounded-full bg-saffron-400" aria-hidden="true" />
              <span>{line}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
