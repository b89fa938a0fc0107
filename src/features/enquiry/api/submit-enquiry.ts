import type { components } from '@generated/api';
import { zError, zSubmitInsuranceEnquiryResponse } from '@generated/zod/submit-insurance-enquiry.gen';
import { api } from '@/lib/api-client';
import { submitted, UNPARSED, type SubmitOutcome } from '@/lib/api-response';

export type EnquiryRequest = components['schemas']['EnquiryRequest'];

/** POST /api/submit-insurance-section-form/: only ok / not ok matters (part 1 §7); a reference is shown when given. */
export function submitEnquiry(body: EnquiryRequest, signal?: AbortSignal): Promise<SubmitOutcome> {
  return submitted(() => api().POST('/api/submit-insurance-section-form/', { body, signal, ...UNPARSED }), 'enquiry', {
    accepted: zSubmitInsuranceEnquiryResponse,
    error: zError,
  });
}
