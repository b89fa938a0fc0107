import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import YAML from 'yaml';
import { site } from '@/config/site';
import { productCarousel, testimonials } from '@/content/home';
import { insurerForms } from '@/content/insurer-forms';
import { statutory } from '@/config/statutory';
import { CONVENTIONS, FORBIDDEN_OFFICER_TITLES, HINDI_SPELLING, LATIN_ALLOWED, LATIN_NAMES, TERMS, type Locale, type Term } from '@/content/termbase';
import type { CopyEntry } from './flatten';

/**
 * The termbase scan (src/content/termbase.ts): what a translated text must not contain, and the
 * chosen rendering its English asks for. Used by tests/i18n/termbase.test.ts on every namespace,
 * both glossaries and the `hi` examples of openapi.yaml.
 */
export interface Finding {
  /** Which rule: a convention id, "term", "spelling", "english" or "consistency". */
  readonly rule: string;
  readonly detail: string;
}

const LETTER = String.raw`[\p{L}\p{M}\p{N}]`;
/** The endings a Hindi noun or adjective takes (देयता → देयताओं, सर्वेयर → सर्वेयरों). */
const ENDINGS = String.raw`(?:ों|ें|ाएँ|ाओं|एँ|ओं|ियाँ|ियों|याँ|यों|े|ी|ा|ीं)?`;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A forbidden variant as a pattern: Hindi words whole (with their endings), Japanese as written. */
function compile(variant: string | RegExp, locale: Locale): RegExp {
  if (variant instanceof RegExp) return new RegExp(variant.source, variant.flags.includes('u') ? variant.flags : `${variant.flags}u`);
  if (locale === 'ja') return new RegExp(escape(variant), 'u');
  return new RegExp(`(?<!${LETTER})${escape(variant)}${ENDINGS}(?!${LETTER})`, 'u');
}

/** Each pattern compiled once: the scan runs them over thousands of texts. */
const compiled = new Map<string, RegExp>();
function once(key: string, make: () => RegExp): RegExp {
  let pattern = compiled.get(key);
  if (!pattern) compiled.set(key, (pattern = make()));
  return pattern;
}
const patternOf = (variant: string | RegExp, locale: Locale) =>
  once(`${locale} ${variant instanceof RegExp ? `/${variant.source}/${variant.flags}` : variant}`, () => compile(variant, locale));

/** A title no officer of ours has, given to someone as a title ("…: name", "…(", "हमारे …"). */
const officerPattern = (title: string) =>
  once(`officer ${title}`, () => new RegExp(`(?:हमारे|हमारी|当社の)\\s*${escape(title)}|${escape(title)}\\s*[:：(（]`, 'u'));
const misspelling = (wrong: string) => once(`spelling ${wrong}`, () => new RegExp(`(?<!${LETTER})${escape(wrong)}`, 'u'));

/** Removes the glosses a term allows: "जोखिमांकन (अंडरराइटिंग)" keeps only "जोखिमांकन". */
function withoutGlosses(text: string, term: Term, locale: Locale): string {
  let rest = text;
  for (const gloss of term[locale].gloss ?? []) rest = rest.split(`(${gloss})`).join(' ').split(`（${gloss}）`).join(' ');
  return rest;
}

/** Organisation, brand, product and (on Japanese pages) people's names that keep their Latin script. */
function latinNames(locale: Locale): string[] {
  const names = [site.name, site.shortName, ...insurerForms.map((f) => f.insurer), ...productCarousel.cards.map((c) => c.title), ...LATIN_NAMES];
  // Japanese pages keep the names of people and organisations, and postal addresses, in Latin script,
  // as the API (English there) sends them: the testimonials' people and organisations, the officers.
  if (locale === 'ja') {
    names.push(...testimonials.items.flatMap((t) => [t.name, ...(t.position.match(/[A-Z][A-Za-z]*(?: [A-Z][A-Za-z]*)+/g) ?? [])]));
    names.push(
      ...Object.values(statutory.officers).map((o) => o.name.en),
      statutory.dataProtectionContact.name.en,
      site.registeredOffice,
      site.headOffice.address,
    );
  }
  return names.sort((a, b) => b.length - a.length);
}

const namesByLocale = new Map<Locale, string[]>();

/** The text without the names that keep their Latin script (a name's bracketed remark, "(formerly …)", may be translated). */
function withoutNames(text: string, locale: Locale): string {
  const names =
    namesByLocale.get(locale) ??
    latinNames(locale)
      .flatMap((n) => [n, n.replace(/\s*\([^)]*\)\s*$/, '')])
      .sort((a, b) => b.length - a.length);
  namesByLocale.set(locale, names);
  let rest = text;
  for (const name of names) rest = rest.split(name).join(' ');
  return rest;
}

