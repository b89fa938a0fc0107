import { getKeyManagementTeam } from '@/features/key-team/api/get-key-team';
import { cleanDetails } from '@/features/key-team/details';
import { sameAnswer } from '@/lib/api-response';
import { pageLoader } from '@/lib/page-data';

/** The team with its details cleaned and trimmed on load (part 1 §3), in the language the answer says. */
export const loader = pageLoader((signal) => ({
  members: getKeyManagementTeam(signal).then((team) =>
    sameAnswer(
      team,
      team.map((m) => ({ ...m, details: cleanDetails(m.details) })),
    ),
  ),
}));
