import { useCallback, useRef, useState } from 'react';

/**
 * Loads a module on demand (e.g. a modal on first use) and gives back what it
 * exports once loaded. Unlike React.lazy it needs no Suspense boundary, so the
 * component shows as soon as its code has arrived.
 */
export function useDeferredModule<T>(load: () => Promise<T>): [T | null, () => Promise<T>] {
  const [loaded, setLoaded] = useState<T | null>(null);
  const pending = useRef<Promise<T> | null>(null);
  const ensure = useCallback(() => {
    pending.current ??= load().then((module) => {
      setLoaded(() => module);
      return module;
    });
    return pending.current;
    // `load` is a module-level import() thunk.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [loaded, ensure];
}
