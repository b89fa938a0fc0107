import { describe, expect, it } from 'vitest';
import { chooseCategory, parseSelection, selectionTitle, selectionToParams, type Selection } from '@/pages/products/product-selection';

const parse = (query: string) => parseSelection(new URLSearchParams(query));

describe('product selection in the query string', () => {
  it('starts on Life when the query is empty', () => {
    expect(parse('')).toEqual({ category: 'life' });
  });

  it('reads each category and Non-Life sub-category', () => {
    expect(parse('category=life')).toEqual({ category: 'life' });
    expect(parse('category=reinsurance')).toEqual({ category: 'reinsurance' });
    expect(parse('category=non-life&sub=corporate')).toEqual({ category: 'non-life', sub: 'corporate' });
    expect(parse('category=non-life&sub=retail')).toEqual({ category: 'non-life', sub: 'retail' });
    expect(parse('category=Non-Life&sub=RETAIL')).toEqual({ category: 'non-life', sub: 'retail' });
  });

  it('falls back to Life for an unknown category and to Corporate for a missing or unknown sub-category', () => {
    expect(parse('category=pets')).toEqual({ category: 'life' });
    expect(parse('category=')).toEqual({ category: 'life' });
    expect(parse('sub=retail')).toEqual({ category: 'life' });
    expect(parse('category=non-life')).toEqual({ category: 'non-life', sub: 'corporate' });
    expect(parse('category=non-life&sub=household')).toEqual({ category: 'non-life', sub: 'corporate' });
  });

  it('ignores a sub-category outside Non-Life', () => {
    expect(parse('category=reinsurance&sub=retail')).toEqual({ category: 'reinsurance' });
  });

  it('writes a query that reads back to the same selection (Life keeps the address clean)', () => {
    const selections: Selection[] = [
      { category: 'life' },
      { category: 'reinsurance' },
      { category: 'non-life', sub: 'corporate' },
      { category: 'non-life', sub: 'retail' },
    ];
    for (const selection of selections) expect(parseSelection(selectionToParams(selection))).toEqual(selection);
    expect(selectionToParams({ category: 'life' }).toString()).toBe('');
    expect(selectionToParams({ category: 'non-life', sub: 'retail' }).toString()).toBe('category=non-life&sub=retail');
  });
});

describe('choosing a category', () => {
  it('selects Corporate when Non-Life is chosen, and no sub-category otherwise', () => {
    expect(chooseCategory('non-life')).toEqual({ category: 'non-life', sub: 'corporate' });
    expect(chooseCategory('life')).toEqual({ category: 'life' });
    expect(chooseCategory('reinsurance')).toEqual({ category: 'reinsurance' });
  });

  it('titles the panel with the category, plus the sub-category for Non-Life', () => {
    expect(selectionTitle({ category: 'life' })).toBe('Life');
    expect(selectionTitle({ category: 'reinsurance' })).toBe('Reinsurance');
    expect(selectionTitle({ category: 'non-life', sub: 'corporate' })).toBe('Non-Life · Corporate');
    expect(selectionTitle({ category: 'non-life', sub: 'retail' })).toBe('Non-Life · Retail');
  });
});
