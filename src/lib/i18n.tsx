import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@/config/locales';
import { formatFor, type LocaleFormat } from './locale-format';
import { withData } from './translation';

/**
 * The page's language and its copy. The locale comes from the URL prefix (entry-server / main pick
 * it and wrap the app in <LocaleProvider>); components ask for a namespace with
 * `useCopy('forms', FORM_TEXT)`: English returns the module they pass (no other language is bundled
 * with English pages), any other locale returns that namespace's words as loaded before render
 * (src/content/copy-loading.ts puts them here) with the English module's data (./translation.ts). This module knows no copy: the namespaces and their
 * shapes are declared by src/content/catalog.ts, which adds them to `Catalog`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by src/content/catalog.ts (declaration merging)
export interface Catalog {}

export type Namespace = keyof Catalog;

/** What a locale provides for a namespace: its words only (./translation.ts puts the English data back). */
export type Words = object;

const loaded = new Map<Locale, Partial<Record<Namespace, Words>>>();

/** Whether a namespace of a locale has been provided. */
export function hasCopy(locale: Locale, ns: Namespace): boolean {
  return loaded.get(locale)?.[ns] !== undefined;
}

/** Provides a namespace of a locale's copy (its loader has run). */
export function provideCopy(locale: Locale, ns: Namespace, value: Words): void {
  const store = loaded.get(locale) ?? {};
  loaded.set(locale, store);
  store[ns] = value;
}

/** A namespace of a locale's words as provided (it must have been loaded). */
export function providedCopy(locale: Locale, ns: Namespace): Words {
  const value = loaded.get(locale)?.[ns];
  if (value === undefined) throw new Error(`The ${locale} copy "${String(ns)}" was used before it was loaded`);
  return value;
}

/** A namespace of a locale's copy; English is the module passed in, which also gives every locale its data. */
export function copyFor<N extends Namespace>(locale: Locale, ns: N, en: Catalog[N]): Catalog[N] {
  return locale === 'en' ? en : (withData(en as object, providedCopy(locale, ns)) as Catalog[N]);
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

/** Numbers and dates through Intl in the page's locale (./locale-format.ts). */
export function useFormat(): LocaleFormat {
  const locale = useLocale();
  return useMemo(() => formatFor(locale), [locale]);
}
