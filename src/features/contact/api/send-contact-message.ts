import type { components } from '@generated/api';
import { zError, zSendContactMessageResponse } from '@generated/zod/send-contact-message.gen';
import { api } from '@/lib/api-client';
import { submitted, UNPARSED, type SubmitOutcome } from '@/lib/api-response';

export type ContactRequest = components['schemas']['ContactRequest'];

/** POST /api/contact/: the response is not used, only success or failure (part 1 §7). */
export function sendContactMessage(body: ContactRequest, signal?: AbortSignal): Promise<SubmitOutcome> {
  return submitted(() => api().POST('/api/contact/', { body, signal, ...UNPARSED }), 'contact message', {
    accepted: zSendContactMessageResponse,
    error: zError,
  });
}
