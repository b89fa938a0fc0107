import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while rendering on the server and during hydration, true afterwards
 * (and at once on a client-only render). Lets a component render what the
 * pre-rendered HTML holds first, then what only the browser knows (e.g. the
 * query string), without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
