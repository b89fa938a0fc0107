import type { components } from '@generated/api';
import { zListBoardMembersResponse } from '@generated/zod/list-board-members.gen';
import { api } from '@/lib/api-client';
import { validated } from '@/lib/api-response';

export type BoardMember = components['schemas']['BoardMember'];

/** GET /api/board-of-directors/, validated with the schema generated from the contract; URL fields (photo) must be http(s) or relative. */
export function getBoardMembers(signal?: AbortSignal): Promise<BoardMember[]> {
  return validated(api().GET('/api/board-of-directors/', { signal }), zListBoardMembersResponse, 'board of directors', { urls: ['photo'] });
}
