import { redirect, type LoaderFunction, type RouteObject, type ShouldRevalidateFunction } from 'react-router-dom';
import { env } from '@/config/env';
import { hasRoute, type Locale } from '@/config/locales';
import { loadPageCopy } from '@/content/copy-loading';
import { formFallbackPath } from '@/features/submission/fallback-path';
import { aliasRedirects, externalRedirectPaths, pathOf, routes, type RouteId } from '@/config/paths';
import { RootLayout } from './root-layout';

type PageModule = { Component: React.ComponentType };
type DataModule = { loader: LoaderFunction };

const pageModules = import.meta.glob<PageModule>('../pages/*/page.tsx');
const dataModules = import.meta.glob<DataModule>('../pages/*/data.ts');

/** A page's reads start once, on arrival: a search change (?category=) keeps them; the page's own "Try again" reads again. */
const readOnArrival: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.href === nextUrl.href;

/**
 * A page's route: its code (src/pages/<folder>/page.tsx) with, in a locale other than English, the
 * copy only that page uses (src/content/namespaces.ts), and its loader (./data.ts beside the page,
 * when it has one: docs/adr/0001-page-data-route-loaders.md). React Router loads both modules side
 * by side and starts the loader as soon as its own module is in.
 * @internal A test seam (tests/support/render-page.tsx).
 */
export function pageRoute(folder: string, locale: Locale, id?: RouteId): Pick<RouteObject, 'lazy' | 'shouldRevalidate'> {
  const page = pageModules[`../pages/${folder}/page.tsx`];
  if (!page) throw new Error(`No page module in src/pages/${folder}/page.tsx`);
  const data = dataModules[`../pages/${folder}/data.ts`];
  const Component = async () => (await Promise.all([page(), locale === 'en' || !id ? undefined : loadPageCopy(locale, id)]))[0].Component;
  return {
    lazy: data ? { Component, loader: async () => (await data()).loader } : { Component },
    shouldRevalidate: readOnArrival,
  };
}

/**
 * Loads the lazy parts of the routes of a pre-rendered page (its page and its loader) before it is
 * hydrated, so that the first render in the browser matches the HTML (no hydration mismatch).
 */
export async function resolveLazy(matches: readonly { route: RouteObject }[]): Promise<void> {
  for (const { route } of matches) {
    if (!route.lazy || typeof route.lazy === 'function') continue;
    const parts = await Promise.all(Object.entries(route.lazy).map(async ([key, load]) => [key, await (load as () => Promise<unknown>)()]));
    Object.assign(route, Object.fromEntries(parts), { lazy: undefined });
  }
}

/** The external renewal URL for a legacy path: same path on the renewal host (part 1 §2.1). */
export function renewalUrl(path: string): string {
  return `${env.VITE_RENEWAL_HOST.replace(/\/+$/, '')}${path}`;
}

/**
 * The routes of one locale. The router runs with the locale's prefix as its basename
 * (/hi, /ja; none for English), so every route and link is written once, without it.
 * The legacy redirects exist in English only.
 */
export function appRoutesFor(locale: Locale): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      // No errorElement: React Router's default "Unexpected Application Error!" screen (part 1 §8).
      children: [
        ...routes
          .filter((route) => hasRoute(locale, route.id))
          .map<RouteObject>((route) =>
            route.path === '/'
              ? { index: true, ...pageRoute(route.folder, locale, route.id) }
              : { path: route.path.slice(1), ...pageRoute(route.folder, locale, route.id) },
          ),
        ...(locale !== 'en' ? [] : externalRedirectPaths).map<RouteObject>((path) => ({
          path: path.slice(1),
          loader: () => redirect(renewalUrl(path)),
        })),
        ...Object.entries(locale !== 'en' ? {} : aliasRedirects).map<RouteObject>(([from, to]) => ({
          path: from.slice(1),
          loader: () => redirect(pathOf(to)),
        })),
        // Where a form without its scripts posts: nginx answers 405 with this page (docs/forms-without-javascript.md).
        { path: formFallbackPath('en').slice(1), ...pageRoute('form-fallback', locale) },
        { path: '*', ...pageRoute('not-found', locale) },
      ],
    },
  ];
}

/**
 * The English routes (the site at /).
 * @internal A test seam (tests/app/routes.test.ts).
 */
export const appRoutes: RouteObject[] = appRoutesFor('en');
