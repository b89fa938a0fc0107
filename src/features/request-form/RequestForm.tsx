import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ChoiceField, TextField, type Choice } from '@/components/form/fields';
import { FORM_KIT_TEXT } from '@/content/forms';
import { consentCopy, type ConsentForm } from '@/content/consent';
import { useCopy } from '@/lib/i18n';
import { requestFormText } from '@/content/request-form';
import { buildConsent, type ConsentChoice, type SubmissionConsent } from '@/features/consent/consent';
import { useConsentChoice } from '@/features/consent/use-consent-choice';
import { ConsentFields, contactBoxId } from '@/features/consent/ConsentFields';
import { ConsentSummary } from '@/features/consent/ConsentSummary';
import { FormField, type FieldSpec } from '@/features/submission/FormField';
import { useSubmission } from '@/features/submission/use-submission';
import { FormNoScript, useSafeForm } from '@/features/submission/safe-form';
import { check, fieldErrors, leftOut } from '@/features/submission/validation';
import { refusal } from '@/features/submission/field-problems';
import { fieldProblemText } from '@/content/field-problems';
import type { SubmitOutcome } from '@/lib/api-response';

/** A field of a request form: the kit's kinds, plus one-of-a-few choices and suggestions for free text. */
export interface RequestFieldSpec extends FieldSpec {
  /** Radio chips (the kit's ChoiceField) instead of a text box. */
  choices?: readonly Choice<string>[];
  /** Suggestions offered while typing (a datalist); any text is still allowed. */
  suggestions?: readonly string[];
  /** Shows "n of max characters" under the box. */
  counter?: boolean;
}

export interface RequestFormProps {
  /** Which short notice the consent block shows. */
  form: ConsentForm;
  heading: string;
  intro?: string;
  fields: readonly RequestFieldSpec[];
  submitLabel: string;
  /** Sends what was typed with the consent built from the ticked boxes; ok on any 2XX. */
  send: (values: Record<string, string>, consent: SubmissionConsent, signal: AbortSignal) => Promise<SubmitOutcome>;
  /** The confirmation, with the backend's reference when it gave one. */
  confirmation: (reference: string | undefined) => ReactNode;
}

type Sent = { values: Record<string, string>; consent: SubmissionConsent };

const empty = (fields: readonly RequestFieldSpec[]) => Object.fromEntries(fields.map((f) => [f.name, '']));

/**
 * An inline form of the form kit with the notice and consent before its button: each
 * field checked by the contract's rule with a message of its own; nothing is sent until every
 * field and the required consent box pass (the first one that does not gets the focus); one
 * request per submit. A 400 marks the fields the backend named, a 429 says when to try again, a
 * 500, a timeout or no connection says so; in every one of these cases what was typed stays.
 * Success clears the form and shows the confirmation with what was agreed.
 */
