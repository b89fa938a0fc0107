import type { DataRouter } from 'react-router-dom';

/**
 * The reads of the pages the router holds, each with what aborts them when the visitor leaves its
 * page (src/lib/page-data.ts puts them here). Apart from the API client, so that the entry, which
 * watches the router, does not load the client before a page needs it.
 */
const open = new Map<object, AbortController>();

/** Keeps a loader's reads until the visitor leaves its page. */
export function keepUntilLeft(reads: object, controller: AbortController): void {
  open.set(reads, controller);
}

/**
 * Aborts the reads of every page the router no longer shows, each time it settles: its loader data
 * then holds exactly the reads of the pages on screen (a page whose address only changes its search,
 * such as ?category= on the clients page, keeps its reads: routes never revalidate on their own).
 */
export function abortReadsOfLeftPages(router: Pick<DataRouter, 'subscribe'>): () => void {
  return router.subscribe((state) => {
    if (!state.initialized || state.navigation.state !== 'idle' || state.revalidation !== 'idle') return;
    const shown = new Set<unknown>(Object.values(state.loaderData));
    for (const [reads, controller] of open) {
      if (shown.has(reads)) continue;
      controller.abort();
      open.delete(reads);
    }
  });
}
