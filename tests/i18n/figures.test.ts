import { describe, expect, it } from 'vitest';
import * as en from '@/content/home';
import * as hi from '@/content/hi/home';
import * as ja from '@/content/ja/home';
import { formatCount, splitFigure } from '@/features/count-up/format';

/**
 * Large numbers as each language counts them (docs/i18n/termbase.md, "Large numbers"): the API's
 * business numbers are the same in every language (9.6 and "M"); a Hindi page shows 96 लाख, a
 * Japanese page 960万, an English page 9.6M as it comes. The performance panel's figures too.
 */
const shown = (rule: typeof en.businessNumbers.figure, value: number, suffix: string, tag: string) => {
  const figure = rule(value, suffix);
  return `${formatCount(figure.value, figure.value, tag)}${figure.suffix}`;
};

describe('business numbers in the page’s units', () => {
  it.each([
    [9.6, 'M', '96 लाख'],
    [2.6, 'M', '26 लाख'],
    [12, 'M', '1.2 करोड़'],
    [12.5, 'M', '125 लाख'],
    [1.234, 'M', '12.3 लाख'],
    [2, 'B', '200 करोड़'],
    [4.5, 'K', '4,500'],
    [99, '%', '99%'],
    [4500, '+', '4,500+'],
  ])('Hindi: %s%s → %s', (value, suffix, text) => {
    expect(shown(hi.businessNumbers.figure, value, suffix, 'hi-IN')).toBe(text);
  });

  it.each([
    [9.6, 'M', '960万'],
    [2.6, 'M', '260万'],
    [1.5, 'B', '15億'],
    [99, '%', '99%'],
    [4500, '+', '4,500+'],
  ])('Japanese: %s%s → %s', (value, suffix, text) => {
    expect(shown(ja.businessNumbers.figure, value, suffix, 'ja-JP')).toBe(text);
  });

  it('English shows the API’s figure as it comes', () => {
    expect(shown(en.businessNumbers.figure, 9.6, 'M', 'en-IN')).toBe('9.6M');
    expect(shown(en.businessNumbers.figure, 4500, '+', 'en-IN')).toBe('4,500+');
  });

  it('reads a written figure', () => {
    expect(splitFigure('9.6M')).toEqual({ value: 9.6, suffix: 'M' });
    expect(splitFigure('4,500+')).toEqual({ value: 4500, suffix: '+' });
    expect(splitFigure('99%')).toEqual({ value: 99, suffix: '%' });
    expect(splitFigure('n/a')).toBeNull();
  });
});
