import type { components } from '@generated/api';
import { zError, zRequestCallbackResponse } from '@generated/zod/request-callback.gen';
import { api } from '@/lib/api-client';
import { submitted, UNPARSED, type SubmitOutcome } from '@/lib/api-response';

export type CallbackRequest = components['schemas']['CallbackRequest'];

/** POST /api/callback-requests/ (ours): any 2XX is success; its reference number is shown. */
export function requestCallback(body: CallbackRequest, signal?: AbortSignal): Promise<SubmitOutcome> {
  return submitted(() => api().POST('/api/callback-requests/', { body, signal, ...UNPARSED }), 'call-back request', {
    accepted: zRequestCallbackResponse,
    error: zError,
  });
}
