import { getBoardMembers } from '@/features/board/api/get-board-members';
import { pageLoader } from '@/lib/page-data';

export const loader = pageLoader((signal) => ({ members: getBoardMembers(signal) }));
