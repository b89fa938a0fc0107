import { z } from 'zod/mini';
import type { components } from '@generated/api';
import { api } from '@/lib/api-client';
import { validated } from '@/lib/api-response';

export type BusinessNumber = components['schemas']['BusinessNumber'];

export const BusinessNumberSchema = z.object({
  number: z.string().check(z.regex(/^\s*-?[0-9]+(\.[0-9]+)?\s*$/, 'number must be text holding a decimal')),
  suffix: z.optional(z.string()),
  label: z.string(),
}) satisfies z.ZodMiniType<BusinessNumber>;

export function getBusinessNumbers(): Promise<BusinessNumber[]> {
  return validated(api().GET('/api/list-business-numbers/'), z.array(BusinessNumberSchema), 'business numbers');
}
