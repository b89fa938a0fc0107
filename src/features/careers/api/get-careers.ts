import { z } from 'zod';
import type { components } from '../../../../generated/api';
import { api } from '../../../lib/api-client';
import { validated } from '../../../lib/api-response';

export type Career = components['schemas']['Career'];

export const CareerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  location: z.string().optional(),
  employment_type: z.string().optional(),
  department: z.string().optional(),
  description: z.string().optional(),
  posted_on: z.string().optional(),
}) satisfies z.ZodType<Career>;

export function getCareers(): Promise<Career[]> {
  return validated(api().GET('/api/careers/'), z.array(CareerSchema), 'careers');
}
