import { Loadable } from '@/components/Loadable';
import { COUNT_UP_DURATION_MS } from '@/config/timings';
import * as homeEn from '@/content/home';
import type { businessNumbers as englishNumbers } from '@/content/home';
import { useCopy, useFormat } from '@/lib/i18n';
import type { BusinessNumber } from '@/features/business-numbers/api/get-business-numbers';
import { formatCount, parseCount } from '@/features/count-up/format';
import { useCountUp, useSeenOnce } from '@/features/count-up/use-count-up';
import { usePageRead } from '@/lib/page-data';
import { loader } from './data';

/** Columns from the large screen up: every figure on one row, up to five (part 1 §2.2: "up to 5 columns"). */
const WIDE_COLUMNS = ['', 'lg:grid-cols-1', 'lg:grid-cols-2', 'lg:grid-cols-3', 'lg:grid-cols-4', 'lg:grid-cols-5'] as const;

/**
 * The grid's classes for `count` figures, so that no figure stands alone on a row: two columns on a
 * phone, with the first figure across both when the count is odd; three from the medium width unless
 * that would leave one alone (then two, as on a phone); from the large width one row of up to five,
 * or as many columns as leave no figure alone.
 * @internal A test seam (tests/pages/home/figure-grid.test.ts).
 */
export function figureGrid(count: number): string {
  const three = count % 3 !== 1;
  const columns = count <= 5 ? Math.max(count, 1) : (([5, 4, 3] as const).find((c) => count % c !== 1) ?? 2);
  const wide = WIDE_COLUMNS[columns];
  const first = count % 2 === 1 ? `[&>li:first-child]:col-span-2 ${three ? 'md:[&>li:first-child]:col-span-1' : ''} lg:[&>li:first-child]:col-span-1` : '';
  return `grid grid-cols-2 gap-4 ${three ? 'md:grid-cols-3' : ''} ${wide} ${first}`.replace(/\s+/g, ' ').trim();
}

/**
 * One figure, counting up to the API's number shown as the page's language counts (9.6 "M": 96 लाख in
 * Hindi); `lang` marks the backend's label when it is not in the page's language.
 */
function Figure({
  item,
  start,
  shownAs,
  lang,
}: {
  item: BusinessNumber;
  start: boolean;
  shownAs: (typeof englishNumbers)['figure'];
  lang: string | undefined;
}) {
  const { value: target, suffix } = shownAs(parseCount(item.number), item.suffix ?? '');
  const value = useCountUp(target, COUNT_UP_DURATION_MS, start);
  const { tag } = useFormat();
  const final = `${formatCount(target, target, tag)}${suffix}`;
  return (
    <li className="rounded-2xl bg-white/5 p-5 text-center ring-1 ring-white/10">
      <p className="text-3xl font-bold text-white sm:text-4xl">
        <span aria-hidden="true" data-testid="count-up">
          {formatCount(value, target, tag)}
          {suffix}
        </span>
        <span className="sr-only">{final}</span>
      </p>
      <p lang={lang} className="mt-2 text-sm font-medium text-slate-200">
        {item.label}
      </p>
    </li>
  );
}

export function BusinessNumbers() {
  const text = useCopy('home', homeEn).businessNumbers;
  const state = usePageRead(loader, 'figures', 'business numbers');
  const [ref, seen] = useSeenOnce<HTMLUListElement>();
  // Error: only logged (by usePageRead); the empty text shows (part 1 §4, §8).
  const empty = <p className="py-12 text-center text-slate-200">{text.empty}</p>;
  return (
    <section aria-labelledby="numbers-heading" className="bg-brand-900 py-16 text-white dark:bg-brand-950">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col items-center text-center">
          <p className="text-sm font-bold tracking-widest text-saffron-400">{text.label}</p>
          <h2 id="numbers-heading" className="mt-2 text-3xl font-bold tracking-tight">
            {text.heading}
          </h2>
          <p className="mt-3 rounded-full bg-white/10 px-4 py-1 text-sm font-semibold">{text.badge}</p>
        </div>
        <Loadable
          state={state}
          loading={
            <p role="status" className="py-12 text-center text-slate-200">
              {text.loading}
            </p>
          }
          error={empty}
          empty={empty}
        >
          {(items, lang) => (
            <>
              <ul ref={ref} data-counting={seen ? 'true' : undefined} className={`mt-10 ${figureGrid(items.length)}`}>
                {items.map((item) => (
                  <Figure key={item.label} item={item} start={seen} shownAs={text.figure} lang={lang} />
                ))}
              </ul>
              <p className="mt-6 text-center text-sm text-slate-300">{text.note}</p>
              {/* What the figures count, in words a broker may use of its own work (ours). */}
              <p className="mx-auto mt-2 max-w-3xl text-center text-sm text-slate-300">{text.whatWeCount}</p>
            </>
          )}
        </Loadable>
      </div>
    </section>
  );
}
