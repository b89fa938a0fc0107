import { describe, expect, it } from 'vitest';
import { easeOut, formatCount, parseCount } from '@/features/count-up/format';

describe('business number text', () => {
  it('shows one decimal when the number is not whole', () => {
    expect(formatCount(9.6, 9.6)).toBe('9.6');
    expect(formatCount(0, 9.6)).toBe('0.0');
    expect(formatCount(4.84, 9.6)).toBe('4.8');
  });

  it('rounds down on the way up, so the target shows only once reached', () => {
    expect(formatCount(9.5994, 9.6)).toBe('9.5');
    expect(formatCount(4499.7, 4500)).toBe('4,499');
    expect(formatCount(98.99, 99)).toBe('98');
    expect(formatCount(4500, 4500)).toBe('4,500');
  });

  it('shows whole numbers without decimals, grouped the Indian way', () => {
    expect(formatCount(99, 99)).toBe('99');
    expect(formatCount(49.6, 99)).toBe('49');
    expect(formatCount(4500, 4500)).toBe('4,500');
    expect(formatCount(150000, 150000)).toBe('1,50,000');
  });

  it('parses the API text as a decimal and rejects anything else', () => {
    expect(parseCount('9.6')).toBe(9.6);
    expect(parseCount(' 99 ')).toBe(99);
    expect(parseCount('4500')).toBe(4500);
    expect(parseCount('9.6M')).toBeNaN();
    expect(parseCount('')).toBeNaN();
    expect(parseCount('abc')).toBeNaN();
  });

  it('eases from 0 to 1 and clamps outside the animation', () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
    expect(easeOut(2)).toBe(1);
    expect(easeOut(-1)).toBe(0);
    expect(easeOut(0.5)).toBeGreaterThan(0.5);
  });
});
