import { z } from 'zod';
import type { components } from '../../../../generated/api';
import { api } from '../../../lib/api-client';
import { validated } from '../../../lib/api-response';

export type BusinessNumber = components['schemas']['BusinessNumber'];

export const BusinessNumberSchema = z.object({
  number: z.string().regex(/^\s*-?[0-9]+(\.[0-9]+)?\s*$/, 'number must be text holding a decimal'),
  suffix: z.string().optional(),
  label: z.string(),
}) satisfies z.ZodType<BusinessNumber>;

export function getBusinessNumbers(): Promise<BusinessNumber[]> {
  return validated(api().GET('/api/list-business-numbers/'), z.array(BusinessNumberSchema), 'business numbers');
}
