import type { CopyLoaders } from '@/content/catalog';

/** Hindi copy by namespace: every namespace of the catalog (a missing one is a type error). */
export const hiCopy: CopyLoaders = {
  routes: () => import('./routes').then((m) => m.routes),
  siteFrame: () => import('./frame').then((m) => m.siteFrameText),
};
