import { describe, expect, it } from 'vitest';
import { byEnglishTerm, englishTerm, groupByLetter } from '@/features/glossary/glossary-state';
import { generalGlossary } from '@/content/glossary/general';
import { lifeGlossary } from '@/content/glossary/life';
import { generalGlossary as generalHi } from '@/content/hi/glossary/general';
import { lifeGlossary as lifeHi } from '@/content/hi/glossary/life';
import type { GlossaryEntry } from '@/content/glossary/types';

const collator = new Intl.Collator('en', { sensitivity: 'base' });

describe('the glossaries’ alphabetical order without a collator', () => {
  it.each([
    ['life', lifeGlossary],
    ['general', generalGlossary],
    ['life (Hindi)', lifeHi],
    ['general (Hindi)', generalHi],
  ] as [string, readonly GlossaryEntry[]][])('orders the %s terms as an English collator does', (_, entries) => {
    for (const group of groupByLetter(entries)) {
      const expected = [...group.entries].sort((a, b) => collator.compare(englishTerm(a), englishTerm(b)));
      expect(group.entries.map(englishTerm)).toEqual(expected.map(englishTerm));
    }
  });

  it('ignores case, as the collator does', () => {
    const entry = (term: string) => ({ term, definition: '' }) as GlossaryEntry;
    expect(byEnglishTerm(entry('annuity'), entry('Annuity'))).toBe(0);
    expect(byEnglishTerm(entry('agent'), entry('Annuity'))).toBeLessThan(0);
  });
});
