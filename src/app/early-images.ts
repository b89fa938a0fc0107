import type { RouteId } from '@/config/paths';
import type { CsrInitiative } from '@/features/csr/api/get-csr-initiatives';
import type { BoardMember } from '@/features/board/api/get-board-members';
import type { KeyManagementMember } from '@/features/key-team/api/get-key-team';
import { boardPhotoOf, boardPhotoPath } from '@/pages/board-of-directors/page';
import { teamPhotoOf, teamPhotoPath } from '@/pages/key-management-team/page';
import { CSR_DEFAULT_IMAGE, imageOf } from '@/pages/csr/initiatives';
import type { EarlyImage } from './early-reads';

/**
 * The photo of the first card of a page whose main content is an API list: on a phone, the page's
 * largest element. The page's inline early read preloads it as soon as the list arrives
 * (src/app/early-reads.inline.ts), so it need not wait for the page's code and first render.
 * Each address is made by the page's own function, given `{field}` placeholders, so that it cannot
 * drift from what the page draws (tests/app/early-reads.inline.test.ts compares the preloaded
 * address with the page's function, CSR's newest-first order included). Pre-render only: the site's code never imports this module.
 */
const ID = '{id}' as unknown as number;
/** A member with the photo field only: the page's function gives the answer's photo, the template. */
const PHOTO = { id: -1, photo: '{photo}' };

export const EARLY_IMAGES: Partial<Readonly<Record<RouteId, EarlyImage>>> = {
  services: { read: '/api/services/', src: '{img}' },
  // A member's photo from the answer (on the API host), else the one the site names by the id.
  board: { read: '/api/board-of-directors/', src: boardPhotoOf(PHOTO as BoardMember), fallback: boardPhotoPath(ID) },
  keyTeam: { read: '/api/key-management-team/', src: teamPhotoOf(PHOTO as KeyManagementMember), fallback: teamPhotoPath(ID) },
  // The page shows the newest initiative first (newestFirst in src/pages/csr/initiatives.ts).
  csr: { read: '/api/csr/', src: imageOf({ activity_image: '{activity_image}' } as CsrInitiative), newest: 'activity_date', fallback: CSR_DEFAULT_IMAGE },
};
