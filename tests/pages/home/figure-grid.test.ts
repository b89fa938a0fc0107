import { describe, expect, it } from 'vitest';
import { figureGrid } from '@/pages/home/BusinessNumbers';

/** Rows at a given column count: the first figure takes `span` columns, the others one each. */
function rows(count: number, columns: number, span: number): number[] {
  const filled: number[] = [];
  let row = 0;
  for (let i = 0; i < count; i += 1) {
    const width = i === 0 ? span : 1;
    if (row + width > columns) {
      filled.push(row);
      row = 0;
    }
    row += width;
  }
  if (row) filled.push(row);
  return filled;
}

function layout(classes: string, prefix: '' | 'md:' | 'lg:'): { columns: number; span: number } {
  const list = classes.split(' ');
  const columnsAt = (p: string) => list.find((c) => c.startsWith(`${p}grid-cols-`));
  const spanAt = (p: string) => list.find((c) => c.startsWith(`${p}[&>li:first-child]:col-span-`));
  // A prefix inherits the narrower widths' classes it does not override.
  const order = prefix === 'lg:' ? ['lg:', 'md:', ''] : prefix === 'md:' ? ['md:', ''] : [''];
  const columns = Number(order.map(columnsAt).find(Boolean)?.split('-').pop() ?? 1);
  const span = Number(order.map(spanAt).find(Boolean)?.split('-').pop() ?? 1);
  return { columns, span };
}

describe('the business numbers grid', () => {
  it.each([1, 2, 3, 4, 5, 6, 7])('leaves no figure alone on a row with %i figures, at every width', (count) => {
    const classes = figureGrid(count);
    for (const prefix of ['', 'md:', 'lg:'] as const) {
      const { columns, span } = layout(classes, prefix);
      const filled = rows(count, columns, Math.min(span, columns));
      if (count > 1)
        expect(
          filled.filter((n) => n === 1 && filled.length > 1),
          `${prefix || 'phone'} rows ${filled.join('/')}`,
        ).toEqual([]);
    }
  });

  it('puts five figures on one row from the large width (part 1 §2.2: up to 5 columns)', () => {
    expect(figureGrid(5)).toContain('lg:grid-cols-5');
  });
});
