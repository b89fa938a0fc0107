import { describe, expect, it } from 'vitest';
import { firstText, includesQuery } from '@/lib/text';

describe('text helpers', () => {
  it('takes the first value with text, trimmed', () => {
    expect(firstText(undefined, '  ', ' Kaveri Textiles ', 'other')).toBe('Kaveri Textiles');
    expect(firstText(undefined, '')).toBe('');
  });

  it('matches a trimmed, case-insensitive substring of any field; an empty query matches all', () => {
    expect(includesQuery(['Free Look Period', 'Time to return a policy.'], '  LOOK ')).toBe(true);
    expect(includesQuery(['Annuity', 'A regular income.'], 'INCOME')).toBe(true);
    expect(includesQuery(['Annuity'], 'nominee')).toBe(false);
    expect(includesQuery(['Annuity'], '   ')).toBe(true);
  });
});
