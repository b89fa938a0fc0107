import type { components } from '@generated/api';
import { zListClientLogosResponse } from '@generated/zod/list-client-logos.gen';
import { api } from '@/lib/api-client';
import { validated } from '@/lib/api-response';

export type ClientRecord = components['schemas']['ClientRecord'];

/** GET /api/logos/, validated with the schema generated from the contract; URL fields (logo_url) must be http(s) or relative. */
export function getClientLogos(signal?: AbortSignal): Promise<ClientRecord[]> {
  return validated(api().GET('/api/logos/', { signal }), zListClientLogosResponse, 'client logos', { urls: ['logo_url'] });
}
