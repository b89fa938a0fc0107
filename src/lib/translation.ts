/**
 * A translation holds only words. Ids, addresses, sizes, images and every number or yes/no are the
 * same in every language, so they are taken from the English module the component passes to
 * `useCopy` (src/lib/i18n.tsx); a translated namespace leaves them out, and
 * tests/i18n/locale-parity.test.ts fails on any it still carries (docs/i18n/README.md).
 */

/** Keys whose text or number is data in every namespace: identifiers, addresses, images and sizes (an object under one, such as an image with its alt text, is looked into). */
export const DATA_KEYS = [
  'id',
  'type',
  'icon',
  'kind',
  'value',
  'group',
  'packageCode',
  'insuranceType',
  'action',
  'url',
  'href',
  'to',
  'visitHref',
  'src',
  'file',
  'image',
  'thumbnail',
  'videoUrl',
  'width',
  'height',
  'size',
  'level',
] as const;

export type DataKey = (typeof DATA_KEYS)[number];

const dataKeys: ReadonlySet<string> = new Set(DATA_KEYS);

/** An address, whatever its key: a web, e-mail or phone link, a path or an anchor. */
const ADDRESS = /^(https?:|mailto:|tel:|\/|#)/;

/** @internal Whether the English value at `key` is data (the same in every language), not words (tests/i18n/locale-parity.test.ts). */
export function isData(value: unknown, key: string): boolean {
  return typeof value === 'number' || typeof value === 'boolean' || (typeof value === 'string' && (dataKeys.has(key) || ADDRESS.test(value)));
}

function merge(en: unknown, words: unknown, key: string): unknown {
  if (isData(en, key)) return en;
  if (Array.isArray(en)) return en.map((item, i) => merge(item, (words as readonly unknown[] | undefined)?.[i], key));
  if (en !== null && typeof en === 'object' && typeof en !== 'function') {
    const out: Record<string, unknown> = { ...(words as object | undefined) };
    for (const [k, value] of Object.entries(en)) out[k] = merge(value, (words as Record<string, unknown> | undefined)?.[k], k);
    return out;
  }
  return words ?? en;
}

const merged = new WeakMap<object, WeakMap<object, unknown>>();

/**
 * A translated namespace with the English module's data put back: words from the translation (and
 * any key only the translation has, such as a glossary term's English name), everything else from
 * the English. Made once per pair and kept, so a component gets the same object on every render.
 */
export function withData<T extends object>(en: T, words: object): T {
  const byEnglish = merged.get(words) ?? new WeakMap<object, unknown>();
  merged.set(words, byEnglish);
  if (!byEnglish.has(en)) byEnglish.set(en, merge(en, words, ''));
  return byEnglish.get(en) as T;
}
