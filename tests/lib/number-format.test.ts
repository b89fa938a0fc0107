import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, groupIndian } from '@/lib/number-format';
import { formatFor } from '@/lib/locale-format';

/** Whole numbers around every grouping boundary, and a spread of others. */
function samples(): number[] {
  const out = [
    0,
    1,
    -1,
    9,
    10,
    99,
    100,
    999,
    1000,
    1001,
    9999,
    10000,
    99999,
    100000,
    999999,
    1000000,
    9999999,
    10000000,
    123456789,
    1234567890,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    -1234567,
  ];
  let x = 7;
  for (let i = 0; i < 2000; i++) {
    x = (x * 48271) % 2147483647;
    out.push(x % 10 ** ((i % 15) + 1));
  }
  return out;
}

describe('numbers in the Indian locales', () => {
  it('groups in lakhs and crores', () => {
    expect(groupIndian(12345678)).toBe('1,23,45,678');
    expect(groupIndian(100000)).toBe('1,00,000');
    expect(groupIndian(999)).toBe('999');
    expect(groupIndian(-1234)).toBe('-1,234');
  });

  it.each(['en-IN', 'hi-IN'])('writes every whole number exactly as Intl.NumberFormat(%s) does', (tag) => {
    const intl = new Intl.NumberFormat(tag);
    for (const n of samples()) expect(formatNumber(tag, n), String(n)).toBe(intl.format(n));
  });

  it('leaves everything else to Intl: other locales, fractions, options', () => {
    expect(formatNumber('ja-JP', 1234567)).toBe(new Intl.NumberFormat('ja-JP').format(1234567));
    expect(formatNumber('en-IN', 1234.56)).toBe(new Intl.NumberFormat('en-IN').format(1234.56));
    expect(formatNumber('en-IN', -0)).toBe(new Intl.NumberFormat('en-IN').format(-0));
    expect(formatNumber('en-IN', 0.5, { style: 'percent' })).toBe('50%');
    // The same options again come from the cache, with the same result.
    expect(formatNumber('en-IN', 0.25, { style: 'percent' })).toBe('25%');
  });

  it('writes dates through Intl in the locale', () => {
    const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
    const day = new Date(Date.UTC(2026, 10, 24));
    expect(formatDate('hi-IN', day, options)).toBe(new Intl.DateTimeFormat('hi-IN', options).format(day));
    expect(formatFor('en').date(day, options)).toBe('24 November 2026');
    expect(formatFor('hi').number(1234567)).toBe('12,34,567');
  });
});
