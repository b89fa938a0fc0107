import { useCallback, useEffect, useRef, useState } from 'react';
import type { SubmitOutcome } from '@/lib/api-response';

export type SubmissionStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface SubmissionState {
  status: SubmissionStatus;
  /** The last answer, once there is one. */
  outcome?: SubmitOutcome;
}

/**
 * One request per submit, whatever the visitor does. The guard is a ref, set in the
 * same task as the submit event: two submit events in one task (a double click, Enter
 * and a click) send one request, where a React state flag would still read "idle" for
 * the second. The request is aborted when the form goes away; its timeout is the API
 * client's (SUBMISSION_TIMEOUT_MS), after which the outcome is a failure and the form
 * is usable again.
 */
export function useSubmission<Body>(send: (body: Body, signal: AbortSignal) => Promise<SubmitOutcome>) {
  const [state, setState] = useState<SubmissionState>({ status: 'idle' });
  const inFlight = useRef(false);
  const controller = useRef<AbortController | null>(null);
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );

  /** Sends the body unless a request is already on its way (then resolves undefined at once). */
  const submit = useCallback(async (body: Body): Promise<SubmitOutcome | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'submitting' });
    try {
      const outcome = await sendRef.current(body, current.signal);
      if (!current.signal.aborted) setState({ status: outcome.ok ? 'success' : 'error', outcome });
      return outcome;
    } finally {
      inFlight.current = false;
      if (controller.current === current) controller.current = null;
    }
  }, []);

  /** Back to idle (e.g. when a modal reopens, or the visitor edits after a success). */
  const reset = useCallback(() => setState({ status: 'idle' }), []);

  /** Whether a request is on its way right now (synchronous, unlike `status`). */
  const isSubmitting = useCallback(() => inFlight.current, []);

  return { ...state, submitting: state.status === 'submitting', submit, reset, isSubmitting };
}
