import { createHash } from 'node:crypto';

/**
 * A namespace of copy as a flat list of texts, keyed the same way in English and in every
 * translation: the review tools (fingerprints, termbase scan) read copy through this.
 *
 * Keys are paths through the English value: `claimsText.lines[motor].steps[0]`. A list item is
 * named by its English `id` (or `key`, `value`, glossary `term`) when those are unique, so a key
 * stays the same when items are added before it; otherwise by its index.
 *
 * A function (a text with a parameter) is called with a fixed set of sample arguments; its
 * texts are the answers, so a change in what the English says for any of them changes its
 * fingerprint, and every answer of a translation is scanned.
 */
export interface CopyEntry {
  readonly key: string;
  /** The English text, or the English answers of a function (one per sample that did not throw). */
  readonly en: readonly string[];
  /** The translation's text(s) at the same place (a function's answers in sample order, "✗" where it threw); empty when the translation has nothing there. */
  readonly text: readonly string[];
}

/** Keys whose values are identifiers, not words (the catalog's IdKey): never copy. */
const ID_KEYS = new Set(['id', 'type', 'icon', 'kind', 'value', 'group', 'packageCode', 'insuranceType']);

/** Values that are addresses, not words: web, mail and phone links, site paths, e-mail addresses. */
const ADDRESS = /^(?:https?:\/\/|mailto:|tel:|\/)\S*$|^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sample arguments a text function is called with (strings, counts, hours, flags, callback days). */
const DAY = (relation: string) => ({ date: '2026-11-30', weekday: 1, relation });
export const SAMPLE_ARGUMENTS: readonly (readonly unknown[])[] = [
  ['⟨1⟩', '⟨2⟩', '⟨3⟩'],
  [1, 1, 1],
  [9, 20, 3],
  [12, 13, 1],
  [16, 17, 1],
  [20, 21, 1],
  ['⟨1⟩', 9],
  ['⟨1⟩', 12],
  ['⟨1⟩', 16],
  [true],
  [false],
  [DAY('today')],
  [DAY('tomorrow')],
  [DAY('later')],
];

/** The texts of a function's answer (a string, or the strings inside an object it returns). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  if (typeof value === 'number') return [String(value)];
  return [];
}

/** A function's answers to every sample ("✗" where it throws), in sample order. */
export function answersOf(fn: unknown): string[] {
  if (typeof fn !== 'function') return [];
  return SAMPLE_ARGUMENTS.map((args) => {
    try {
      return textsOf((fn as (...a: unknown[]) => unknown)(...args)).join(' ⁞ ');
    } catch {
      return '✗';
    }
  });
}

function itemName(item: unknown): string | undefined {
  if (item === null || typeof item !== 'object') return undefined;
  const record = item as Record<string, unknown>;
  for (const field of ['id', 'key', 'value', 'term']) {
    const v = record[field];
    if (typeof v === 'string' || typeof v === 'number') return String(v);
  }
  return undefined;
}

/** Walks the English value and the translation in step and lists every text. */
export function flatten(en: unknown, translation: unknown, path = ''): CopyEntry[] {
  if (typeof en === 'function') {
    const answers = answersOf(en);
    return [{ key: `${path}()`, en: answers, text: answersOf(translation) }];
  }
  if (typeof en === 'string') {
    if (en.trim() === '' || ADDRESS.test(en.trim())) return [];
    return [{ key: path, en: [en], text: typeof translation === 'string' ? [translation] : [] }];
  }
  if (Array.isArray(en)) {
    const names = en.map(itemName);
    const unique = names.every((n) => n !== undefined) && new Set(names).size === names.length;
    const other = Array.isArray(translation) ? translation : [];
    return en.flatMap((item, i) => flatten(item, other[i], `${path}[${unique ? names[i] : i}]`));
  }
  if (en !== null && typeof en === 'object') {
    const other = translation !== null && typeof translation === 'object' ? (translation as Record<string, unknown>) : {};
    return Object.entries(en as Record<string, unknown>).flatMap(([k, v]) => (ID_KEYS.has(k) ? [] : flatten(v, other[k], path === '' ? k : `${path}.${k}`)));
  }
  return [];
}

/** The fingerprint of an English text (or of a function's answers): short, stable, and changing with any edit. */
export function fingerprint(entry: Pick<CopyEntry, 'en'>): string {
  return createHash('sha256').update(entry.en.join('\u0000')).digest('hex').slice(0, 12);
}
