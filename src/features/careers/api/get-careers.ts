import { z } from 'zod/mini';
import type { components } from '@generated/api';
import { api } from '@/lib/api-client';
import { validated } from '@/lib/api-response';

export type Career = components['schemas']['Career'];

export const CareerSchema = z.object({
  id: z.int(),
  title: z.string(),
  location: z.optional(z.string()),
  employment_type: z.optional(z.string()),
  department: z.optional(z.string()),
  description: z.optional(z.string()),
  posted_on: z.optional(z.string()),
}) satisfies z.ZodMiniType<Career>;

export function getCareers(): Promise<Career[]> {
  return validated(api().GET('/api/careers/'), z.array(CareerSchema), 'careers');
}
