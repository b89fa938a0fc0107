import { describe, expect, it } from 'vitest';
import { withData } from '@/lib/translation';
import { generalGlossary } from '@/content/glossary/general';
import { escalationLevels, grievanceIntro, regulatorContacts } from '@/content/grievance';
import { insurerForms } from '@/content/insurer-forms';
import { disclaimer } from '@/content/legal';
import { generalGlossary as hiGeneralGlossary } from '@/content/hi/glossary/general';
import { escalationLevels as hiEscalationLevels, grievanceIntro as hiGrievanceIntro, regulatorContacts as hiRegulatorContacts } from '@/content/hi/grievance';
import { insurerForms as hiInsurerForms, insurerGroupLabels } from '@/content/hi/insurer-forms';
import { disclaimer as hiDisclaimer } from '@/content/hi/legal';

/**
 * Hindi content modules (issue 14) against their English originals: the same deep shape, the same
 * identifiers, links, contacts and numbers, and every text really in Hindi.
 */

const DEVANAGARI = /[\u0900-\u097F]/;
/** Fields holding identifiers, links, contact data or flags: identical in every language. */
const FIXED_KEYS = new Set(['id', 'level', 'url', 'href', 'external', 'group', 'tel', 'display', 'email', 'contactEmail']);
/** Fields holding names, which may stay exactly as in English (brand names in Latin script). */
const NAME_KEYS = new Set(['insurer']);
const EMAIL_OR_URL = /^(?:[^\s@]+@[^\s@]+\.[^\s@]+|https?:\/\/\S+)$/;

interface TextPair {
  readonly path: string;
  readonly key: string;
  readonly en: string;
  readonly hi: string;
}

/** Walks both values together, asserts the same shape and fixed values, and collects the text pairs. */
function compare(en: unknown, hi: unknown, path: string, key: string, texts: TextPair[]): void {
  if (Array.isArray(en)) {
    expect(Array.isArray(hi), `${path} is an array`).toBe(true);
    const hiItems = hi as readonly unknown[];
    expect(hiItems.length, `${path} length`).toBe(en.length);
    en.forEach((item, i) => compare(item, hiItems[i], `${path}[${i}]`, key, texts));
    return;
  }
  if (en !== null && typeof en === 'object') {
    expect(hi !== null && typeof hi === 'object' && !Array.isArray(hi), `${path} is an object`).toBe(true);
    const enRecord = en as Record<string, unknown>;
    const hiRecord = hi as Record<string, unknown>;
    expect(Object.keys(hiRecord).sort(), `${path} keys`).toEqual(Object.keys(enRecord).sort());
    for (const k of Object.keys(enRecord)) compare(enRecord[k], hiRecord[k], `${path}.${k}`, k, texts);
    return;
  }
  if (typeof en === 'string' && !FIXED_KEYS.has(key)) {
    expect(typeof hi, `${path} is text`).toBe('string');
    texts.push({ path, key, en, hi: hi as string });
    return;
  }
  expect(hi, path).toBe(en);
}

function numbersIn(text: string): string[] {
  return (text.match(/\d+(?:[.,]\d+)*%?/g) ?? []).sort();
}