/** English words in a translated text: Latin-script words outside brackets, addresses and allowed names. */
export function englishWords(text: string, locale: Locale): string[] {
  const rest = withoutNames(text, locale)
    .replace(/\([^()]*\)|（[^（）]*）/g, ' ')
    .replace(/\S+@\S+/g, ' ')
    .replace(/\b[a-z0-9.-]+\.(?:in|com|org|gov|example|co)(?:\.[a-z]{2})?\S*/gi, ' ')
    .replace(/\{\{\w+\}\}/g, ' ')
    .replace(/\b[A-Z0-9]*\d[A-Z0-9]*\b/g, ' ')
    .replace(/⟨\d⟩/g, ' ');
  const allowed = new Set(LATIN_ALLOWED[locale]);
  return (rest.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).filter((w) => !allowed.has(w));
}

/** Everything wrong with one translated text; `en` is the English it translates, for the consistency check. */
export function scanText(text: string, locale: Locale, en?: string): Finding[] {
  const found: Finding[] = [];
  const t = text.normalize('NFC');
  const englishWithoutNames = en !== undefined && en !== text ? withoutNames(en, locale) : undefined;
  for (const convention of CONVENTIONS) {
    if (!convention.refuses || !convention.locales.includes(locale)) continue;
    const m = convention.refuses.exec(t);
    if (m) found.push({ rule: convention.id, detail: `“${m[0].trim() || m[0]}”` });
  }
  for (const term of TERMS) {
    const rendering = term[locale];
    const rest = withoutGlosses(t, term, locale);
    for (const variant of rendering.forbid ?? []) {
      const m = patternOf(variant, locale).exec(rest);
      if (m) found.push({ rule: 'term', detail: `“${m[0]}” for ${term.en}: write “${rendering.use}”` });
    }
    if (englishWithoutNames !== undefined && term.match?.test(englishWithoutNames)) {
      const forms = [rendering.use, ...(rendering.also ?? [])];
      if (!forms.some((f) => t.includes(f)))
        found.push({ rule: 'consistency', detail: `the English says “${term.match.exec(englishWithoutNames)?.[0]}”: write “${rendering.use}”` });
    }
  }
  // A title no officer of ours has, given to someone as a title ("…: name", "…(", "हमारे …"); the words
  // may still describe someone else, such as the Ombudsman, "an independent grievance officer".
  for (const title of FORBIDDEN_OFFICER_TITLES[locale]) {
    if (officerPattern(title).test(t)) {
      found.push({ rule: 'officer', detail: `“${title}”: a title no officer of ours has (src/config/statutory.ts)` });
    }
  }
  if (locale === 'hi') {
    for (const [wrong, right] of HINDI_SPELLING) {
      const m = misspelling(wrong).exec(t);
      if (m) found.push({ rule: 'spelling', detail: `“${wrong}”: write “${right}”` });
    }
  }
  const english = englishWords(t, locale);
  if (english.length > 0) found.push({ rule: 'english', detail: english.map((w) => `“${w}”`).join(', ') });
  return found;
}

/** Answers of a text function to a sample of the wrong type ("NaN", "true", the sample day): not copy. */
const NOT_COPY = /NaN|\[object |undefined|\btrue\b|\bfalse\b|2026-11-30/;

/** The findings of every text of a namespace, each named by its key (a function's answers once each). */
export function scanEntries(entries: readonly CopyEntry[], locale: Locale): string[] {
  return entries.flatMap((entry) => {
    const seen = new Set<string>();
    return entry.text.flatMap((text, i) => {
      if (text === '✗' || NOT_COPY.test(text)) return [];
      const english = entry.en[entry.en.length === 1 ? 0 : i];
      const en = english !== undefined && english !== '✗' && !NOT_COPY.test(english) ? english : undefined;
      const found = scanText(text, locale, en).map((f) => `${entry.key}: ${f.rule}: ${f.detail} — “${text.length > 140 ? `${text.slice(0, 140)}…` : text}”`);
      return found.filter((f) => !seen.has(f) && seen.add(f));
    });
  });
}

type Example = Record<string, unknown>;

/** Fields of the API's items that hold names (of people and organisations). */
const NAME_FIELDS = new Set(['name', 'member_name', 'company_name']);

/** The `hi` example texts of every list in openapi.yaml, paired with the `en` texts they translate (values that differ). */
export function apiExampleTexts(root = resolve(import.meta.dirname, '../..')): CopyEntry[] {
  const doc = YAML.parse(readFileSync(join(root, 'openapi.yaml'), 'utf8')) as {
    paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }> } }>;
  };
  const entries: CopyEntry[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const examples = item.get?.responses['200']?.content?.['application/json']?.examples;
    const en = examples?.en?.value;
    const hi = examples?.hi?.value;
    if (!Array.isArray(en) || !Array.isArray(hi)) continue;
    en.forEach((english: Example, i) => {
      const hindi = (hi[i] ?? {}) as Example;
      for (const [field, value] of Object.entries(english)) {
        const theirs = hindi[field];
        if (typeof value === 'string' && typeof theirs === 'string' && theirs !== value) {
          // A name is written, not translated: the English words in it ask for no term.
          entries.push({ key: `${path}[${i}].${field}`, en: NAME_FIELDS.has(field) ? [] : [value], text: [theirs] });
        }
      }
    });
  }
  return entries;
}
