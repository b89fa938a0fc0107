import type { components } from '@generated/api';
import { zError, zFileGrievanceResponse } from '@generated/zod/file-grievance.gen';
import { api } from '@/lib/api-client';
import { submitted, UNPARSED, type SubmitOutcome } from '@/lib/api-response';

export type GrievanceRequest = components['schemas']['GrievanceRequest'];

/** POST /api/grievances/: any 2XX is received; the body's reference is shown when it has one. */
export function fileGrievance(body: GrievanceRequest, signal?: AbortSignal): Promise<SubmitOutcome> {
  return submitted(() => api().POST('/api/grievances/', { body, signal, ...UNPARSED }), 'grievance', {
    accepted: zFileGrievanceResponse,
    error: zError,
  });
}
