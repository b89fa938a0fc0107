import type { components } from '@generated/api';
import { zCreateDataRequestResponse, zError } from '@generated/zod/create-data-request.gen';
import { api } from '@/lib/api-client';
import { submitted, UNPARSED, type SubmitOutcome } from '@/lib/api-response';

export type DataRequest = components['schemas']['DataRequest'];

/** POST /api/data-requests/: any 2XX is received; the body's reference is shown when it has one. */
export function createDataRequest(body: DataRequest, signal?: AbortSignal): Promise<SubmitOutcome> {
  return submitted(() => api().POST('/api/data-requests/', { body, signal, ...UNPARSED }), 'data request', {
    accepted: zCreateDataRequestResponse,
    error: zError,
  });
}
