import { SiteLink } from '@/components/SiteLink';
import { FORM_KIT_TEXT } from '@/content/forms';
import { WaysToReachUs } from '@/features/submission/safe-form';
import { useCopy } from '@/lib/i18n';

/**
 * The page a form posts to when its page's scripts have not run (src/features/submission/fallback-path.ts):
 * nginx answers that POST with status 405 and this page of the address's language, never reading the
 * body (deploy/nginx.conf). Nothing was sent; here is how to reach us instead (docs/forms-without-javascript.md).
 */
export function Component() {
  const t = useCopy('formKit', FORM_KIT_TEXT).notSent;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl dark:text-white">{t.title}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{t.text}</p>
      <WaysToReachUs className="mt-6 space-y-3 text-lg" />
      <p className="mt-8">
        <SiteLink
          to="/"
          className="inline-flex items-center rounded-md bg-brand-800 px-5 py-3 font-semibold text-white hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-400"
        >
          {t.home}
        </SiteLink>
      </p>
    </section>
  );
}
