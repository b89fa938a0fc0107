import { describe, expect, it } from 'vitest';
import { withData } from '@/lib/translation';
import { site } from '@/config/site';
import * as enCompany from '@/content/company';
import * as enProducts from '@/content/products';
import * as jaCompany from '@/content/ja/company';
import * as jaProducts from '@/content/ja/products';

/**
 * The Japanese content modules (issue 14) mirror their English originals: same exports, same deep
 * shape, identical identifiers, and every text translated (kana/kanji), keeping its figures.
 */

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/** Keys whose string values are identifiers, not copy: the same in every language. */
const NON_TEXT_KEYS = new Set(['id', 'icon', 'url', 'src', 'year', 'en']);

/**
 * Figures the Japanese states in Japanese units instead of the English form: the English token maps
 * to the Japanese phrase that must appear instead (9.6 million = 960万; 2.6 million = 260万).
 */
const CONVERTED_FIGURES: Readonly<Record<string, string>> = { '9.6': '960万', '2.6': '260万' };

/** Texts that may stay in Latin script (proper names, acronyms); none so far. */
const LATIN_ALLOWED = new Set<string>();

/**
 * Latin words a Japanese text may show outside brackets: the brand, Indian policy names, and
 * acronyms. Anything else in Latin script must stand in brackets after its Japanese term.
 */
const LATIN_WORDS_ALLOWED = new Set([
  ...site.name.split(' '),
  ...'Bharat Sookshma Laghu Udyam Suraksha Griha Raksha'.split(' '),
  ...'IRDAI GIC Re ISO EPC CGL PL IT SRCC'.split(' '),
]);

/** Office cities as Japanese writes them. */
const CITIES_IN_KATAKANA: Readonly<Record<(typeof site.officeCities)[number], string>> = {
  Bangalore: 'ベンガルール',
  Delhi: 'デリー',
  Chennai: 'チェンナイ',
  Pune: 'プネー',
  Ahmedabad: 'アーメダバード',
  Mumbai: 'ムンバイ',
  Hyderabad: 'ハイデラバード',
  Indore: 'インドール',
};

interface TextPair {
  readonly path: string;
  readonly en: string;
  readonly ja: string;
}

/** Walks both values in step; returns structural differences and collects the text pairs. */
function compare(en: unknown, ja: unknown, path: string, key: string, texts: TextPair[]): string[] {
  if (Array.isArray(en)) {
    if (!Array.isArray(ja)) return [`${path}: not an array`];
    if (ja.length !== en.length) return [`${path}: length ${ja.length}, English ${en.length}`];
    return en.flatMap((item, i) => compare(item, ja[i], `${path}[${i}]`, key, texts));
  }
  if (en !== null && typeof en === 'object') {
    if (ja === null || typeof ja !== 'object' || Array.isArray(ja)) return [`${path}: not an object`];
    const enKeys = Object.keys(en).sort();
    const jaKeys = Object.keys(ja).sort();
    if (enKeys.join() !== jaKeys.join()) return [`${path}: keys ${jaKeys.join()}, English ${enKeys.join()}`];
    return enKeys.flatMap((k) => compare((en as Record<string, unknown>)[k], (ja as Record<string, unknown>)[k], `${path}.${k}`, k, texts));
  }
  if (typeof en === 'string' && !NON_TEXT_KEYS.has(key)) {
    if (typeof ja !== 'string') return [`${path}: not a string`];
    texts.push({ path, en, ja });
    return [];
  }
  return Object.is(en, ja) ? [] : [`${path}: ${JSON.stringify(ja)}, English ${JSON.stringify(en)}`];
}

/** Every number written in the English (1,50,000; 1.35; 27001; 2008 …). */
function figuresOf(text: string): string[] {
  return text.match(/\d(?:[\d,.]*\d)?/g) ?? [];
}

/** Latin words outside brackets (ASCII or full-width) not on the allowed list; section numbers such as 80D pass. */
function strayLatinWords(text: string): string[] {
  const outsideBrackets = text.replace(/\([^)]*\)|（[^）]*）/g, ' ');
  return (outsideBrackets.match(/(?<![A-Za-z0-9])[A-Za-z][A-Za-z’']*/g) ?? []).filter((word) => !LATIN_WORDS_ALLOWED.has(word));
}

function checkTexts(texts: readonly TextPair[]): string[] {
  const problems: string[] = [];
  for (const { path, en, ja } of texts) {
    if (ja.trim() === '') problems.push(`${path}: empty`);
    else if (!JAPANESE.test(ja) && !(LATIN_ALLOWED.has(en) && ja === en)) problems.push(`${path}: no Japanese: ${ja}`);
    for (const figure of figuresOf(en)) {
      const expected = CONVERTED_FIGURES[figure] ?? figure;
      if (!ja.includes(expected)) problems.push(`${path}: lacks "${expected}" (English has ${figure})`);
    }
    if (/[０-９Ａ-Ｚａ-ｚ]/.test(ja)) problems.push(`${path}: full-width digits or letters`);
    const stray = strayLatinWords(ja);
    if (stray.length > 0) problems.push(`${path}: English outside brackets: ${stray.join(' ')}`);
  }
  return problems;
}

describe.each([
  ['products', enProducts, withData(enProducts, jaProducts)],
  ['company', enCompany, withData(enCompany, jaCompany)],
] as const)('Japanese %s module', (_name, en, ja) => {
  it('has the same exports as the English module', () => {
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
  });

  const texts: TextPair[] = [];
  const differences = compare({ ...en }, { ...ja }, _name, '', texts);

  it('has the same deep shape and the same identifiers, image paths and numbers', () => {
    expect(differences).toEqual([]);
    expect(texts.length).toBeGreaterThan(0);
  });

  it('translates every text into Japanese, keeping its figures', () => {
    expect(checkTexts(texts)).toEqual([]);
  });
});

describe('Japanese company overview', () => {
  it('keeps the company name in Latin script and names every office city in katakana', () => {
    const intro = jaCompany.companyIntro.join('\n');
    expect(intro).toContain(site.name);
    for (const city of site.officeCities) {
      expect(intro, city).toContain(CITIES_IN_KATAKANA[city]);
      expect(intro, city).not.toContain(city);
    }
  });

  it('states the figures of the 2025 milestone in Japanese units', () => {
    const milestone = jaCompany.journey.milestones.find((m) => m.year === '2025');
    expect(milestone?.text).toContain('960万件');
    expect(milestone?.text).toContain('260万件');
  });
});
