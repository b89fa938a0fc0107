import { redirect, type RouteObject } from 'react-router-dom';
import { env } from '@/config/env';
import { hasRoute, type Locale } from '@/config/locales';
import { loadPageCopy } from '@/content/copy-loading';
import { aliasRedirects, externalRedirectPaths, pathOf, routes, type RouteId } from '@/config/paths';
import { RootLayout } from './root-layout';

type PageModule = { Component: React.ComponentType };

const pageModules = import.meta.glob<PageModule>('../pages/*/page.tsx');

/** A page's code, and in a locale other than English the copy only that page uses (src/content/namespaces.ts). */
function lazyPage(folder: string, locale: Locale, id?: RouteId): () => Promise<PageModule> {
  const load = pageModules[`../pages/${folder}/page.tsx`];
  if (!load) throw new Error(`No page module in src/pages/${folder}/page.tsx`);
  if (locale === 'en' || !id) return load;
  return async () => (await Promise.all([load(), loadPageCopy(locale, id)]))[0];
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
            ? { index: true, lazy: lazyPage(route.folder, locale, route.id) }
            : { path: route.path.slice(1), lazy: lazyPage(route.folder, locale, route.id) },
        ),
        ...(locale !== 'en' ? [] : externalRedirectPaths).map<RouteObject>((path) => ({
          path: path.slice(1),
          loader: () => redirect(renewalUrl(path)),
        })),
        ...Object.entries(locale !== 'en' ? {} : aliasRedirects).map<RouteObject>(([from, to]) => ({
          path: from.slice(1),
          loader: () => redirect(pathOf(to)),
        })),
        { path: '*', lazy: lazyPage('not-found', locale) },
      ],
    },
  ];
}

/** The English routes (the site at /). */
export const appRoutes: RouteObject[] = appRoutesFor('en');
