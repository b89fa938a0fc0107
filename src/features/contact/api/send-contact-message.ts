import type { components } from '@generated/api';
import { api } from '@/lib/api-client';
import { submitted, UNPARSED } from '@/lib/api-response';

export type ContactRequest = components['schemas']['ContactRequest'];

/** POST /api/contact/: the response is not used, only success or failure (part 1 §7). */
export function sendContactMessage(body: ContactRequest): Promise<boolean> {
  return submitted(() => api().POST('/api/contact/', { body, ...UNPARSED }), 'contact message');
}
