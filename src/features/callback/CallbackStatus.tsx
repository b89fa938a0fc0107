import { FORM_KIT_TEXT as FORM_KIT_EN, FORM_TEXT as FORM_TEXT_EN } from '@/content/forms';
import type { SubmitOutcome } from '@/lib/api-response';
import { useCopy } from '@/lib/i18n';

/**
 * The call-back forms' live status (the hero's box and the dialog): empty until a sending fails, then
 * the spec's error message, when to try again after a 429, and what a 400 refused that no field
 * shows (`elsewhere`, in the site's words).
 */
export function CallbackStatus({
  id,
  outcome,
  elsewhere,
  className = '',
}: {
  id: string;
  outcome?: SubmitOutcome;
  elsewhere: readonly string[];
  className?: string;
}) {
  const FORM_TEXT = useCopy('formText', FORM_TEXT_EN);
  const FORM_KIT_TEXT = useCopy('formKit', FORM_KIT_EN);
  const failed = outcome && !outcome.ok ? outcome : undefined;
  return (
    <div
      id={id}
      role="status"
      data-testid="callback-status"
      className={failed ? `${className} rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200` : 'sr-only'}
    >
      {failed ? (
        <>
          <p>{FORM_TEXT.error}</p>
          {failed.failure === 'rejected' && failed.retryAfterS ? <p className="mt-1">{FORM_KIT_TEXT.retryAfter(failed.retryAfterS)}</p> : null}
          {elsewhere.map((line) => (
            <p key={line} className="mt-1">
              {line}
            </p>
          ))}
        </>
      ) : null}
    </div>
  );
}
