import type { components } from '@generated/api';
import { zError, zSubmitPospApplicationResponse } from '@generated/zod/submit-posp-application.gen';
import { api } from '@/lib/api-client';
import { submitted, UNPARSED, type SubmitOutcome } from '@/lib/api-response';

export type PospRequest = components['schemas']['PospRequest'];

/** POST /api/submit-posp-form/: any OK response is success (part 1 §7); a reference is shown when given. */
export function submitPosp(body: PospRequest, signal?: AbortSignal): Promise<SubmitOutcome> {
  return submitted(() => api().POST('/api/submit-posp-form/', { body, signal, ...UNPARSED }), 'POSP application', {
    accepted: zSubmitPospApplicationResponse,
    error: zError,
  });
}
