import { describe, expect, it } from 'vitest';
import type { CopyLoaders, Namespace } from '@/content/catalog';
import { hiCopy } from '@/content/hi';
import { jaCopy } from '@/content/ja';
import { JA_ROUTES } from '@/config/locales';
import { CORE_NAMESPACES, PAGE_NAMESPACES } from '@/content/namespaces';
import { englishCopy as english } from '../../scripts/i18n/copy';

/*
 * Key parity (issue 14): every namespace of every locale has exactly the keys of the
 * English (same object keys, same list lengths, functions where English has functions,
 * a non-empty text where English has text). The types already require the keys; this
 * also catches a cast, an extra key, a shorter list or an empty string.
 */
/** Keys another language may add: a glossary entry's English term, shown in brackets and searched. */
const EXTRA_KEYS = new Set(['en']);

/**
 * Values that are data, not words, and so the same in every language: every number and boolean, an
 * address (http(s), mailto:, tel:, a path or an anchor), and the value of an identifier key (the
 * `IdKey`s of src/content/catalog.ts, and addresses by name).
 */
const DATA_KEYS = new Set([
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
  'src',
  'file',
  'width',
  'height',
]);
const ADDRESS = /^(https?:|mailto:|tel:|\/|#)/;

function isData(value: unknown, path: string): boolean {
  if (typeof value === 'number' || typeof value === 'boolean') return true;
  return (
    typeof value === 'string' &&
    (ADDRESS.test(value) ||
      DATA_KEYS.has(
        path
          .split('.')
          .pop()
          ?.replace(/\[\d+\]$/, '') ?? '',
      ))
  );
}

function differences(en: unknown, other: unknown, path: string): string[] {
  if (typeof en === 'function') return typeof other === 'function' ? [] : [`${path}: not a function`];
  if (isData(en, path) && other !== en) return [`${path}: ${JSON.stringify(other)}, English ${JSON.stringify(en)} (data is the same in every language)`];
  if (typeof en === 'string') return typeof other === 'string' && (other.trim() !== '' || en.trim() === '') ? [] : [`${path}: missing or empty text`];
  if (Array.isArray(en)) {
    if (!Array.isArray(other)) return [`${path}: not a list`];
    if (other.length !== en.length) return [`${path}: ${other.length} items, English has ${en.length}`];
    return en.flatMap((item, i) => differences(item, other[i], `${path}[${i}]`));
  }
  if (en !== null && typeof en === 'object') {
    if (other === null || typeof other !== 'object' || Array.isArray(other)) return [`${path}: not an object`];
    const a = Object.keys(en);
    const b = Object.keys(other);
    const missing = a.filter((k) => !b.includes(k)).map((k) => `${path}.${k}: missing`);
    const extra = b.filter((k) => !a.includes(k) && !EXTRA_KEYS.has(k)).map((k) => `${path}.${k}: not in English`);
    return [
      ...missing,
      ...extra,
      ...a.filter((k) => b.includes(k)).flatMap((k) => differences((en as Record<string, unknown>)[k], (other as Record<string, unknown>)[k], `${path}.${k}`)),
    ];
  }
  return typeof other === typeof en ? [] : [`${path}: ${typeof other}, English ${typeof en}`];
}

const locales: Record<string, Partial<CopyLoaders>> = { hi: hiCopy, ja: jaCopy };

describe('every locale has every key of the English copy', () => {
  it('Hindi provides every namespace', () => {
    expect(Object.keys(hiCopy).sort()).toEqual(Object.keys(english).sort());
  });

  it("Japanese provides the frame's namespaces, those of the pages it publishes and the meta descriptions", () => {
    const needed = new Set<Namespace>([...CORE_NAMESPACES, ...JA_ROUTES.flatMap((id) => PAGE_NAMESPACES[id]), 'routeDescriptions']);
    expect(Object.keys(jaCopy).sort()).toEqual([...needed].sort());
  });

  for (const [locale, loaders] of Object.entries(locales)) {
    for (const ns of Object.keys(loaders) as Namespace[]) {
      it(`${locale}: ${ns}`, async () => {
        const load = loaders[ns] as () => Promise<unknown>;
        expect(differences(english[ns], await load(), ns)).toEqual([]);
      });
    }
  }

  it('the comparison fails on a URL, a size or an id that differs from the English', () => {
    const en = {
      links: [{ label: 'Forms', url: 'https://insurer.example/forms' }],
      image: { src: '/images/a.svg', width: 1200, height: 480 },
      id: 'free-look',
    };
    const hi = {
      links: [{ label: 'फ़ॉर्म', url: 'https://insurer.example/old-forms' }],
      image: { src: '/images/a.svg', width: 1000, height: 480 },
      id: 'free-look',
    };
    expect(differences(en, hi, 'ns')).toEqual([
      'ns.links[0].url: "https://insurer.example/old-forms", English "https://insurer.example/forms" (data is the same in every language)',
      'ns.image.width: 1000, English 1200 (data is the same in every language)',
    ]);
    expect(differences(en, { ...hi, links: en.links, image: en.image }, 'ns')).toEqual([]);
  });

  it('the comparison fails on a missing key, a short list and an empty text', () => {
    expect(differences({ a: 'x', b: ['1', '2'], c: 'y' }, { b: ['1'], c: '' }, 'ns')).toEqual([
      'ns.a: missing',
      'ns.b: 1 items, English has 2',
      'ns.c: missing or empty text',
    ]);
  });
});
