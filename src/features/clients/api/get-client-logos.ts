import { z } from 'zod';
import type { components } from '../../../../generated/api';
import { api } from '../../../lib/api-client';
import { validated } from '../../../lib/api-response';

export type ClientRecord = components['schemas']['ClientRecord'];

const text = z.string().optional();

export const ClientRecordSchema = z.object({
  id: z.number().int().optional(),
  _id: z.string().optional(),
  name: text,
  company_name: text,
  client_name: text,
  title: text,
  logo_url: text,
  category: text,
  location: text,
  city: text,
  description: text,
}) satisfies z.ZodType<ClientRecord>;

/**
 * The generated ClientRecord is `unknown` (its anyOf of id / _id becomes
 * `{...} | unknown`), so the fields are typed from the schema above.
 */
export type ClientRecordFields = z.infer<typeof ClientRecordSchema>;

export function getClientLogos(): Promise<ClientRecordFields[]> {
  return validated(api().GET('/api/logos/'), z.array(ClientRecordSchema), 'client logos');
}
