import { z } from 'zod/mini';
import type { components } from '@generated/api';
import { api } from '@/lib/api-client';
import { validated } from '@/lib/api-response';

export type KeyManagementMember = components['schemas']['KeyManagementMember'];

export const KeyManagementMemberSchema = z.object({
  id: z.int(),
  name: z.string(),
  designation: z.string(),
  details: z.string(),
}) satisfies z.ZodMiniType<KeyManagementMember>;

export function getKeyManagementTeam(): Promise<KeyManagementMember[]> {
  return validated(api().GET('/api/key-management-team/'), z.array(KeyManagementMemberSchema), 'key management team');
}
