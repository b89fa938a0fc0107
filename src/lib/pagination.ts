import { PAGINATION_WINDOW } from '@/config/timings';

/** One entry of a pagination bar: a page number or a gap between numbers. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; position: 'start' | 'end' };

/** Number of pages needed for `count` items, never fewer than 1 (part 2 §5). */
export function totalPagesFor(count: number, perPage: number): number {
  if (!Number.isFinite(count) || count <= 0 || perPage <= 0) return 1;
  return Math.ceil(count / perPage);
}

/** A page number brought inside 1..total (total itself at least 1). */
export function clampPage(page: number, total: number): number {
  const last = Math.max(1, Math.floor(total));
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), last);
}

/**
 * The pagination bar: a window of `size` page numbers around the current page,
 * plus the first and last pages and an ellipsis wherever numbers are skipped.
 * e.g. page 5 of 10 → 1 … 3 4 5 6 7 … 10.
 */
export function pageWindow(current: number, total: number, size: number = PAGINATION_WINDOW): PageItem[] {
  const last = Math.max(1, Math.floor(total));
  const page = clampPage(current, last);
  const width = Math.max(1, Math.min(Math.floor(size), last));
  let start = Math.max(1, page - Math.floor(width / 2));
  const end = Math.min(last, start + width - 1);
  start = Math.max(1, end - width + 1);

  const items: PageItem[] = [];
  if (start > 1) {
    items.push({ kind: 'page', page: 1 });
    if (start > 2) items.push({ kind: 'ellipsis', position: 'start' });
  }
  for (let n = start; n <= end; n += 1) items.push({ kind: 'page', page: n });
  if (end < last) {
    if (end < last - 1) items.push({ kind: 'ellipsis', position: 'end' });
    items.push({ kind: 'page', page: last });
  }
  return items;
}