/** Every number of the English text appears in the Hindi text at least as often. */
function missingNumbers(en: string, hi: string): string[] {
  const left = numbersIn(hi);
  return numbersIn(en).filter((n) => {
    const at = left.indexOf(n);
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
}

const withoutEn = hiGeneralGlossary.map(({ term, definition }) => ({ term, definition }));

const pairs: readonly (readonly [string, unknown, unknown])[] = [
  ['general glossary', generalGlossary, withoutEn],
  ['insurer forms', insurerForms, withData(insurerForms, hiInsurerForms)],
  ['disclaimer', disclaimer, withData(disclaimer, hiDisclaimer)],
  [
    'grievance',
    { grievanceIntro, escalationLevels, regulatorContacts },
    withData(
      { grievanceIntro, escalationLevels, regulatorContacts },
      { grievanceIntro: hiGrievanceIntro, escalationLevels: hiEscalationLevels, regulatorContacts: hiRegulatorContacts },
    ),
  ],
];

describe.each(pairs)('Hindi %s', (name, en, hi) => {
  const textsOf = (): TextPair[] => {
    const texts: TextPair[] = [];
    compare(en, hi, name, '', texts);
    return texts;
  };

  it('has the deep shape of the English module, with the same identifiers, links and contacts', () => {
    expect(textsOf().length).toBeGreaterThan(0);
  });

  it('has no empty text, and every text is in Devanagari (names, e-mails and links aside)', () => {
    for (const { path, key, en: english, hi: hindi } of textsOf()) {
      expect(hindi.trim(), path).not.toBe('');
      const kept = (NAME_KEYS.has(key) && hindi === english) || EMAIL_OR_URL.test(hindi);
      expect(kept || DEVANAGARI.test(hindi), `${path}: ${hindi}`).toBe(true);
    }
  });

  it('keeps every number of the English text', () => {
    for (const { path, en: english, hi: hindi } of textsOf()) expect(missingNumbers(english, hindi), path).toEqual([]);
  });
});

describe('Hindi general glossary', () => {
  it('names the English term of each entry, in the English order', () => {
    expect(hiGeneralGlossary.map((e) => e.en)).toEqual(generalGlossary.map((e) => e.term));
  });

  it('has unique Hindi terms that do not repeat the English term (the page adds it in brackets)', () => {
    expect(new Set(hiGeneralGlossary.map((e) => e.term)).size).toBe(hiGeneralGlossary.length);
    for (const entry of hiGeneralGlossary) expect(entry.term.includes(entry.en), entry.term).toBe(false);
  });

  const byEn = (en: string) => {
    const entry = hiGeneralGlossary.find((e) => e.en === en);
    if (!entry) throw new Error(`no Hindi entry for ${en}`);
    return entry.definition;
  };
  const englishDefinition = (term: string) => generalGlossary.find((e) => e.term === term)?.definition ?? '';

  it.each([
    ['Fire Extinguisher Discount', '2.5% to 10%', '2.5% से 10%'],
    ['Hut Insurance', 'Rs. 6,000 per hut', '₹6,000 प्रति झोपड़ी'],
    ['Industrial All Risks Policy', 'Rs. 100 crores', '₹100 करोड़'],
    ['Fallen Building Clause', '7 days', '7 दिनों'],
    ['Hours Clause', '72 hours', '72 घंटे'],
    ['Hours Clause', '168 hours', '168 घंटे'],
    ['Money in Transit Insurance', '48 hours', '48 घंटे'],
    ["Carrier's Liability", '100 pounds per package', '100 पाउंड प्रति पैकेज'],
    ['Notice of Loss (Cargo)', '3 days', '3 दिन'],
    ['Notice of Loss (Cargo)', '1 year', '1 वर्ष'],
    ['Hospitalisation', 'at least 24 hours', 'कम से कम 24 घंटे'],
  ])('keeps the part 2 §9 fact of %s: %s → %s', (term, english, hindi) => {
    expect(englishDefinition(term)).toContain(english);
    expect(byEn(term)).toContain(hindi);
  });

  it('keeps the cargo notice and suit limits wherever the English states them', () => {
    const cargo = generalGlossary.filter((e) => e.definition.includes('3 days') && e.definition.includes('1 year'));
    expect(cargo.length).toBeGreaterThan(0);
    for (const entry of cargo) {
      expect(byEn(entry.term)).toContain('3 दिन');
      expect(byEn(entry.term)).toContain('1 वर्ष');
    }
  });
});

describe('Hindi insurer group labels', () => {
  it('label every group the insurer forms use, in Devanagari', () => {
    const groups = [...new Set(insurerForms.map((f) => f.group))].sort();
    expect(Object.keys(insurerGroupLabels).sort()).toEqual(groups);
    for (const label of Object.values(insurerGroupLabels)) expect(label).toMatch(DEVANAGARI);
  });
});
