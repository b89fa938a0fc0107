import { z } from 'zod/mini';
import type { components } from '@generated/api';
import { api } from '@/lib/api-client';
import { validated } from '@/lib/api-response';

export type ClientRecord = components['schemas']['ClientRecord'];

const text = z.optional(z.string());

export const ClientRecordSchema = z.object({
  id: z.optional(z.int()),
  _id: z.optional(z.string()),
  name: text,
  company_name: text,
  client_name: text,
  title: text,
  logo_url: text,
  category: text,
  location: text,
  city: text,
  description: text,
}) satisfies z.ZodMiniType<ClientRecord>;

/**
 * The generated ClientRecord is `unknown` (its anyOf of id / _id becomes
 * `{...} | unknown`), so the fields are typed from the schema above.
 */
export type ClientRecordFields = z.infer<typeof ClientRecordSchema>;

export function getClientLogos(): Promise<ClientRecordFields[]> {
  return validated(api().GET('/api/logos/'), z.array(ClientRecordSchema), 'client logos');
}
