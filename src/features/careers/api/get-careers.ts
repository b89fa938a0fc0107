import type { components } from '@generated/api';
import { zListCareersResponse } from '@generated/zod/list-careers.gen';
import { api } from '@/lib/api-client';
import { validated } from '@/lib/api-response';

export type Career = components['schemas']['Career'];

/** GET /api/careers/, validated with the schema generated from the contract. */
export function getCareers(signal?: AbortSignal): Promise<Career[]> {
  return validated(api().GET('/api/careers/', { signal }), zListCareersResponse, 'careers');
}
