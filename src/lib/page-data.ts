import { useEffect, useState } from 'react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { isAbort, isTimeout } from './deadline';
import { keepUntilLeft } from './open-reads';

/**
 * The one path of a page's data (docs/adr/0001-page-data-route-loaders.md): the page's route loader
 * (`src/pages/<page>/data.ts`) starts its reads, in parallel with the page's code, and gives them to
 * the page unawaited; the page turns each into the spec's loading, error, empty or data state
 * (`usePageRead`, drawn by `<Loadable>`).
 */
export type LoadState<T> = { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

/**
 * What a page's loader gives its page: each read started, none awaited (`{ services: Promise<…> }`).
 * Typed as any object: a `Promise<unknown>` constraint would type every `.then` in a loader as unknown.
 */
type PageReads = object;

export type PageLoader<R extends PageReads> = ((args: LoaderFunctionArgs) => R) & { hydrate: true };

/**
 * A page's loader. `start` gets a signal that aborts when the navigation is given up or the visitor
 * leaves the page (`abortReadsOfLeftPages`, ./open-reads.ts); each request also has the client's deadline.
 * On a first view the page is drawn from its HTML in its loading state (the pre-render writes null
 * data for it), then the loader runs (`hydrate`): its GETs take the answers the HTML's own early
 * read asked for (src/lib/api-client.ts), so nothing is asked twice.
 */
export function pageLoader<R extends PageReads>(start: (signal: AbortSignal) => R): PageLoader<R> {
  function loader({ request }: LoaderFunctionArgs): R {
    const controller = new AbortController();
    request.signal.addEventListener('abort', () => controller.abort(request.signal.reason), { once: true });
    const reads = start(controller.signal);
    // A page left before it drew a read never looks at it: its failure must not be an unhandled rejection.
    for (const read of Object.values(reads)) Promise.resolve(read).catch(() => undefined);
    keepUntilLeft(reads, controller);
    return reads;
  }
  return Object.assign(loader, { hydrate: true as const });
}

/**
 * One read of the page's loader as a state: loading until it settles (and while the page is drawn
 * from its HTML, before its loader has run), then its data or its error, logged as the spec's error
 * catalogue asks; the page decides what the visitor sees. `reload` runs the page's loader again.
 */
export function usePageRead<R extends PageReads, K extends keyof R & string>(
  _loader: PageLoader<R>,
  key: K,
  what: string,
): LoadState<Awaited<R[K]>> & { reload: () => void } {
  type T = Awaited<R[K]>;
  const read = (useLoaderData() as R | null)?.[key] as Promise<T> | undefined;
  const revalidator = useRevalidator();
  const [settled, setSettled] = useState<{ read: Promise<T>; state: LoadState<T> }>();
  useEffect(() => {
    if (!read) return undefined;
    let current = true;
    read.then(
      (data) => {
        if (current) setSettled({ read, state: { status: 'success', data } });
      },
      (error: unknown) => {
        // Aborted: the visitor is leaving the page (a timeout is a failure like any other).
        if (!current || (isAbort(error) && !isTimeout(error))) return;
        console.error(`Failed to load ${what}`, error);
        setSettled({ read, state: { status: 'error', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [read, what]);
  const state: LoadState<T> = read && settled?.read === read ? settled.state : { status: 'loading' };
  return { ...state, reload: () => void revalidator.revalidate() };
}
