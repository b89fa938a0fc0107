import type { components } from '@generated/api';
import { zListKeyManagementTeamResponse } from '@generated/zod/list-key-management-team.gen';
import { api } from '@/lib/api-client';
import { validated } from '@/lib/api-response';

export type KeyManagementMember = components['schemas']['KeyManagementMember'];

/** GET /api/key-management-team/, validated with the schema generated from the contract; URL fields (photo) must be http(s) or relative. */
export function getKeyManagementTeam(signal?: AbortSignal): Promise<KeyManagementMember[]> {
  return validated(api().GET('/api/key-management-team/', { signal }), zListKeyManagementTeamResponse, 'key management team', { urls: ['photo'] });
}
