import type { components } from '@generated/api';
import { zListCsrInitiativesResponse } from '@generated/zod/list-csr-initiatives.gen';
import { api } from '@/lib/api-client';
import { validated } from '@/lib/api-response';

export type CsrInitiative = components['schemas']['CsrInitiative'];

/** GET /api/csr/, validated with the schema generated from the contract; URL fields (activity_image) must be http(s) or relative. */
export function getCsrInitiatives(signal?: AbortSignal): Promise<CsrInitiative[]> {
  return validated(api().GET('/api/csr/', { signal }), zListCsrInitiativesResponse, 'CSR initiatives', { urls: ['activity_image'] });
}
