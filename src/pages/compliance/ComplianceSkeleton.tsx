import { COMPLIANCE_SKELETON_CARDS } from '../../config/timings';

/** Placeholder cards while the documents load (part 2 §9: 6 cards). */
export function ComplianceSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading compliance documents</span>
      <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: COMPLIANCE_SKELETON_CARDS }, (_, index) => (
          <li
            key={index}
            data-testid="compliance-skeleton-card"
            className="flex animate-pulse flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 motion-reduce:animate-none dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="h-10 w-10 rounded-lg bg-slate-200 dark:bg-slate-800" />
            <span className="h-5 w-3/4 rounded bg-slate-200 dark:bg-slate-800" />
            <span className="h-4 w-full rounded bg-slate-200 dark:bg-slate-800" />
            <span className="h-4 w-5/6 rounded bg-slate-200 dark:bg-slate-800" />
            <span className="mt-2 flex gap-3">
              <span className="h-10 flex-1 rounded-lg bg-slate-200 dark:bg-slate-800" />
              <span className="h-10 flex-1 rounded-lg bg-slate-200 dark:bg-slate-800" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
