import type { components } from '@generated/api';
import { api } from '@/lib/api-client';
import { submitted, UNPARSED } from '@/lib/api-response';

export type EnquiryRequest = components['schemas']['EnquiryRequest'];

/** POST /api/submit-insurance-section-form/: only ok / not ok matters (part 1 §7). */
export function submitEnquiry(body: EnquiryRequest): Promise<boolean> {
  return submitted(() => api().POST('/api/submit-insurance-section-form/', { body, ...UNPARSED }), 'enquiry');
}
