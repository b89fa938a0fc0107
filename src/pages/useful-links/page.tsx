import { Breakable } from '@/components/Breakable';
import { PageHeader } from '@/components/PageHeader';
import * as linksEn from '@/content/useful-links';
import { useCopy } from '@/lib/i18n';

export function Component() {
  const { usefulLinks, usefulLinksPage: t } = useCopy('usefulLinks', linksEn);
  return (
    <>
      <PageHeader id="usefulLinks" />
      <section aria-labelledby="links-heading" className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 id="links-heading" className="sr-only">
          {t.listHeading}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {usefulLinks.map((link) => (
            <li key={link.url}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500"
              >
                <span className="flex items-start justify-between gap-3 font-semibold text-brand-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-200">
                  {link.name}
                  <svg viewBox="0 0 24 24" aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-400">
                    <path
                      d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </span>
                <span className="mt-2 text-sm text-slate-600 dark:text-slate-300">{link.description}</span>
                <span className="mt-3 wrap-anywhere text-xs text-slate-500 dark:text-slate-400">
                  <Breakable text={new URL(link.url).host} />
                </span>
                <span className="sr-only">{t.newTab}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
