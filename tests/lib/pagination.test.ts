import { describe, expect, it } from 'vitest';
import { PAGINATION_WINDOW } from '@/config/timings';
import { clampPage, pageWindow, totalPagesFor, type PageItem } from '@/lib/pagination';

/** The bar as a visitor reads it, e.g. "1 … 3 4 5 6 7 … 10". */
function bar(items: PageItem[]): string {
  return items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ');
}

describe('pageWindow', () => {
  it('shows the first five pages, an ellipsis and the last page at the start', () => {
    expect(bar(pageWindow(1, 10))).toBe('1 2 3 4 5 … 10');
    expect(bar(pageWindow(3, 10))).toBe('1 2 3 4 5 … 10');
  });

  it('centres a window of five on the current page in the middle, with the first and last pages beyond ellipses', () => {
    expect(bar(pageWindow(5, 10))).toBe('1 … 3 4 5 6 7 … 10');
    expect(bar(pageWindow(6, 10))).toBe('1 … 4 5 6 7 8 … 10');
  });

  it('shows the last five pages after the first page and an ellipsis at the end', () => {
    expect(bar(pageWindow(10, 10))).toBe('1 … 6 7 8 9 10');
    expect(bar(pageWindow(8, 10))).toBe('1 … 6 7 8 9 10');
  });

  it('leaves out an ellipsis that would stand for no page', () => {
    expect(bar(pageWindow(4, 10))).toBe('1 2 3 4 5 6 … 10');
    expect(bar(pageWindow(7, 10))).toBe('1 … 5 6 7 8 9 10');
    expect(bar(pageWindow(4, 7))).toBe('1 2 3 4 5 6 7');
  });

  it('lists every page when there are no more than the window holds', () => {
    expect(bar(pageWindow(1, 1))).toBe('1');
    expect(bar(pageWindow(2, 3))).toBe('1 2 3');
    expect(bar(pageWindow(5, PAGINATION_WINDOW))).toBe('1 2 3 4 5');
    expect(bar(pageWindow(1, 6))).toBe('1 2 3 4 5 6');
  });

  it('treats a total below one as a single page and clamps a page outside the range', () => {
    expect(bar(pageWindow(1, 0))).toBe('1');
    expect(bar(pageWindow(99, 10))).toBe('1 … 6 7 8 9 10');
    expect(bar(pageWindow(-3, 10))).toBe('1 2 3 4 5 … 10');
  });

  it('uses the spec window of five by default', () => {
    const pages = pageWindow(50, 100).filter((i) => i.kind === 'page');
    // the window plus the first and last pages
    expect(pages).toHaveLength(PAGINATION_WINDOW + 2);
  });
});

describe('clampPage', () => {
  it('accepts pages between 1 and the total', () => {
    expect(clampPage(1, 3)).toBe(1);
    expect(clampPage(3, 3)).toBe(3);
  });

  it('brings pages outside 1..total back inside, with a total of at least 1', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(4, 3)).toBe(3);
    expect(clampPage(2, 0)).toBe(1);
    expect(clampPage(Number.NaN, 3)).toBe(1);
  });
});

describe('totalPagesFor', () => {
  it('counts whole pages, at least one', () => {
    expect(totalPagesFor(0, 30)).toBe(1);
    expect(totalPagesFor(30, 30)).toBe(1);
    expect(totalPagesFor(31, 30)).toBe(2);
    expect(totalPagesFor(75, 30)).toBe(3);
  });
});
