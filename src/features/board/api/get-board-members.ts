import { z } from 'zod/mini';
import type { components } from '@generated/api';
import { api } from '@/lib/api-client';
import { validated } from '@/lib/api-response';

export type BoardMember = components['schemas']['BoardMember'];

export const BoardMemberSchema = z.object({
  id: z.int(),
  member_name: z.string(),
  member_title: z.string(),
  member_designation: z.string(),
  member_details: z.string(),
}) satisfies z.ZodMiniType<BoardMember>;

export function getBoardMembers(): Promise<BoardMember[]> {
  return validated(api().GET('/api/board-of-directors/'), z.array(BoardMemberSchema), 'board of directors');
}
