import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { KeepTogether } from '@/components/KeepTogether';
import { Modal } from '@/components/Modal';
import { ENQUIRY_AUTO_CLOSE_MS } from '@/config/timings';
import { FORM_KIT_TEXT, FORM_TEXT } from '@/content/forms';
import { fieldProblemText } from '@/content/field-problems';
import { useCopy } from '@/lib/i18n';
import { consentCopy, type ConsentForm } from '@/content/consent';
import { buildConsent, type ConsentChoice, type SubmissionConsent } from '@/features/consent/consent';
import { useConsentChoice } from '@/features/consent/use-consent-choice';
import { ConsentFields, contactBoxId } from '@/features/consent/ConsentFields';
import { ConsentSummary } from '@/features/consent/ConsentSummary';
import type { SubmitOutcome } from '@/lib/api-response';
import { FormField, type FieldSpec } from './FormField';
import { useSubmission } from './use-submission';
import { FormNoScript, useSafeForm } from './safe-form';
import { check, fieldErrors } from './validation';
import { refusal } from './field-problems';

export interface SubmissionModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  intro?: string;
  fields: readonly FieldSpec[];
  submitLabel: string;
  /** Which short notice the consent block before the buttons shows. */
  consentForm: ConsentForm;
  /** Sends the values with the consent built from the ticked boxes; ok on any 2XX answer (with the backend's reference when it gave one). */
  submit: (values: Record<string, string>, consent: SubmissionConsent, signal: AbortSignal) => Promise<SubmitOutcome>;
}

type Sent = { values: Record<string, string>; consent: SubmissionConsent };

function emptyValues(fields: readonly FieldSpec[]): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f.name, '']));
}

/**
 * The enquiry and POSP forms' shared behaviour (part 1 §4): submitting disables
 * inputs and buttons; success shows the thank-you message (and the reference number
 * when the backend gave one), clears the fields and closes after ENQUIRY_AUTO_CLOSE_MS;
 * an error (an error answer, no connection, or no answer within SUBMISSION_TIMEOUT_MS)
 * shows the error message and re-enables the form with what was typed; nothing closes
 * it while submitting. One request per submit (useSubmission's synchronous guard).
 */
export function SubmissionModal({ open, onClose, title, intro, fields, submitLabel, consentForm, submit }: SubmissionModalProps) {
  const text = useCopy('formText', FORM_TEXT);
  const kit = useCopy('formKit', FORM_KIT_TEXT);
  const problems = useCopy('fieldProblems', fieldProblemText);
  const consentWords = useCopy('consent', consentCopy).consentText;
  const [values, setValues] = useState(() => emptyValues(fields));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  /** What a 400 refused that has no field of its own here (the consent…), in the site's words. */
  const [elsewhere, setElsewhere] = useState<string[]>([]);
  // The consent boxes: never pre-ticked; the required one is checked after the spec's field rules.
  const consentChoice = useConsentChoice(consentWords);
  const { clearError: clearConsentError } = consentChoice;
  const [agreed, setAgreed] = useState<SubmissionConsent | undefined>(undefined);
  const submission = useSubmission(({ values: body, consent }: Sent, signal: AbortSignal) => submit(body, consent, signal));
  const { reset } = submission;
  const closeTimer = useRef<number | undefined>(undefined);
  const formId = useId();
  const statusId = useId();
  const safe = useSafeForm();

  // On opening: the error is cleared and the submitting flag reset (a success stays until the close).
  useEffect(() => {
    if (!open) {
      window.clearTimeout(closeTimer.current);
      setErrors({});
      clearConsentError();
    }
    reset();
  }, [open, reset, clearConsentError]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const { status, submitting } = submission;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.isSubmitting()) return;
    const found = fieldErrors(fields, values);
    setErrors(found);
    const consentMessage = consentChoice.check();
    const firstInvalid = fields.find((f) => found[f.name]);
    if (firstInvalid) {
      document.getElementById(`${formId}-${firstInvalid.name}`)?.focus();
      return;
    }
    if (consentMessage) {
      document.getElementById(contactBoxId(formId))?.focus();
      return;
    }
    const consent = buildConsent(consentChoice.choice);
    setElsewhere([]);
    const outcome = await submission.submit({ values, consent });
    if (outcome?.ok) {
      setAgreed(consent);
      setValues(emptyValues(fields));
      consentChoice.untick();
      setErrors({});
      closeTimer.current = window.setTimeout(onClose, ENQUIRY_AUTO_CLOSE_MS);
    } else if (outcome?.failure === 'rejected' && outcome.fields) {
      // A 400: our words for each field the backend names, never its own (the spec's error message stays above).
      const rules = (name: string) => fields.find((f) => f.name === name)?.rules ?? [];
      const refused = refusal(
        problems,
        outcome.fields,
        fields.map((f) => f.name),
        (name) => check(values[name] ?? '', rules(name)),
      );
      setErrors(refused.byField);
      setElsewhere(refused.elsewhere);
    }
  }

  function onValue(field: FieldSpec, value: string) {
    setValues((v) => ({ ...v, [field.name]: value }));
    if (errors[field.name]) setErrors((e) => ({ ...e, [field.name]: check(value, field.rules) }));
    if (status === 'success') reset();
  }

  function onChoice(next: ConsentChoice) {
    consentChoice.onChange(next);
    if (status === 'success') reset();
  }

  const reference = submission.outcome?.ok ? submission.outcome.reference : undefined;
  return (
    <Modal open={open} onClose={onClose} title={title} busy={submitting}>
      {intro ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{intro}</p> : null}
      <form {...safe} id={formId} noValidate onSubmit={onSubmit} aria-describedby={statusId} className="mt-5 space-y-4">
        <FormNoScript />
        <fieldset disabled={submitting} className="space-y-4">
          {fields.map((field) => (
            <FormField
              key={field.name}
              field={field}
              id={`${formId}-${field.name}`}
              value={values[field.name] ?? ''}
              error={errors[field.name]}
              onValue={(value) => onValue(field, value)}
            />
          ))}
          <ConsentFields form={consentForm} choice={consentChoice.choice} onChange={onChoice} error={consentChoice.error} idPrefix={formId} />
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={onClose}
              className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              {kit.cancel}
            </button>
            <button
              type="submit"
              className="rounded-lg bg-accent-600 px-5 py-2.5 font-semibold text-white shadow hover:bg-accent-700 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {submitting ? text.submitting : submitLabel}
            </button>
          </div>
        </fieldset>
        <div
          id={statusId}
          role="status"
          className={
            status === 'success'
              ? 'rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
              : status === 'error'
                ? 'rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200'
                : 'sr-only'
          }
        >
          <p data-testid="form-status">{status === 'success' ? text.success : status === 'error' ? text.error : ''}</p>
          {status === 'error'
            ? elsewhere.map((line) => (
                <p key={line} className="mt-1">
                  {line}
                </p>
              ))
            : null}
          {status === 'success' && reference ? (
            <p data-testid="form-reference" className="mt-1 font-semibold">
              <KeepTogether text={kit.reference(reference)} keep={reference} />
            </p>
          ) : null}
          {status === 'success' && agreed ? <ConsentSummary consent={agreed} /> : null}
        </div>
      </form>
    </Modal>
  );
}
