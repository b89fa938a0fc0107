import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { appRoutes, renewalUrl, resolveLazy } from '@/app/routes';
import { aliasRedirects, externalRedirectPaths, routes } from '@/config/paths';

// Part 2, "Full route table of the application" (the redirect is listed separately).
const SPEC_ROUTES = [
  '/',
  '/services',
  '/contact',
  '/about/company',
  '/about/board-of-directors',
  '/about/key-management-team',
  '/about/composite-license',
  '/knowledge/glossary/life-insurance',
  '/knowledge/glossary/general-insurance',
  '/knowledge/useful-links',
  '/knowledge/forms',
  '/about/clients',
  '/about/partners',
  '/about/csr',
  '/careers',
  '/products',
  '/compliance',
  '/grievance',
  '/disclaimer',
  '/privacy',
];
// Ours, added by later issues (docs/spec-deviations.md): claims help (issue 12), the data-request page and
// accessibility statement (issue 13).
const ADDED_ROUTES = ['/claims', '/privacy/your-data', '/accessibility'];
const ALL_ROUTES = [...SPEC_ROUTES, ...ADDED_ROUTES];

describe('route table', () => {
  it('registers exactly the routes of the spec and our additions', () => {
    expect(routes.map((r) => r.path).sort()).toEqual([...ALL_ROUTES].sort());
  });

  it('matches each registered path to a lazily loaded page', () => {
    for (const path of ALL_ROUTES) {
      const matches = matchRoutes(appRoutes, path) ?? [];
      const leaf = matches.at(-1)?.route;
      expect(leaf?.lazy, path).toHaveProperty('Component');
      expect(leaf?.path === '*', path).toBe(false);
    }
  });

  it('loads a Component for every route, and the loader of each page that has data (its data.ts), marked to run after hydration', async () => {
    const withData: string[] = [];
    for (const path of ALL_ROUTES) {
      const route: RouteObject = { ...(matchRoutes(appRoutes, path) ?? []).at(-1)?.route };
      await resolveLazy([{ route }]);
      expect(route.Component, path).toBeTypeOf('function');
      if (!route.loader) continue;
      expect(route.loader, path).toHaveProperty('hydrate', true);
      withData.push(path);
    }
    expect(withData.sort()).toEqual(
      [
        '/',
        '/services',
        '/contact',
        '/about/board-of-directors',
        '/about/key-management-team',
        '/about/clients',
        '/about/csr',
        '/careers',
        '/compliance',
      ].sort(),
    );
  });

  it('sends unknown paths to the not-found page', () => {
    expect((matchRoutes(appRoutes, '/no/such/page') ?? []).at(-1)?.route.path).toBe('*');
  });

  it('keeps the path when leaving for the renewal host', () => {
    for (const path of externalRedirectPaths) {
      expect(new URL(renewalUrl(path)).pathname).toBe(path);
    }
  });

  it('points every alias at a registered route', () => {
    for (const [from, to] of Object.entries(aliasRedirects)) {
      expect(
        routes.some((r) => r.id === to),
        from,
      ).toBe(true);
      expect(
        routes.some((r) => r.path === from),
        from,
      ).toBe(false);
    }
  });

  it('links breadcrumbs only to registered routes', () => {
    const registered = new Set(routes.map((r) => r.path));
    for (const route of routes) {
      for (const crumb of route.breadcrumb) {
        if (crumb.to) expect(registered.has(crumb.to), `${route.path}: ${crumb.to}`).toBe(true);
      }
    }
  });
});
