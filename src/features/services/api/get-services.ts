import type { components } from '@generated/api';
import { zListServicesResponse } from '@generated/zod/list-services.gen';
import { api } from '@/lib/api-client';
import { validated } from '@/lib/api-response';

export type Service = components['schemas']['Service'];

/** GET /api/services/, validated with the schema generated from the contract; URL fields (img) must be http(s) or relative. */
export function getServices(signal?: AbortSignal): Promise<Service[]> {
  return validated(api().GET('/api/services/', { signal }), zListServicesResponse, 'services', { urls: ['img'] });
}
