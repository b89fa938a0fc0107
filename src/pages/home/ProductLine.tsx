import { useEffect, useState } from 'react';
import { PERFORMANCE_COUNTER_SWITCH_MS } from '@/config/timings';
import * as homeEn from '@/content/home';
import { formatCount, splitFigure } from '@/features/count-up/format';
import { useCopy, useFormat } from '@/lib/i18n';

export function ProductLine() {
  const { productLine, homeLabels: L, businessNumbers } = useCopy('home', homeEn);
  const { tag } = useFormat();
  /** A figure of the copy ("9.6M") as the page's language counts (96 लाख), like the business numbers. */
  const shown = (text: string) => {
    const figure = splitFigure(text);
    if (!figure) return text;
    const { value, suffix } = businessNumbers.figure(figure.value, figure.suffix);
    return `${formatCount(value, value, tag)}${suffix}`;
  };
  // Counters show 0 and switch to their figures after PERFORMANCE_COUNTER_SWITCH_MS (part 1 §4).
  const [switched, setSwitched] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSwitched(true), PERFORMANCE_COUNTER_SWITCH_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const { performance } = productLine;
  return (
    <section aria-labelledby="product-line-heading" className="bg-white py-16 dark:bg-slate-950">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <h2 id="product-line-heading" className="text-3xl font-bold tracking-tight text-brand-900 dark:text-white">
            {productLine.heading}
          </h2>
          <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{productLine.line}</p>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label={L.linesOfCover}>
            {productLine.chips.map((chip) => (
              <li
                key={chip}
                className="rounded-full border border-brand-200 bg-brand-50 px-4 py-1.5 text-sm font-semibold text-brand-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
              >
                {chip}
              </li>
            ))}
          </ul>
          <div className="mt-8 rounded-2xl bg-brand-900 p-6 text-white dark:bg-slate-900 dark:ring-1 dark:ring-slate-800">
            <div className="flex items-baseline justify-between gap-4">
              <h3 className="font-semibold">{performance.title}</h3>
              <p className="text-xs text-slate-300">{performance.asOf}</p>
            </div>
            <dl className="mt-4 grid grid-cols-3 gap-4">
              {performance.figures.map((figure) => (
                <div key={figure.label}>
                  <dt className="text-xs text-slate-300">{figure.label}</dt>
                  <dd className="mt-1 text-2xl font-bold text-saffron-400" data-testid="performance-figure">
                    {switched ? shown(figure.value) : '0'}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
        <img
          src={productLine.illustration.src}
          alt={productLine.illustration.alt}
          width={productLine.illustration.width}
          height={productLine.illustration.height}
          loading="lazy"
          className="mx-auto h-auto w-full max-w-md"
        />
      </div>
    </section>
  );
}
