import { BouncingDots } from '@/components/BouncingDots';
import { ImageWithFallback, InitialsAvatar } from '@/components/ImageWithFallback';
import { Loadable } from '@/components/Loadable';
import { PageHeader } from '@/components/PageHeader';
import type { BoardMember } from '@/features/board/api/get-board-members';
import { toParagraphs } from '@/features/key-team/details';
import { field, type EarlyImage } from '@/lib/handover.early-read';
import { usePageRead } from '@/lib/page-data';
import { boardText as boardEn } from '@/content/board';
import { useCopy } from '@/lib/i18n';
import { loader } from './data';

export const BOARD_LOADING = boardEn.loading;

/** Photo path kept as the original site names it (part 1 §2.8). */
export function boardPhotoPath(id: number): string {
  return `/images/bord-directors/${id}/${id}.jpg`;
}

/** The member's photo: the one the backend names (on the API host), else the photo named by the id on this site. */
export function boardPhotoOf(member: Pick<BoardMember, 'id' | 'photo'>): string {
  return member.photo || boardPhotoPath(member.id);
}

/** The first member's photo, preloaded as soon as the HTML's early read has the list: the answer's, else the one named by the id. */
export const firstPhoto: EarlyImage = {
  read: '/api/board-of-directors/',
  src: boardPhotoOf({ id: -1, photo: field('photo') }),
  fallback: boardPhotoPath(field('id')),
};

/** One member; `lang` marks the backend's texts when they are not in the page's language. */
function Member({ member, index, lang }: { member: BoardMember; index: number; lang: string | undefined }) {
  const t = useCopy('board', boardEn);
  const name = `${member.member_title} ${member.member_name}`.trim();
  const reversed = index % 2 === 1;
  return (
    <li
      data-testid="board-member"
      data-side={reversed ? 'right' : 'left'}
      className={`flex flex-col gap-6 md:items-center md:gap-10 ${reversed ? 'md:flex-row-reverse' : 'md:flex-row'}`}
    >
      <div className="mx-auto w-48 shrink-0 md:mx-0 md:w-60">
        <ImageWithFallback
          src={boardPhotoOf(member)}
          alt={t.portrait(name)}
          width={480}
          height={480}
          loading={index < 2 ? 'eager' : 'lazy'}
          className="aspect-square w-full rounded-2xl object-cover shadow-lg"
          fallback={
            <InitialsAvatar name={member.member_name} label={t.photoUnavailable(member.member_name)} className="aspect-square w-full rounded-2xl shadow-lg" />
          }
        />
      </div>
      <div className={`flex-1 text-center md:text-left ${reversed ? 'md:text-right' : ''}`}>
        <h2 lang={lang} className="text-2xl font-bold text-brand-900 dark:text-white">
          {name}
        </h2>
        <p lang={lang} className="mt-1 font-semibold text-accent-600 dark:text-accent-300">
          {member.member_designation}
        </p>
        <div lang={lang} data-testid="member-details" className="mt-4 space-y-2 text-slate-600 dark:text-slate-300">
          {toParagraphs(member.member_details).map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </div>
      </div>
    </li>
  );
}

export function Component() {
  const state = usePageRead(loader, 'members', 'board of directors');
  const t = useCopy('board', boardEn);
  // Part 1 §4, §8: the loading text stays while the list is empty or the call failed.
  const loading = <BouncingDots label={t.loading} />;
  return (
    <>
      <PageHeader id="board" />
      <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <Loadable state={state} loading={loading} error={loading} empty={loading}>
          {(members, lang) => (
            <ul className="space-y-16">
              {members.map((member, index) => (
                <Member key={member.id} member={member} index={index} lang={lang} />
              ))}
            </ul>
          )}
        </Loadable>
      </section>
    </>
  );
}
