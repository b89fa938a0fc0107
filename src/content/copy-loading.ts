import type { Locale } from '@/config/locales';
import type { RouteId } from '@/config/paths';
import { hasCopy, provideCopy, providedCopy, type Catalog, type Namespace } from '@/lib/i18n';
import type { CopyLoaders } from './catalog';
import { CORE_NAMESPACES, PAGE_NAMESPACES } from './namespaces';

/** Each locale's loaders, themselves loaded on demand: English pages carry none of them. */
const loaders: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<Partial<CopyLoaders>>>> = {
  hi: () => import('./hi').then((m) => m.hiCopy),
  ja: () => import('./ja').then((m) => m.jaCopy),
};

/** Loads namespaces of a locale once (before the first render, or with a page's code) into src/lib/i18n.tsx. */
export async function loadCopy(locale: Locale, namespaces: readonly Namespace[]): Promise<void> {
  if (locale === 'en') return;
  const localeLoaders = await loaders[locale]();
  await Promise.all(
    namespaces
      .filter((ns) => !hasCopy(locale, ns))
      .map(async (ns) => {
        const load = localeLoaders[ns] as (() => Promise<object>) | undefined;
        if (!load) throw new Error(`No ${locale} copy for "${ns}"`);
        provideCopy(locale, ns, await load());
      }),
  );
}

/** The namespaces every page needs (the frame, the forms), before the first render; nothing in English. */
export async function loadCoreCopy(locale: Locale): Promise<void> {
  await loadCopy(locale, CORE_NAMESPACES);
}

/** The namespaces only one page uses, loaded with its code; nothing in English. */
export async function loadPageCopy(locale: Locale, id: RouteId): Promise<void> {
  await loadCopy(locale, (PAGE_NAMESPACES as Partial<Record<RouteId, readonly Namespace[]>>)[id] ?? []);
}

/**
 * A namespace whose English module is itself loaded on demand, e.g. the meta descriptions,
 * which no page needs on its first view: English imports `loadEnglish`, other locales their copy.
 */
export async function loadLazyCopy<N extends Namespace>(locale: Locale, ns: N, loadEnglish: () => Promise<Catalog[N]>): Promise<Catalog[N]> {
  if (locale === 'en') return loadEnglish();
  await loadCopy(locale, [ns]);
  // A lazy namespace is words only (the meta descriptions), so the translation is the whole copy.
  return providedCopy(locale, ns) as Catalog[N];
}
