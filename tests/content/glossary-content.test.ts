import { describe, expect, it } from 'vitest';
import { generalGlossary } from '@/content/glossary/general';
import { lifeGlossary } from '@/content/glossary/life';
import type { GlossaryEntry } from '@/content/glossary/types';
import { lettersWithTerms, termAnchor } from '@/features/glossary/glossary-state';

function definitionOf(entries: readonly GlossaryEntry[], term: RegExp): string {
  const entry = entries.find((e) => term.test(e.term));
  if (!entry) throw new Error(`no entry matching ${term}`);
  return entry.definition;
}

describe.each([
  ['life', lifeGlossary],
  ['general', generalGlossary],
] as const)('%s glossary entries', (_name, entries) => {
  it('has no entry that would render blank', () => {
    for (const entry of entries) {
      expect(entry.term.trim(), JSON.stringify(entry)).not.toBe('');
      expect(entry.definition.trim(), entry.term).not.toBe('');
      expect(Object.keys(entry).sort()).toEqual(['definition', 'term']);
    }
  });

  it('has unique terms and unique anchors', () => {
    const anchors = entries.map((e) => termAnchor(e.term));
    expect(new Set(entries.map((e) => e.term.toLowerCase())).size).toBe(entries.length);
    expect(new Set(anchors).size).toBe(entries.length);
    for (const anchor of anchors) expect(anchor).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('files every term under a letter A–Z', () => {
    for (const entry of entries) expect(entry.term.charAt(0), entry.term).toMatch(/^[A-Z]$/);
  });
});

describe('life glossary', () => {
  it('has at least 80 terms covering exactly A–I, K, L, M, N, P, R, S, T, U, V, W', () => {
    expect(lifeGlossary.length).toBeGreaterThanOrEqual(80);
    expect(lettersWithTerms(lifeGlossary).join('')).toBe('ABCDEFGHIKLMNPRSTUVW');
  });

  it('states the facts of part 2 §9 where they belong', () => {
    expect(definitionOf(lifeGlossary, /^Free Look Period$/)).toContain('10 or 20 days');
    expect(definitionOf(lifeGlossary, /^Appointee$/)).toContain('under 18');
    expect(definitionOf(lifeGlossary, /^Waiting Period/)).toContain('6 months');
    expect(definitionOf(lifeGlossary, /^Suicide Clause$/)).toContain('usually 2 years');
    expect(definitionOf(lifeGlossary, /Consumer Forum/)).toContain('Rs.5,00,000');
  });
});

describe('general glossary', () => {
  it('has at least 120 terms, with some letters (X among them) empty', () => {
    expect(generalGlossary.length).toBeGreaterThanOrEqual(120);
    const letters = lettersWithTerms(generalGlossary);
    expect(letters).not.toContain('X');
    expect(letters.length).toBeLessThan(26);
  });

  it('states the facts of part 2 §9 where they belong', () => {
    expect(definitionOf(generalGlossary, /Fire Extinguisher/)).toContain('2.5% to 10%');
    expect(definitionOf(generalGlossary, /^Hut/)).toContain('Rs. 6,000 per hut');
    expect(definitionOf(generalGlossary, /^Industrial All Risks/)).toContain('Rs. 100 crores');
    expect(definitionOf(generalGlossary, /^Fallen Building Clause$/)).toContain('7 days');
    const hours = definitionOf(generalGlossary, /^Hours Clause$/);
    expect(hours).toContain('72 hours');
    expect(hours).toContain('168 hours');
    expect(definitionOf(generalGlossary, /^Money in Transit/)).toContain('48 hours');
    expect(definitionOf(generalGlossary, /Carrier/)).toContain('100 pounds per package');
    const cargo = generalGlossary.filter((e) => e.definition.includes('3 days') && e.definition.includes('1 year'));
    expect(cargo.length).toBeGreaterThan(0);
    expect(definitionOf(generalGlossary, /^Hospitali[sz]ation$/)).toContain('at least 24 hours');
  });
});
