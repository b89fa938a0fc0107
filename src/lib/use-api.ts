import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

/**
 * The one way to load: request → loading → data | error. Runs in an effect
 * only (never during server rendering). Errors are logged, as the spec's
 * error catalogue asks; the caller decides which state the visitor sees.
 */
export function useApi<T>(load: () => Promise<T>, what: string): LoadState<T> & { reload: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => {
        if (live) setState({ status: 'success', data });
      },
      (error: unknown) => {
        console.error(`Failed to load ${what}`, error);
        if (live) setState({ status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
    // `load` is expected to be a module-level function; `attempt` drives reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, what]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