export function RequestForm({ form, heading, intro, fields, submitLabel, send, confirmation }: RequestFormProps) {
  const t = useCopy('requestForm', requestFormText);
  const consentWords = useCopy('consent', consentCopy).consentText;
  const problems = useCopy('fieldProblems', fieldProblemText);
  const formId = useId();
  const headingId = `${formId}-heading`;
  const statusRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<Record<string, string>>(() => empty(fields));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  /** What a 400 refused that has no field of its own here (the consent…), in the site's words. */
  const [elsewhere, setElsewhere] = useState<string[]>([]);
  const consentChoice = useConsentChoice(consentWords);
  const [sent, setSent] = useState<SubmissionConsent | undefined>(undefined);
  const submission = useSubmission(({ values: body, consent }: Sent, signal: AbortSignal) => send(body, consent, signal));
  const { status, submitting, outcome } = submission;
  const id = (name: string) => `${formId}-${name}`;
  const safe = useSafeForm();
  // The outcome takes the focus once it is drawn: focused before, the browser scrolled to the empty status
  // line and the confirmation then grew below it, half under a phone's action bar (scroll-padding-bottom
  // keeps what is scrolled to above the bar, docs/look-and-flows.md).
  const [showOutcome, setShowOutcome] = useState(0);
  useEffect(() => {
    if (showOutcome) statusRef.current?.focus();
  }, [showOutcome]);

  function focusField(field: RequestFieldSpec) {
    const target = field.choices ? document.querySelector<HTMLInputElement>(`input[name="${id(field.name)}"]`) : document.getElementById(id(field.name));
    target?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.isSubmitting()) return;
    const found = fieldErrors(fields, values);
    const consentMessage = consentChoice.check();
    setErrors(found);
    const firstInvalid = fields.find((f) => found[f.name]);
    if (firstInvalid) return focusField(firstInvalid);
    if (consentMessage) return document.getElementById(contactBoxId(formId))?.focus();
    const consent = buildConsent(consentChoice.choice);
    setElsewhere([]);
    const result = await submission.submit({ values, consent });
    if (!result) return;
    if (result.ok) {
      setSent(consent);
      setValues(empty(fields));
      consentChoice.untick();
      setErrors({});
    } else if (result.failure === 'rejected' && result.fields) {
      // A 400: our words for each field the backend names (by its reason), never the backend's own.
      const rules = (name: string) => fields.find((f) => f.name === name)?.rules ?? [];
      const refused = refusal(
        problems,
        result.fields,
        fields.map((f) => f.name),
        (name) => check(values[name] ?? '', rules(name)),
      );
      setErrors(refused.byField);
      setElsewhere(refused.elsewhere);
    }
    setShowOutcome((n) => n + 1);
  }

  function onValue(field: RequestFieldSpec, value: string) {
    setValues((v) => ({ ...v, [field.name]: value }));
    if (errors[field.name]) setErrors((e) => ({ ...e, [field.name]: leftOut(field, value) ? undefined : check(value, field.rules) }));
    if (status === 'success') submission.reset();
  }

  function onChoice(next: ConsentChoice) {
    consentChoice.onChange(next);
    if (status === 'success') submission.reset();
  }

  return (
    <form {...safe} noValidate onSubmit={onSubmit} aria-labelledby={headingId} aria-busy={submitting} className="space-y-5">
      <h2 id={headingId} className="text-2xl font-bold text-brand-900 dark:text-white">
        {heading}
      </h2>
      {intro ? <p className="text-slate-700 dark:text-slate-300">{intro}</p> : null}
      <FormNoScript />
      <fieldset disabled={submitting} className="space-y-5">
        {fields.map((field) => {
          const value = values[field.name] ?? '';
          const error = errors[field.name];
          if (field.choices) {
            return (
              <ChoiceField
                key={field.name}
                name={id(field.name)}
                errorId={`${id(field.name)}-error`}
                legend={field.label}
                choices={field.choices}
                value={value}
                onValue={(v) => onValue(field, v)}
                error={error}
              />
            );
          }
          const hint = field.counter && field.maxLength ? [field.hint, t.characters(value.length, field.maxLength)].filter(Boolean).join(' ') : field.hint;
          if (field.suggestions) {
            const listId = `${id(field.name)}-suggestions`;
            return (
              <div key={field.name}>
                <TextField
                  id={id(field.name)}
                  name={field.name}
                  label={field.label}
                  optional={field.optional}
                  hint={hint}
                  error={error}
                  value={value}
                  onValue={(v) => onValue(field, v)}
                  maxLength={field.maxLength}
                  list={listId}
                  autoComplete="off"
                />
                <datalist id={listId}>
                  {field.suggestions.map((s) => (
                    <option key={s} value={s} />
                  ))}
                </datalist>
              </div>
            );
          }
          return <FormField key={field.name} field={{ ...field, hint }} id={id(field.name)} value={value} error={error} onValue={(v) => onValue(field, v)} />;
        })}
        <ConsentFields form={form} choice={consentChoice.choice} onChange={onChoice} error={consentChoice.error} idPrefix={formId} />
        <button
          type="submit"
          className="inline-flex w-full items-center justify-center rounded-lg bg-brand-800 px-6 py-3 font-semibold text-white shadow hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto dark:bg-brand-500 dark:hover:bg-brand-400"
        >
          {submitting ? t.sending : submitLabel}
        </button>
      </fieldset>
      <div
        ref={statusRef}
        tabIndex={-1}
        role="status"
        data-testid="request-status"
        className={
          status === 'success'
            ? 'space-y-2 rounded-lg bg-emerald-50 px-4 py-3 text-emerald-900 outline-none dark:bg-emerald-950 dark:text-emerald-100'
            : status === 'error'
              ? 'space-y-1 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 outline-none dark:bg-red-950 dark:text-red-200'
              : 'sr-only'
        }
      >
        {status === 'success' && outcome?.ok ? (
          <>
            {confirmation(outcome.reference)}
            {sent ? <ConsentSummary consent={sent} /> : null}
          </>
        ) : null}
        {status === 'error' && outcome && !outcome.ok ? <FailureMessage outcome={outcome} /> : null}
        {status === 'error' ? elsewhere.map((line) => <p key={line}>{line}</p>) : null}
      </div>
    </form>
  );
}

function FailureMessage({ outcome }: { outcome: Extract<SubmitOutcome, { ok: false }> }) {
  const t = useCopy('requestForm', requestFormText);
  const kit = useCopy('formKit', FORM_KIT_TEXT);
  if (outcome.failure === 'rejected' && outcome.status === 429) {
    return (
      <>
        <p>{t.rateLimited}</p>
        <p>{outcome.retryAfterS ? kit.retryAfter(outcome.retryAfterS) : t.retryLater}</p>
      </>
    );
  }
  if (outcome.failure === 'rejected' && outcome.status === 400 && outcome.fields) return <p>{t.checkFields}</p>;
  return <p>{t.error}</p>;
}
