import { describe, expect, it } from 'vitest';
import type { CopyLoaders, Namespace } from '@/content/catalog';
import { hiCopy } from '@/content/hi';
import { jaCopy } from '@/content/ja';
import { JA_ROUTES } from '@/config/locales';
import { CORE_NAMESPACES, PAGE_NAMESPACES } from '@/content/namespaces';
import { englishCopy as english } from '../../scripts/i18n/copy';
import { isData, withData } from '@/lib/translation';

/*
 * Key parity: every namespace of every locale has exactly the words of the English (same object
 * keys, same list lengths, functions where English has functions, a non-empty text where English
 * has text) and no data: ids, addresses, images, sizes and numbers come from the English module
 * (src/lib/translation.ts), so a translation that still carries one fails here. The types already
 * require the words; this also catches a cast, an extra key, a shorter list or an empty string.
 */
/** Keys another language may add: a glossary entry's English term, shown in brackets and searched. */
const EXTRA_KEYS = new Set(['en']);

function differences(en: unknown, other: unknown, path: string, key = ''): string[] {
  if (isData(en, key))
    return other === undefined ? [] : [`${path}: ${JSON.stringify(other)} is data in a translation (it comes from the English ${JSON.stringify(en)})`];
  if (typeof en === 'function') return typeof other === 'function' ? [] : [`${path}: not a function`];
  if (typeof en === 'string') return typeof other === 'string' && (other.trim() !== '' || en.trim() === '') ? [] : [`${path}: missing or empty text`];
  if (Array.isArray(en)) {
    if (!Array.isArray(other)) return [`${path}: not a list`];
    if (other.length !== en.length) return [`${path}: ${other.length} items, English has ${en.length}`];
    return en.flatMap((item, i) => differences(item, other[i], `${path}[${i}]`, key));
  }
  if (en !== null && typeof en === 'object') {
    if (other === null || typeof other !== 'object' || Array.isArray(other)) return [`${path}: not an object`];
    const theirs = other as Record<string, unknown>;
    const extra = Object.keys(theirs)
      .filter((k) => !(k in en) && !EXTRA_KEYS.has(k))
      .map((k) => `${path}.${k}: not in English`);
    return [
      ...extra,
      ...Object.entries(en).flatMap(([k, value]) =>
        k in theirs || isData(value, k) ? differences(value, theirs[k], `${path}.${k}`, k) : [`${path}.${k}: missing`],
      ),
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

  it('fails on a URL, a size or an id that a translation carries, even one equal to the English', () => {
    const en = {
      links: [{ label: 'Forms', url: 'https://insurer.example/forms' }],
      image: { src: '/images/a.svg', alt: 'A chart', width: 1200, height: 480 },
      id: 'free-look',
    };
    const hi = {
      links: [{ label: 'फ़ॉर्म', url: 'https://insurer.example/old-forms' }],
      image: { alt: 'एक चार्ट', width: 1200 },
      id: 'free-look',
    };
    expect(differences(en, hi, 'ns')).toEqual([
      'ns.links[0].url: "https://insurer.example/old-forms" is data in a translation (it comes from the English "https://insurer.example/forms")',
      'ns.image.width: 1200 is data in a translation (it comes from the English 1200)',
      'ns.id: "free-look" is data in a translation (it comes from the English "free-look")',
    ]);
    const words = { links: [{ label: 'फ़ॉर्म' }], image: { alt: 'एक चार्ट' } };
    expect(differences(en, words, 'ns')).toEqual([]);
    // What a component gets: the words of the translation, the data of the English.
    expect(withData(en, words)).toEqual({
      links: [{ label: 'फ़ॉर्म', url: 'https://insurer.example/forms' }],
      image: { src: '/images/a.svg', alt: 'एक चार्ट', width: 1200, height: 480 },
      id: 'free-look',
    });
    expect(withData(en, words)).toBe(withData(en, words));
  });

  it('the comparison fails on a missing key, a short list and an empty text', () => {
    expect(differences({ a: 'x', b: ['1', '2'], c: 'y' }, { b: ['1'], c: '' }, 'ns')).toEqual([
      'ns.a: missing',
      'ns.b: 1 items, English has 2',
      'ns.c: missing or empty text',
    ]);
  });
});
