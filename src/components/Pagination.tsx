import { clampPage, pageWindow } from '@/lib/pagination';
import { siteFrameText } from '@/content/site-frame';
import { useCopy } from '@/lib/i18n';

type Props = {
  page: number;
  total: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Client pages'. */
  label: string;
};

const base =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50';
const idle = 'border-slate-300 bg-white text-slate-700 hover:bg-brand-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800';
const current = 'border-brand-800 bg-brand-800 text-white dark:border-brand-400 dark:bg-brand-500';

/** Previous / Next, a window of page numbers, first and last pages and ellipses. */
export function Pagination({ page, total, onChange, label }: Props) {
  const t = useCopy('siteFrame', siteFrameText).pagination;
  const at = clampPage(page, total);
  const go = (next: number) => {
    const target = clampPage(next, total);
    if (target !== at) onChange(target);
  };
  return (
    <nav aria-label={label} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <button type="button" className={`${base} ${idle}`} disabled={at <= 1} onClick={() => go(at - 1)}>
            {t.previous}
          </button>
        </li>
        {pageWindow(at, total).map((item) =>
          item.kind === 'ellipsis' ? (
            <li key={`gap-${item.position}`} data-testid="pagination-ellipsis" className="px-1 text-slate-500 dark:text-slate-400">
              <span aria-hidden="true">…</span>
              <span className="sr-only">{t.morePages}</span>
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                aria-label={t.page(item.page)}
                aria-current={item.page === at ? 'page' : undefined}
                className={`${base} ${item.page === at ? current : idle}`}
                onClick={() => go(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className={`${base} ${idle}`} disabled={at >= total} onClick={() => go(at + 1)}>
            {t.next}
          </button>
        </li>
      </ul>
    </nav>
  );
}
