import { SiteLink } from '@/components/SiteLink';
import { pathOf } from '@/config/paths';
import { consentCopy } from '@/content/consent';
import { useCopy } from '@/lib/i18n';
import type { SubmissionConsent } from './consent';

/** The confirmation repeats what the visitor agreed to, exactly as it was sent. */
export function ConsentSummary({ consent }: { consent: SubmissionConsent }) {
  const t = useCopy('consent', consentCopy).consentText;
  const marketing = consent.purposes.includes('marketing');
  return (
    <p data-testid="consent-summary" className="text-sm text-slate-700 dark:text-slate-300">
      {t.agreed(marketing)} {t.noticeVersion(consent.notice_version)}{' '}
      <SiteLink to={pathOf('yourData')} className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200">
        {t.withdraw}
      </SiteLink>
    </p>
  );
}
