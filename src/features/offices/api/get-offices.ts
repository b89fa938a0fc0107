import type { components } from '@generated/api';
import { zListOfficesResponse } from '@generated/zod/list-offices.gen';
import { api } from '@/lib/api-client';
import { validated } from '@/lib/api-response';

export type Office = components['schemas']['Office'];

/** GET /api/offices/, validated with the schema generated from the contract; URL fields (photo) must be http(s) or relative. */
export function getOffices(signal?: AbortSignal): Promise<Office[]> {
  return validated(api().GET('/api/offices/', { signal }), zListOfficesResponse, 'offices', { urls: ['photo'] });
}
