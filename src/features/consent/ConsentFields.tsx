import { SiteLink } from '@/components/SiteLink';
import { pathOf } from '@/config/paths';
import { consentCopy, type ConsentForm } from '@/content/consent';
import { useCopy } from '@/lib/i18n';
import type { ConsentChoice } from './consent';

export interface ConsentFieldsProps {
  form: ConsentForm;
  choice: ConsentChoice;
  onChange: (choice: ConsentChoice) => void;
  /** The required box's message, shown once the visitor tried to send without it. */
  error?: string;
  /** Prefix of the boxes' ids; the required box is `${idPrefix}-consent-contact` (forms focus it on an error). */
  idPrefix: string;
  /**
   * Whether the browser itself may hold the form back on the required box (`required`). A form that
   * checks its own fields in order (the contact form: the spec's terms and captcha messages first)
   * passes false: the box is then `aria-required` and the form shows `error` itself.
   */
  nativeRequired?: boolean;
}

const boxClass = 'mt-0.5 h-4 w-4 shrink-0 rounded border-slate-400 text-brand-700 focus:ring-2 focus:ring-brand-500 dark:border-slate-500 dark:bg-slate-900';

export const contactBoxId = (idPrefix: string) => `${idPrefix}-consent-contact`;

const noticeIdOf = (idPrefix: string) => `${idPrefix}-consent-notice`;

/** The form's one-sentence notice and the link to the full notice (a new tab, so nothing typed is lost). */
export function ConsentNotice({ form, idPrefix, className }: { form: ConsentForm; idPrefix: string; className?: string }) {
  const { consentText: t, formNotices } = useCopy('consent', consentCopy);
  return (
    <p id={noticeIdOf(idPrefix)} className={className ?? 'text-slate-700 dark:text-slate-300'}>
      {formNotices[form]}{' '}
      <SiteLink to={pathOf('privacy')} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200">
        {t.noticeLink}
        <span className="sr-only"> {t.newTab}</span>
      </SiteLink>
    </p>
  );
}

/** The required box, to be contacted about this request, with its message; `describedBy` names the notice when it stands apart. */
export function ConsentBox({
  choice,
  onChange,
  error,
  idPrefix,
  nativeRequired = true,
  describedBy,
}: Omit<ConsentFieldsProps, 'form'> & { describedBy?: string }) {
  const t = useCopy('consent', consentCopy).consentText;
  const contactId = contactBoxId(idPrefix);
  const errorId = `${contactId}-error`;
  const described = [error ? errorId : undefined, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={contactId}
          name="consent_contact"
          type="checkbox"
          required={nativeRequired}
          aria-required={nativeRequired ? undefined : true}
          checked={choice.contact}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(e) => onChange({ ...choice, contact: e.target.checked })}
          className={boxClass}
        />
        <label htmlFor={contactId} className="text-slate-800 dark:text-slate-100">
          {t.contactLabel}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 pl-7 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The short notice and the two boxes, placed just before a form's submit button: what the
 * form collects, for what and for how long, a link to the full notice (new tab, so nothing typed is
 * lost), a required box to be contacted about this request and a separate optional marketing box.
 * (The home hero's call-back form, which must fit a phone's first screen, has ConsentBox before its
 * button and ConsentNotice after it, and asks for no marketing consent.)
 */
export function ConsentFields({ form, choice, onChange, error, idPrefix, nativeRequired = true }: ConsentFieldsProps) {
  const t = useCopy('consent', consentCopy).consentText;
  return (
    <fieldset
      aria-describedby={noticeIdOf(idPrefix)}
      data-testid="consent-fields"
      className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm dark:border-slate-700 dark:bg-slate-900/60"
    >
      <legend className="px-1 text-sm font-semibold text-slate-800 dark:text-slate-100">{t.legend}</legend>
      <ConsentNotice form={form} idPrefix={idPrefix} />
      <ConsentBox choice={choice} onChange={onChange} error={error} idPrefix={idPrefix} nativeRequired={nativeRequired} />
      <div className="flex items-start gap-3">
        <input
          id={`${idPrefix}-consent-marketing`}
          name="consent_marketing"
          type="checkbox"
          checked={choice.marketing}
          onChange={(e) => onChange({ ...choice, marketing: e.target.checked })}
          className={boxClass}
        />
        <label htmlFor={`${idPrefix}-consent-marketing`} className="text-slate-800 dark:text-slate-100">
          {t.marketingLabel} <span className="text-slate-500 dark:text-slate-400">{t.optional}</span>
        </label>
      </div>
    </fieldset>
  );
}
