import type { components } from '@generated/api';
import { zListBusinessNumbersResponse } from '@generated/zod/list-business-numbers.gen';
import { api } from '@/lib/api-client';
import { validated } from '@/lib/api-response';

export type BusinessNumber = components['schemas']['BusinessNumber'];

/** GET /api/list-business-numbers/, validated with the schema generated from the contract. */
export function getBusinessNumbers(signal?: AbortSignal): Promise<BusinessNumber[]> {
  return validated(api().GET('/api/list-business-numbers/', { signal }), zListBusinessNumbersResponse, 'business numbers');
}
