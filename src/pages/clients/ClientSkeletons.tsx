import { Skeleton } from '@/components/Skeleton';
import { CLIENT_SKELETONS_PER_COLUMN } from '@/config/timings';
import { clientsText as clientsEn } from '@/content/clients';
import { useCopy } from '@/lib/i18n';

/** Loading state: the timeline's two columns of placeholder cards (one column on phones). */
export function ClientSkeletons() {
  const t = useCopy('clients', clientsEn);
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t.loading}</span>
      <ul className="grid gap-6 md:grid-cols-2 md:gap-x-16">
        {Array.from({ length: CLIENT_SKELETONS_PER_COLUMN * 2 }, (_, i) => (
          <li
            key={i}
            data-testid="client-skeleton"
            className={`flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900 ${i >= CLIENT_SKELETONS_PER_COLUMN ? 'hidden md:flex' : ''}`}
          >
            <Skeleton className="h-20 w-40 rounded-xl" />
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </li>
        ))}
      </ul>
    </div>
  );
}
