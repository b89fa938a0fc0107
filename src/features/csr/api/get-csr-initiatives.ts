import { z } from 'zod/mini';
import type { components } from '@generated/api';
import { api } from '@/lib/api-client';
import { validated } from '@/lib/api-response';

export type CsrInitiative = components['schemas']['CsrInitiative'];

export const CsrInitiativeSchema = z.object({
  id: z.int(),
  activity_name: z.string(),
  activity_description: z.string(),
  activity_city: z.string(),
  activity_date: z.string(),
  activity_image: z.optional(z.string()),
}) satisfies z.ZodMiniType<CsrInitiative>;

export function getCsrInitiatives(): Promise<CsrInitiative[]> {
  return validated(api().GET('/api/csr/'), z.array(CsrInitiativeSchema), 'CSR initiatives');
}
