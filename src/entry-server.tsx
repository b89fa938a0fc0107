import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { appRoutes } from './app/routes';

export interface RenderResult {
  html: string;
  status: number;
  redirect?: string;
  /** React Router's hydration state, JSON (written as a data block, never as an inline script: CSP). */
  hydration?: string;
}

/** Renders one URL to HTML for the pre-render step (API-driven parts stay in their loading state). */
export async function render(pathname: string): Promise<RenderResult> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.local')));
  if (context instanceof Response) {
    return { html: '', status: context.status, redirect: context.headers.get('Location') ?? undefined };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const hydration = JSON.stringify({ loaderData: context.loaderData, actionData: context.actionData, errors: context.errors });
  return { html, status: context.statusCode, hydration };
}

export { routes, externalRedirectPaths, aliasRedirects } from './config/paths';
export { headFor, headHtml, canonicalUrl, NOT_FOUND_HEAD } from './app/head';
export { renewalUrl, pageFolder } from './app/routes';
