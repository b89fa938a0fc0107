import { z } from 'zod/mini';
import type { components } from '@generated/api';
import { api } from '@/lib/api-client';
import { validated } from '@/lib/api-response';

export type Service = components['schemas']['Service'];

export const ServiceSchema = z.object({
  img: z.string(),
  description: z.string(),
  title: z.optional(z.string()),
}) satisfies z.ZodMiniType<Service>;

export function getServices(): Promise<Service[]> {
  return validated(api().GET('/api/services/'), z.array(ServiceSchema), 'services');
}
