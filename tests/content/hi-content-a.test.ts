import { describe, expect, it } from 'vitest';
import { withData } from '@/lib/translation';
import * as enCompany from '@/content/company';
import * as enLife from '@/content/glossary/life';
import * as enProducts from '@/content/products';
import * as enLinks from '@/content/useful-links';
import * as hiCompany from '@/content/hi/company';
import * as hiLife from '@/content/hi/glossary/life';
import * as hiProducts from '@/content/hi/products';
import * as hiLinks from '@/content/hi/useful-links';

/**
 * The Hindi content modules (issue 14) mirror their English originals: same exports, same deep
 * shape, identical identifiers, and every text translated (Devanagari), keeping its figures.
 */

const DEVANAGARI = /[\u0900-\u097F]/;

/** Keys whose string values are identifiers, not copy: the same in every language. */
const NON_TEXT_KEYS = new Set(['id', 'icon', 'url', 'src', 'year', 'en']);

/**
 * Figures the Hindi states in Indian units instead of the English form: the English token maps to
 * the Hindi phrase that must appear instead (9.6 million = 96 lakh; 2.6 million = 26 lakh).
 */
const CONVERTED_FIGURES: Readonly<Record<string, string>> = { '9.6': '96 लाख', '2.6': '26 लाख' };

/** Texts that may stay in Latin script (proper names, acronyms); none so far. */
const LATIN_ALLOWED = new Set<string>();

interface TextPair {
  readonly path: string;
  readonly en: string;
  readonly hi: string;
}

/** Walks both values in step; returns structural differences and collects the text pairs. */
function compare(en: unknown, hi: unknown, path: string, key: string, texts: TextPair[]): string[] {
  if (Array.isArray(en)) {
    if (!Array.isArray(hi)) return [`${path}: not an array`];
    if (hi.length !== en.length) return [`${path}: length ${hi.length}, English ${en.length}`];
    return en.flatMap((item, i) => compare(item, hi[i], `${path}[${i}]`, key, texts));
  }
  if (en !== null && typeof en === 'object') {
    if (hi === null || typeof hi !== 'object' || Array.isArray(hi)) return [`${path}: not an object`];
    const enKeys = Object.keys(en).sort();
    const hiKeys = Object.keys(hi).sort();
    if (enKeys.join() !== hiKeys.join()) return [`${path}: keys ${hiKeys.join()}, English ${enKeys.join()}`];
    return enKeys.flatMap((k) => compare((en as Record<string, unknown>)[k], (hi as Record<string, unknown>)[k], `${path}.${k}`, k, texts));
  }
  if (typeof en === 'string' && !NON_TEXT_KEYS.has(key)) {
    if (typeof hi !== 'string') return [`${path}: not a string`];
    texts.push({ path, en, hi });
    return [];
  }
  return Object.is(en, hi) ? [] : [`${path}: ${JSON.stringify(hi)}, English ${JSON.stringify(en)}`];
}

/** Every number written in the English (1,50,000; 1.35; 27001; 2008 …). */
function figuresOf(text: string): string[] {
  return text.match(/\d(?:[\d,.]*\d)?/g) ?? [];
}

function checkTexts(texts: readonly TextPair[]): string[] {
  const problems: string[] = [];
  for (const { path, en, hi } of texts) {
    if (hi.trim() === '') problems.push(`${path}: empty`);
    else if (!DEVANAGARI.test(hi) && !(LATIN_ALLOWED.has(en) && hi === en)) problems.push(`${path}: no Devanagari: ${hi}`);
    for (const figure of figuresOf(en)) {
      const expected = CONVERTED_FIGURES[figure] ?? figure;
      if (!hi.includes(expected)) problems.push(`${path}: lacks "${expected}" (English has ${figure})`);
    }
  }
  return problems;
}

describe.each([
  ['products', enProducts, withData(enProducts, hiProducts)],
  ['company', enCompany, withData(enCompany, hiCompany)],
  ['useful-links', enLinks, withData(enLinks, hiLinks)],
] as const)('Hindi %s module', (_name, en, hi) => {
  it('has the same exports as the English module', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
  });

  const texts: TextPair[] = [];
  const differences = compare({ ...en }, { ...hi }, _name, '', texts);

  it('has the same deep shape and the same identifiers, urls and numbers', () => {
    expect(differences).toEqual([]);
    expect(texts.length).toBeGreaterThan(0);
  });

  it('translates every text into Devanagari, keeping its figures', () => {
    expect(checkTexts(texts)).toEqual([]);
  });
});

describe('Hindi life glossary', () => {
  const english = enLife.lifeGlossary;
  const hindi = hiLife.lifeGlossary;

  it('has one entry per English entry, in the same order, with the English term in `en`', () => {
    expect(Object.keys(hiLife)).toEqual(Object.keys(enLife));
    expect(hindi.map((e) => e.en)).toEqual(english.map((e) => e.term));
    for (const entry of hindi) expect(Object.keys(entry).sort()).toEqual(['definition', 'en', 'term']);
  });

  it('has a Hindi term and definition for every entry, keeping the figures of the English', () => {
    const texts = hindi.flatMap((entry, i): TextPair[] => [
      { path: `${entry.en}.term`, en: english[i]?.term ?? '', hi: entry.term },
      { path: `${entry.en}.definition`, en: english[i]?.definition ?? '', hi: entry.definition },
    ]);
    expect(checkTexts(texts)).toEqual([]);
  });

  it('has unique Hindi terms, without the English term in brackets (the UI adds it; an acronym such as KYC may stay)', () => {
    expect(new Set(hindi.map((e) => e.term)).size).toBe(hindi.length);
    for (const entry of hindi) {
      expect(entry.term, entry.en).not.toContain(entry.en);
      expect(entry.term, entry.en).not.toMatch(/\([^)]*[a-z]{2,}[^)]*\)/);
    }
  });

  it('states the facts of part 2 §9 in the same entries as the English', () => {
    const definitionOf = (en: string): string => {
      const entry = hindi.find((e) => e.en === en);
      if (!entry) throw new Error(`no Hindi entry for ${en}`);
      return entry.definition;
    };
    expect(definitionOf('Free Look Period')).toContain('10 या 20 दिन');
    expect(definitionOf('Appointee')).toContain('18 वर्ष से कम');
    expect(definitionOf('Waiting Period (Disability)')).toContain('6 महीने');
    expect(definitionOf('Suicide Clause')).toContain('आम तौर पर 2 वर्ष');
    expect(definitionOf('Consumer Forum')).toContain('₹5,00,000');
  });
});
