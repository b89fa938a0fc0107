import { ImageWithFallback } from '@/components/ImageWithFallback';
import { initialsOf } from '@/components/Monogram';
import { CARD_ENTRY_DELAY_PER_INDEX_S } from '@/config/timings';
import type { Client } from '@/features/clients/clients';
import { clientsText as clientsEn } from '@/content/clients';
import { useCopy } from '@/lib/i18n';
import './clients.css';

const LOGO_WIDTH = 160;
const LOGO_HEIGHT = 80;

function LogoPlaceholder({ name }: { name: string }) {
  const t = useCopy('clients', clientsEn);
  return (
    <span
      role="img"
      aria-label={t.logoUnavailable(name)}
      data-testid="logo-placeholder"
      className="flex h-20 w-40 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-brand-900 text-2xl font-bold tracking-wide text-white"
    >
      <span aria-hidden="true">{initialsOf(name) || '—'}</span>
    </span>
  );
}

/** One client in the timeline: logo (or a tidy placeholder), name, category, location and description. */
export function ClientCard({ client, index, lang }: { client: Client; index: number; lang?: string }) {
  const t = useCopy('clients', clientsEn);
  const side = index % 2 === 0 ? 'left' : 'right';
  return (
    <li
      data-testid="client-card"
      data-side={side}
      style={{ animationDelay: `${index * CARD_ENTRY_DELAY_PER_INDEX_S}s` }}
      className={`client-card-in relative flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${side === 'right' ? 'md:translate-y-12' : ''}`}
    >
      <span
        aria-hidden="true"
        className={`absolute top-10 hidden h-4 w-4 rounded-full border-4 border-white bg-accent-600 shadow md:block dark:border-slate-950 ${side === 'left' ? '-right-[2.5rem]' : '-left-[2.5rem]'}`}
      />
      <div className="flex h-20 items-center">
        {client.logoUrl ? (
          <ImageWithFallback
            src={client.logoUrl}
            alt={t.logo(client.name)}
            width={LOGO_WIDTH}
            height={LOGO_HEIGHT}
            loading={index < 4 ? 'eager' : 'lazy'}
            className="h-20 w-40 object-contain object-left"
            fallback={<LogoPlaceholder name={client.name} />}
          />
        ) : (
          <LogoPlaceholder name={client.name} />
        )}
      </div>
      <div>
        <h2 lang={lang} className="text-lg font-semibold text-brand-900 dark:text-white">
          {client.name}
        </h2>
        <p lang={lang} className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          {client.categoryName ? (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-800 dark:bg-brand-950 dark:text-brand-200">
              {client.categoryName}
            </span>
          ) : null}
          {client.location ? (
            <span className="inline-flex items-center gap-1 text-slate-600 dark:text-slate-300">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M12 21s-7-6.2-7-11a7 7 0 1 1 14 0c0 4.8-7 11-7 11z" />
                <circle cx="12" cy="10" r="2.5" />
              </svg>
              {client.location}
            </span>
          ) : null}
        </p>
      </div>
      {client.description ? (
        <p lang={lang} className="text-slate-600 dark:text-slate-300">
          {client.description}
        </p>
      ) : null}
    </li>
  );
}
