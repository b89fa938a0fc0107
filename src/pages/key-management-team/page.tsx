import { useId, useState } from 'react';
import { BouncingDots } from '@/components/BouncingDots';
import { ImageWithFallback, InitialsAvatar } from '@/components/ImageWithFallback';
import { Loadable } from '@/components/Loadable';
import { PageHeader } from '@/components/PageHeader';
import type { KeyManagementMember } from '@/features/key-team/api/get-key-team';
import { toBullets, toParagraphs } from '@/features/key-team/details';
import { field, type EarlyImage } from '@/lib/handover.early-read';
import { usePageRead } from '@/lib/page-data';
import { keyTeamText as keyTeamEn } from '@/content/key-team';
import { useCopy } from '@/lib/i18n';
import { loader } from './data';

export const TEAM_LOADING = keyTeamEn.loading;
/** Extras of member id 2 (part 1 §2.9). */
export const MEMBER_2_TAGLINE = keyTeamEn.member2Tagline;
export const MEMBER_2_QUOTE = keyTeamEn.member2Quote;

type Mode = 'bullets' | 'paragraphs';

export function teamPhotoPath(id: number): string {
  return `/images/key_management_team/${id}.jpg`;
}

/** The member's photo: the one the backend names (on the API host), else the photo named by the id on this site. */
export function teamPhotoOf(member: Pick<KeyManagementMember, 'id' | 'photo'>): string {
  return member.photo || teamPhotoPath(member.id);
}

/** The first member's photo, preloaded as soon as the HTML's early read has the list: the answer's, else the one named by the id. */
export const firstPhoto: EarlyImage = {
  read: '/api/key-management-team/',
  src: teamPhotoOf({ id: -1, photo: field('photo') }),
  fallback: teamPhotoPath(field('id')),
};

/** One member; `lang` marks the backend's texts when they are not in the page's language. */
function MemberCard({ member, index, mode, lang }: { member: KeyManagementMember; index: number; mode: Mode; lang: string | undefined }) {
  const t = useCopy('keyTeam', keyTeamEn);
  const reversed = index % 2 === 1;
  const special = member.id === 2;
  return (
    <li
      data-testid="team-member"
      data-side={reversed ? 'right' : 'left'}
      className={`flex flex-col gap-6 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 md:items-start dark:border-slate-800 dark:bg-slate-900 ${reversed ? 'md:flex-row-reverse' : 'md:flex-row'}`}
    >
      <div className="mx-auto shrink-0 md:mx-0">
        <ImageWithFallback
          src={teamPhotoOf(member)}
          alt={t.portrait(member.name)}
          width={160}
          height={160}
          loading={index < 2 ? 'eager' : 'lazy'}
          className="h-36 w-36 rounded-full object-cover ring-4 ring-brand-100 sm:h-40 sm:w-40 dark:ring-brand-900"
          fallback={
            <InitialsAvatar
              name={member.name}
              label={t.photoUnavailable(member.name)}
              className="h-36 w-36 rounded-full ring-4 ring-brand-100 sm:h-40 sm:w-40 dark:ring-brand-900"
            />
          }
        />
      </div>
      <div className="flex-1">
        <h2 lang={lang} className="text-2xl font-bold text-brand-900 dark:text-white">
          {member.name}
        </h2>
        <p lang={lang} className="mt-1 font-semibold text-accent-600 dark:text-accent-300">
          {member.designation}
        </p>
        {special ? <p className="mt-2 text-sm font-semibold tracking-wide text-amber-800 dark:text-saffron-400">{t.member2Tagline}</p> : null}
        {mode === 'bullets' ? (
          <ul lang={lang} data-testid="details-bullets" className="mt-4 list-disc space-y-1.5 pl-5 text-slate-600 marker:text-brand-500 dark:text-slate-300">
            {toBullets(member.details).map((sentence, i) => (
              <li key={i}>{sentence}</li>
            ))}
          </ul>
        ) : (
          <div lang={lang} data-testid="details-paragraphs" className="mt-4 space-y-3 text-slate-600 dark:text-slate-300">
            {toParagraphs(member.details).map((line, i) => (
              <p key={i}>{line}</p>
            ))}
          </div>
        )}
        {special && mode === 'bullets' ? (
          <blockquote className="mt-5 border-l-4 border-accent-600 pl-4 text-lg font-medium italic text-brand-900 dark:text-white">
            <p>{t.member2Quote}</p>
          </blockquote>
        ) : null}
      </div>
    </li>
  );
}

export function Component() {
  const state = usePageRead(loader, 'members', 'key management team');
  const t = useCopy('keyTeam', keyTeamEn);
  // Part 1 §4, §8: the loading text stays while the list is empty or the call failed.
  const loading = <BouncingDots label={t.loading} />;
  const [mode, setMode] = useState<Mode>('bullets');
  const groupId = useId();
  return (
    <>
      <PageHeader id="keyTeam" />
      <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <Loadable state={state} loading={loading} error={loading} empty={loading}>
          {(members, lang) => (
            <>
              <div role="group" aria-labelledby={groupId} className="mb-8 flex flex-wrap items-center justify-end gap-3">
                <span id={groupId} className="text-sm font-medium text-slate-600 dark:text-slate-300">
                  {t.showDetailsAs}
                </span>
                <div className="inline-flex rounded-lg border border-slate-300 p-1 dark:border-slate-700">
                  {(
                    [
                      ['bullets', t.bullets],
                      ['paragraphs', t.paragraphs],
                    ] as const
                  ).map(([value, label]) => (
                    <button
                      key={value}
                      type="button"
                      aria-pressed={mode === value}
                      onClick={() => setMode(value)}
                      className={`rounded-md px-3 py-1.5 text-sm font-medium ${mode === value ? 'bg-brand-800 text-white dark:bg-brand-500' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'}`}
                    >
                      {label}
                    </button>
                  ))}
                </div>
              </div>
              <ul className="space-y-8">
                {members.map((member, index) => (
                  <MemberCard key={member.id} member={member} index={index} mode={mode} lang={lang} />
                ))}
              </ul>
            </>
          )}
        </Loadable>
      </section>
    </>
  );
}
