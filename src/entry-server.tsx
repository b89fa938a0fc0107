import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { descriptionOf, FirstDescription } from './app/document-head';
import { appRoutesFor } from './app/routes';
import { localeInfo, splitLocale } from './config/locales';
import { CORE_NAMESPACES } from './content/namespaces';
import { loadCopy } from './content/copy-loading';
import { LocaleProvider } from './lib/i18n';
import { takeAskedPaths } from './lib/api-client';
import type { EarlyImage } from './lib/handover.early-read';

export interface RenderResult {
  /** The page's markup, after the tags React hoists (src/app/document-head.tsx's head tags among them), which it writes first. */
  html: string;
  status: number;
  redirect?: string;
  /** React Router's hydration state, JSON (written as a data block, never as an inline script: CSP). */
  hydration?: string;
  /** The API paths the page's loader asked for: its early reads (src/app/early-reads.inline.ts). */
  reads: string[];
}

/**
 * Renders one URL to HTML for the pre-render step (API-driven parts stay in their loading state).
 * The locale comes from the path's prefix (/hi/…); its copy is loaded first.
 */
export async function render(pathname: string): Promise<RenderResult> {
  const { locale } = splitLocale(pathname);
  await loadCopy(locale, CORE_NAMESPACES);
  const basename = localeInfo[locale].prefix || undefined;
  const handler = createStaticHandler(appRoutesFor(locale), { basename });
  takeAskedPaths();
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.local')));
  if (context instanceof Response) {
    return { html: '', status: context.status, redirect: context.headers.get('Location') ?? undefined, reads: [] };
  }
  // The loader's GETs reach the client a few promise steps after it returns.
  await new Promise((settle) => setTimeout(settle));
  const reads = takeAskedPaths();
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <LocaleProvider locale={locale}>
        <FirstDescription.Provider value={await descriptionOf(pathname)}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </FirstDescription.Provider>
      </LocaleProvider>
    </StrictMode>,
  );
  // A page's reads never settle here: its data is null, so the browser draws it loading, then runs its loader.
  const loaderData = Object.fromEntries(Object.keys(context.loaderData).map((id) => [id, null]));
  const hydration = JSON.stringify({ loaderData, actionData: context.actionData, errors: context.errors });
  return { html, status: context.statusCode, hydration, reads };
}

export { routes, externalRedirectPaths, aliasRedirects } from './config/paths';
export { LOCALES, localeInfo, localesOf, localisedPath } from './config/locales';
export { canonicalUrl, alternatesOf } from './app/document-head';
export { renewalUrl } from './app/routes';

/** The rule of each page's first photo (its `firstPhoto`), by page folder, for the early read's preload. */
const pages = import.meta.glob<{ firstPhoto?: EarlyImage }>('./pages/*/page.tsx', { eager: true });
export const firstPhotoOf = (folder: string): EarlyImage | undefined => pages[`./pages/${folder}/page.tsx`]?.firstPhoto;

/** Each route's page folder by id, for the pre-render's preloads (read from the route list, `route.folder`). */
