import type { Crumb } from '@/config/paths';
import { siteFrameText } from '@/content/site-frame';
import { useCopy } from '@/lib/i18n';
import { SiteLink } from './SiteLink';

/** A breadcrumb trail starting with Home (/); only registered routes are links. */
export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  const t = useCopy('siteFrame', siteFrameText);
  const items: Crumb[] = [{ label: t.breadcrumbHome, to: '/' }, ...trail];
  return (
    <nav aria-label={t.breadcrumb} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600 dark:text-slate-400">
        {items.map((crumb, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${crumb.label}-${index}`} className="flex items-center gap-1">
              {index > 0 && (
                <span aria-hidden="true" className="text-slate-400 dark:text-slate-500">
                  /
                </span>
              )}
              {last ? (
                <span aria-current="page" className="font-medium text-slate-900 dark:text-white">
                  {crumb.label}
                </span>
              ) : crumb.to ? (
                <SiteLink to={crumb.to} className="underline-offset-2 hover:text-brand-700 hover:underline dark:hover:text-brand-200">
                  {crumb.label}
                </SiteLink>
              ) : (
                <span>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
