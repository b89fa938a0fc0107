import { redirect, type RouteObject } from 'react-router-dom';
import { env } from '@/config/env';
import { aliasRedirects, externalRedirectPaths, pathOf, routes, type RouteId } from '@/config/paths';
import { RootLayout } from './root-layout';

type PageModule = { Component: React.ComponentType };

/** The folder under src/pages/ of each registered route (route-level code splitting). */
export const pageFolder: Record<RouteId, string> = {
  home: 'home',
  services: 'services',
  contact: 'contact',
  company: 'about-company',
  board: 'board-of-directors',
  keyTeam: 'key-management-team',
  compositeLicense: 'composite-license',
  lifeGlossary: 'life-glossary',
  generalGlossary: 'general-glossary',
  usefulLinks: 'useful-links',
  forms: 'forms',
  clients: 'clients',
  partners: 'partners',
  csr: 'csr',
  careers: 'careers',
  products: 'products',
  compliance: 'compliance',
  grievance: 'grievance',
  disclaimer: 'disclaimer',
  privacy: 'privacy',
  yourData: 'your-data',
  accessibility: 'accessibility',
};

const pageModules = import.meta.glob<PageModule>('../pages/*/page.tsx');

function lazyPage(folder: string): () => Promise<PageModule> {
  const load = pageModules[`../pages/${folder}/page.tsx`];
  if (!load) throw new Error(`No page module in src/pages/${folder}/page.tsx`);
  return load;
}

/** The external renewal URL for a legacy path: same path on the renewal host (part 1 §2.1). */
export function renewalUrl(path: string): string {
  return `${env.VITE_RENEWAL_HOST.replace(/\/+$/, '')}${path}`;
}

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    // No errorElement: React Router's default "Unexpected Application Error!" screen (part 1 §8).
    children: [
      ...routes.map<RouteObject>((route) =>
        route.path === '/'
          ? { index: true, lazy: lazyPage(pageFolder[route.id]) }
          : { path: route.path.slice(1), lazy: lazyPage(pageFolder[route.id]) },
      ),
      ...externalRedirectPaths.map<RouteObject>((path) => ({
        path: path.slice(1),
        loader: () => redirect(renewalUrl(path)),
      })),
      ...Object.entries(aliasRedirects).map<RouteObject>(([from, to]) => ({
        path: from.slice(1),
        loader: () => redirect(pathOf(to)),
      })),
      { path: '*', lazy: lazyPage('not-found') },
    ],
  },
];
