import type { ReactNode } from 'react';
import { routeCopy, type RouteId } from '@/config/paths';
import { useCopy } from '@/lib/i18n';
import { Breadcrumb } from './Breadcrumb';

/** The top band of every page but Home: breadcrumb, heading and an optional lead. */
export function PageHeader({ id, lead, children }: { id: RouteId; lead?: ReactNode; children?: ReactNode }) {
  const meta = useCopy('routes', routeCopy)[id];
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-slate-800 dark:from-brand-950 dark:to-slate-950">
      <div className="mx-auto max-w-6xl px-4 pb-8 pt-6 sm:px-6 lg:px-8">
        <Breadcrumb trail={meta.breadcrumb} />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl dark:text-white">{meta.heading}</h1>
        {(lead ?? meta.lead) ? <p className="mt-3 max-w-3xl text-lg text-slate-600 dark:text-slate-300">{lead ?? meta.lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
