import type { RouteCopy, RouteId } from '@/config/paths';
import type { siteFrameText } from './site-frame';

/**
 * The shape of the site's copy in every language (issue 14). English copy stays in
 * its own modules (imported by the components as before, so English pages carry no
 * other language); every other locale provides each namespace below with the same
 * keys, loaded on demand (src/content/<locale>/index.ts). A missing key is a type
 * error there, and tests/content/locale-parity.test.ts compares the values too.
 */

/** Deeply widens an English module's literal types to what a translation must provide. */
export type Copy<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Copy<R>
    : T extends readonly (infer U)[]
      ? readonly Copy<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Copy<T[K]> }
        : T;

export interface Catalog {
  routes: Readonly<Record<RouteId, RouteCopy>>;
  siteFrame: Copy<typeof siteFrameText>;
}

export type Namespace = keyof Catalog;

/** Loads each namespace of a locale (a dynamic import: a locale's copy is its own chunks). */
export type CopyLoaders<N extends Namespace = Namespace> = { readonly [K in N]: () => Promise<Catalog[K]> };

/** Namespaces every page of a locale needs (the frame, the forms): loaded before the first render. */
export const CORE_NAMESPACES = ['routes', 'siteFrame'] as const satisfies readonly Namespace[];

/** Namespaces only some pages need, loaded with the page's code (by route id). */
export const PAGE_NAMESPACES: Readonly<Partial<Record<RouteId, readonly Namespace[]>>> = {};
