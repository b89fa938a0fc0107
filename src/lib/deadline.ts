/**
 * A signal that aborts after `ms` or when `parent` aborts, whichever comes first.
 * The timer is the page's own setTimeout (so Playwright's clock and Vitest's fake
 * timers move it); AbortSignal.timeout would run on the browser's real clock.
 * A timeout aborts with a DOMException named "TimeoutError"; a parent's abort
 * passes its reason on.
 */
export interface Deadline {
  signal: AbortSignal;
  /** Stops the timer and forgets the parent (call once the answer has been read). */
  clear: () => void;
}

export const TIMEOUT_ERROR = 'TimeoutError';

export function deadline(ms: number, parent?: AbortSignal | null): Deadline {
  const controller = new AbortController();
  const onParentAbort = () => controller.abort(parent?.reason);
  const timer = setTimeout(() => controller.abort(new DOMException(`No answer within ${ms} ms`, TIMEOUT_ERROR)), ms);
  if (parent?.aborted) onParentAbort();
  else parent?.addEventListener('abort', onParentAbort, { once: true });
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer);
      parent?.removeEventListener('abort', onParentAbort);
    },
  };
}

/** Whether an error is the timeout of a deadline (as thrown by fetch or a body read it aborted). */
export function isTimeout(error: unknown): boolean {
  return nameOf(error) === TIMEOUT_ERROR;
}

/** Whether an error is an abort (a timeout or the page going away). */
export function isAbort(error: unknown): boolean {
  return nameOf(error) === 'AbortError' || isTimeout(error);
}

function nameOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
}
