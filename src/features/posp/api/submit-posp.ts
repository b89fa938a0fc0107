import type { components } from '@generated/api';
import { api } from '@/lib/api-client';
import { submitted, UNPARSED } from '@/lib/api-response';

export type PospRequest = components['schemas']['PospRequest'];

/** POST /api/submit-posp-form/: any OK response is success (part 1 §7). */
export function submitPosp(body: PospRequest): Promise<boolean> {
  return submitted(() => api().POST('/api/submit-posp-form/', { body, ...UNPARSED }), 'POSP application');
}
