import { z } from 'zod/mini';
import type { components } from '@generated/api';
import { api } from '@/lib/api-client';
import { validated } from '@/lib/api-response';

export type Office = components['schemas']['Office'];

export const OfficeSchema = z.object({
  city: z.string(),
  title: z.optional(z.string()),
  address: z.string(),
  phone: z.optional(z.string()),
}) satisfies z.ZodMiniType<Office>;

export function getOffices(): Promise<Office[]> {
  return validated(api().GET('/api/offices/'), z.array(OfficeSchema), 'offices');
}
