import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

/**
 * The one way to load: request → loading → data | error. Runs in an effect
 * only (never during server rendering). The loader gets a signal that aborts
 * when the component goes away (or reloads); the client's deadline
 * (LIST_TIMEOUT_MS) turns a hung request into the error state. Errors are
 * logged, as the spec's error catalogue asks; the caller decides which state
 * the visitor sees.
 */
export function useApi<T>(load: (signal: AbortSignal) => Promise<T>, what: string): LoadState<T> & { reload: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Failed to load ${what}`, error);
        setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
    // `load` is expected to be a module-level function; `attempt` drives reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, what]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

/** The list of a loaded state, or an empty list while loading or after a failure. */
export function itemsOf<T>(state: LoadState<T[]>): T[] {
  return state.status === 'success' ? state.data : [];
}
