import { describe, expect, it } from 'vitest';
import type { Catalog, Namespace } from '@/content/catalog';
import type { CallbackProduct } from '@/content/callback';
import { choiceNames } from '@/content/callback-hero';
import { hiCopy } from '@/content/hi';
import { jaCopy } from '@/content/ja';
import { notFoundText } from '@/content/not-found';
import { withData } from '@/lib/translation';
import { englishCopy } from '../../scripts/i18n/copy';

/*
 * One label per intent: asking us to call back has one set of words per language, defined once
 * (callbackEntry.label), and every opener, the form's heading and its send button are those words,
 * read from the content objects as the pages read them. Each product has one name per language,
 * the same in the hero's chips, the call-back form and /products' choices.
 */

type Load = <N extends Namespace>(ns: N) => Promise<Catalog[N] | undefined>;
type Loaders = Partial<Record<Namespace, () => Promise<object>>>;

/** A namespace of a translation as a page gets it through useCopy: its words, with the English module's data. */
const translated =
  (loaders: Loaders): Load =>
  async (ns) => {
    const words = await loaders[ns]?.();
    return words && withData(englishCopy[ns], words);
  };

const LOCALES: Record<'en' | 'hi' | 'ja', Load> = {
  en: async (ns) => englishCopy[ns],
  hi: translated(hiCopy),
  // Japanese publishes some pages only (JA_ROUTES): a namespace it lacks has no opener to check.
  ja: translated(jaCopy),
};

/** The words the call-back intent had before it had one label, by language: no text may be one of them again. */
const RETIRED: Record<keyof typeof LOCALES, readonly string[]> = {
  en: ['Call back', 'Request a call back', 'Talk to an advisor', 'Get a quote', 'Get a quote or a call back', 'Get claim help'],
  hi: ['कॉल बैक', 'कॉल बैक का अनुरोध करें', 'सलाहकार से बात करें', 'कोटेशन पाएँ', 'कोटेशन या कॉल बैक पाएँ', 'दावे में सहायता पाएँ'],
  ja: ['折り返し電話を依頼する', 'アドバイザーに相談', '見積りを依頼', '見積り・折り返し電話のご依頼', '折り返し電話のご依頼'],
};

/** Every text of a namespace (functions aside), deeply. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

const CHOICE_PRODUCT = {
  car: 'Car',
  bike: 'Two-wheeler',
  health: 'Health',
  life: 'Life',
  business: 'Business',
  claims: 'Claim help',
} as const satisfies Record<string, CallbackProduct>;

describe.each(Object.entries(LOCALES))('the call-back intent in %s', (locale, load) => {
  it('has one label, and every opener, heading and send button of the call-back form reads it', async () => {
    const label = (await load('callbackEntry'))?.label;
    expect(label).toBeTruthy();
    const callback = await load('callback');
    const hero = await load('heroCallback');
    const contact = await load('contact');
    const claims = await load('claims');
    const openers: Record<string, string | undefined> = {
      'the form’s heading': callback?.callbackText.title,
      'the form’s send button': callback?.callbackText.submit,
      'the home hero box’s heading': hero?.heroCallbackText.heading,
      'the home hero box’s send button': hero?.heroCallbackText.submit,
      ...(locale === 'en' ? { 'the 404 page’s button': notFoundText.callBack } : {}),
    };
    for (const [where, words] of Object.entries(openers)) expect(words, where).toBe(label);
    // The /contact tile, the /claims button and /products' tiles read `callbackEntry.label` itself: their
    // page copy holds no label of its own (nor would a page chunk then import the core copy).
    expect(contact?.reachUsText.callBack, 'the /contact tile').not.toHaveProperty('title');
    if (claims) expect(claims.claimsText.helpline, 'the /claims button').not.toHaveProperty('getHelp');
  });

  it('shows none of the call-back’s former labels anywhere', async () => {
    const all = await Promise.all((Object.keys(englishCopy) as Namespace[]).map(async (ns) => texts(await load(ns))));
    const found = all.flat().filter((text) => RETIRED[locale as keyof typeof LOCALES].includes(text));
    expect(found).toEqual([]);
  });

  it('names each product once: the hero’s chips, the call-back form and /products’ choices', async () => {
    const callback = await load('callback');
    const hero = await load('heroCallback');
    const products = await load('products');
    expect(hero?.CALLBACK_PRODUCTS).toEqual(callback?.CALLBACK_PRODUCTS);
    const names = new Map(callback?.CALLBACK_PRODUCTS.map((p) => [p.value, p.label]));
    expect(new Set(names.values()).size, 'one name per product, no two alike').toBe(names.size);
    const choices = choiceNames(callback?.CALLBACK_PRODUCTS ?? []);
    for (const [key, product] of Object.entries(CHOICE_PRODUCT)) expect(choices[key as keyof typeof CHOICE_PRODUCT], key).toBe(names.get(product));
    // /products' own copy names no product: its tiles take these names.
    for (const key of Object.keys(CHOICE_PRODUCT)) expect(products?.productsPage.choices, key).not.toHaveProperty(key);
  });
});

it('calls the two-wheeler product "Bike" and claims help "Claims help" in English, as /products does', () => {
  expect(englishCopy.callback.CALLBACK_PRODUCTS.map((p) => p.label)).toEqual(['Car', 'Bike', 'Health', 'Life', 'Business', 'Claims help', 'Other']);
});
