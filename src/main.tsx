import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from 'react-router-dom';
import { appRoutes } from './app/routes';
import './styles/index.css';

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState;
  }
}

/**
 * Resolve the lazy modules of the pre-rendered route before hydrating, so the
 * first client render matches the server HTML (no hydration mismatch).
 */
async function resolveLazyMatches() {
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') {
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      }
    }),
  );
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing');
  const prerendered = container.firstElementChild !== null;
  if (prerendered) await resolveLazyMatches();
  const router = createBrowserRouter(appRoutes, {
    hydrationData: prerendered ? window.__staticRouterHydrationData : undefined,
  });
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
