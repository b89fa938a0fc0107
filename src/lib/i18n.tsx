import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE, localeInfo, type Locale } from '@/config/locales';
import type { RouteId } from '@/config/paths';
import { formatDate, formatNumber } from './number-format';
import type { Catalog, CopyLoaders, Namespace } from '@/content/catalog';

/**
 * The page's language and its copy (issue 14). The locale comes from the URL
 * prefix (entry-server / main pick it and wrap the app in <LocaleProvider>);
 * components ask for a namespace with `useCopy('forms', FORM_TEXT)`: English
 * returns the module they pass (no other language is bundled with English pages),
 * any other locale returns that namespace as loaded by `loadCopy` before render.
 */
/** Each locale's loaders, themselves loaded on demand: English pages carry none of them. */
const loaders: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<Partial<CopyLoaders>>>> = {
  hi: () => import('@/content/hi').then((m) => m.hiCopy),
  ja: () => import('@/content/ja').then((m) => m.jaCopy),
};

const loaded = new Map<Locale, Partial<Catalog>>();

/** Loads namespaces of a locale once (before the first render, or with a page's code). */
export async function loadCopy(locale: Locale, namespaces: readonly Namespace[]): Promise<void> {
  if (locale === 'en') return;
  const store = loaded.get(locale) ?? {};
  loaded.set(locale, store);
  const localeLoaders = await loaders[locale]();
  await Promise.all(
    namespaces
      .filter((ns) => !(ns in store))
      .map(async (ns) => {
        const load = localeLoaders[ns] as (() => Promise<Catalog[typeof ns]>) | undefined;
        if (!load) throw new Error(`No ${locale} copy for "${ns}"`);
        const value = await load();
        (store as Record<Namespace, unknown>)[ns] = value;
      }),
  );
}

/** The lists of namespaces, with the locale's loaders fetched beside them: one round trip fewer before the first render. */
async function namespaceLists(locale: Exclude<Locale, 'en'>) {
  const [lists] = await Promise.all([import('@/content/namespaces'), loaders[locale]()]);
  return lists;
}

/** The namespaces every page needs (the frame, the forms), before the first render; nothing in English. */
export async function loadCoreCopy(locale: Locale): Promise<void> {
  if (locale === 'en') return;
  const { CORE_NAMESPACES } = await namespaceLists(locale);
  await loadCopy(locale, CORE_NAMESPACES);
}

/** The namespaces only one page uses, loaded with its code; nothing in English. */
export async function loadPageCopy(locale: Locale, id: RouteId): Promise<void> {
  if (locale === 'en') return;
  const { PAGE_NAMESPACES } = await namespaceLists(locale);
  await loadCopy(locale, PAGE_NAMESPACES[id] ?? []);
}

/** A namespace of a locale's copy; English is the module passed in. */
export function copyFor<N extends Namespace>(locale: Locale, ns: N, en: Catalog[N]): Catalog[N] {
  if (locale === 'en') return en;
  const value = loaded.get(locale)?.[ns];
  if (value === undefined) throw new Error(`The ${locale} copy "${ns}" was used before it was loaded`);
  return value as Catalog[N];
}

/**
 * A namespace whose English module is itself loaded on demand, e.g. the meta descriptions,
 * which no page needs on its first view: English imports `loadEnglish`, other locales their copy.
 */
export async function loadLazyCopy<N extends Namespace>(locale: Locale, ns: N, loadEnglish: () => Promise<Catalog[N]>): Promise<Catalog[N]> {
  if (locale === 'en') return loadEnglish();
  await loadCopy(locale, [ns]);
  const value = loaded.get(locale)?.[ns];
  if (value === undefined) throw new Error(`No ${locale} copy for "${ns}"`);
  return value as Catalog[N];
}

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The page's copy of one namespace: `const t = useCopy('forms', FORM_TEXT)`. */
export function useCopy<N extends Namespace>(ns: N, en: Catalog[N]): Catalog[N] {
  return copyFor(useLocale(), ns, en);
}

export interface LocaleFormat {
  locale: Locale;
  /** The BCP 47 tag (en-IN, hi-IN, ja-JP). */
  tag: string;
  /** A number with the locale's grouping (lakh and crore in India: 12,34,567). */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  date: (value: Date, options?: Intl.DateTimeFormatOptions) => string;
}

export function formatFor(locale: Locale): LocaleFormat {
  const tag = localeInfo[locale].tag;
  return {
    locale,
    tag,
    number: (value, options) => formatNumber(tag, value, options),
    date: (value, options) => formatDate(tag, value, options),
  };
}

/** Numbers and dates through Intl in the page's locale. */
export function useFormat(): LocaleFormat {
  const locale = useLocale();
  return useMemo(() => formatFor(locale), [locale]);
}
