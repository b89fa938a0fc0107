import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { pageRoute, resolveLazy } from '@/app/routes';
import type { Locale } from '@/config/locales';
import type { RouteId } from '@/config/paths';
import { LocaleProvider } from '@/lib/i18n';
import { abortReadsOfLeftPages } from '@/lib/open-reads';

/**
 * Renders the page of src/pages/<folder> as a first view does (src/main.tsx): its code and loader
 * loaded, drawn from null loader data (its loading state, as pre-rendered), then its loader run,
 * in a memory data router at `url`, with its reads aborted when the router leaves it.
 */
export async function renderPage(folder: string, options: { locale?: Locale; id?: RouteId; url?: string } = {}) {
  const { locale = 'en', id, url = '/' } = options;
  const route: RouteObject = { id: 'page', path: '*', ...pageRoute(folder, locale, id) };
  await resolveLazy([{ route }]);
  const router = createMemoryRouter([route], { initialEntries: [url], hydrationData: { loaderData: { page: null } } });
  abortReadsOfLeftPages(router);
  const view = render(
    <LocaleProvider locale={locale}>
      <RouterProvider router={router} />
    </LocaleProvider>,
  );
  return { ...view, router };
}
