import { Skeleton } from '@/components/Skeleton';
import { COMPLIANCE_SKELETON_CARDS } from '@/config/timings';
import { complianceText } from '@/content/compliance';
import { useCopy } from '@/lib/i18n';

/** Placeholder cards while the documents load (part 2 §9: 6 cards). */
export function ComplianceSkeleton() {
  const t = useCopy('compliance', complianceText);
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t.loading}</span>
      <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: COMPLIANCE_SKELETON_CARDS }, (_, index) => (
          <li
            key={index}
            data-testid="compliance-skeleton-card"
            className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <Skeleton className="h-10 w-10 rounded-lg" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <div className="mt-2 flex gap-3">
              <Skeleton className="h-10 flex-1 rounded-lg" />
              <Skeleton className="h-10 flex-1 rounded-lg" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
