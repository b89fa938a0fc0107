import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { KeepTogether } from '@/components/KeepTogether';
import { SiteLink } from '@/components/SiteLink';
import { pathOf } from '@/config/paths';
import { zContactRequest } from '@generated/zod/send-contact-message.gen';
import { isCaptchaAnswer, newCaptcha, nextCaptcha, type Captcha } from '@/features/captcha/captcha';
import { sendContactMessage, type ContactRequest } from '@/features/contact/api/send-contact-message';
import { CONTACT_FIELD_HINTS } from '@/content/contact-form';
import { contactCopy } from '@/content/contact';
import { consentCopy } from '@/content/consent';
import { useCopy } from '@/lib/i18n';
import { contractRule, maxLengthOf, type Rule } from '@/features/submission/contract-rules';
import { useSubmission } from '@/features/submission/use-submission';
import { FormNoScript, useSafeForm } from '@/features/submission/safe-form';
import { refusal } from '@/features/submission/field-problems';
import { fieldProblemText } from '@/content/field-problems';
import { FORM_KIT_TEXT } from '@/content/forms';
import { controlClass, TextAreaField, TextField } from '@/components/form/fields';
import { MESSAGE_ROWS } from '@/config/timings';
import { buildConsent, type SubmissionConsent } from '@/features/consent/consent';
import { useConsentChoice } from '@/features/consent/use-consent-choice';
import { ConsentFields, contactBoxId } from '@/features/consent/ConsentFields';
import { ConsentSummary } from '@/features/consent/ConsentSummary';

interface Fields {
  first_name: string;
  last_name: string;
  email: string;
  subject: string;
  message: string;
  captcha: string;
  accepted_terms: boolean;
}

const EMPTY: Fields = {
  first_name: '',
  last_name: '',
  email: '',
  subject: '',
  message: '',
  captcha: '',
  accepted_terms: false,
};

const inputClass = `${controlClass} border-slate-300 focus:border-brand-500 focus:ring-brand-500/40 dark:border-slate-700`;

/** What the form last said: the spec's message, the backend's reference on success, our words for what a 400 refused. */
type Outcome = { ok: boolean; text: string; reference?: string; refused?: string[] } | null;

type TextKey = keyof typeof CONTACT_FIELD_HINTS;

/** The contract's rule for each text field (ContactRequest in openapi.yaml), on the value as it will be sent (trimmed). */
function contactRules(hints: Record<TextKey, string>): Record<TextKey, Rule> {
  return {
    first_name: contractRule(zContactRequest, 'first_name', { invalid: hints.first_name }),
    last_name: contractRule(zContactRequest, 'last_name', { invalid: hints.last_name }),
    email: contractRule(zContactRequest, 'email', { invalid: hints.email }),
    subject: contractRule(zContactRequest, 'subject', { invalid: hints.subject }),
    message: contractRule(zContactRequest, 'message', { invalid: hints.message }),
  };
}

/** The rules with the English hints (whether a field blocks does not depend on the language). */
const CONTACT_RULES: Record<TextKey, Rule> = contactRules(CONTACT_FIELD_HINTS);

const maxLength = (field: TextKey) => maxLengthOf(zContactRequest, field);

/**
 * Whether a text field stops the form before anything is sent: empty (the browser's
 * `required`) or holding a value the contract refuses (its custom validity message).
 * @internal A test seam (tests/contract/forms.property.test.ts).
 */
export function contactFieldBlocks(field: TextKey, value: string): boolean {
  return value === '' || CONTACT_RULES[field](value) !== undefined;
}

/**
 * The message the form sends for what was typed (only once the terms are accepted and the consent to be
 * contacted is given). The spec's optional newsletter box is the consent block's marketing box,
 * so `newsletter` is true exactly when the consent lists `marketing`.
 * @internal A test seam (tests/contract/forms.property.test.ts).
 */
export function contactBody(fields: Pick<Fields, TextKey>, consent: SubmissionConsent): ContactRequest {
  return {
    first_name: fields.first_name.trim(),
    last_name: fields.last_name.trim(),
    email: fields.email.trim(),
    subject: fields.subject.trim(),
    message: fields.message.trim(),
    accepted_terms: true,
    newsletter: consent.purposes.includes('marketing'),
    consent,
  };
}

/** The contact page's message form with its arithmetic captcha (part 1 §2.6, §4, §5, §8), on the form kit. */
export function ContactForm() {
  const [fields, setFields] = useState<Fields>(EMPTY);
  // Drawn in an effect: random numbers must not differ between pre-render and hydration.
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // One request per submit: the kit's guard is synchronous (two submit events in one task send one message).
  const submission = useSubmission(sendContactMessage);
  const sending = submission.submitting;
  const formId = useId();
  const id = (field: string) => `${formId}-${field}`;
  const safe = useSafeForm();

  useEffect(() => setCaptcha(newCaptcha()), []);

  const { CONTACT_FORM_TEXT, CONTACT_MESSAGES, CONTACT_FIELD_HINTS: hints } = useCopy('contact', contactCopy);
  const rules = useMemo(() => contactRules(hints), [hints]);
  const consentChoice = useConsentChoice(useCopy('consent', consentCopy).consentText);
  const [agreed, setAgreed] = useState<SubmissionConsent | undefined>(undefined);
  const kit = useCopy('formKit', FORM_KIT_TEXT);
  const problems = useCopy('fieldProblems', fieldProblemText);
  /** Our words under each field a 400 names, until the visitor edits it. */
  const [refused, setRefused] = useState<Partial<Record<TextKey, string>>>({});

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    setFields((f) => ({ ...f, [key]: value }));
    setRefused((r) => (key in r ? { ...r, [key]: undefined } : r));
  };

  /** A text field's props: its value, and the contract's refusal as the browser's validity message. */
  const text = (field: TextKey) => ({
    id: id(field),
    name: field,
    value: fields[field],
    maxLength: maxLength(field),
    validity: fields[field] === '' ? '' : (rules[field](fields[field]) ?? ''),
    error: refused[field],
    onValue: (value: string) => set(field, value),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.isSubmitting() || !captcha) return;
    if (!fields.accepted_terms) {
      setOutcome({ ok: false, text: CONTACT_MESSAGES.termsNotAccepted });
      return;
    }
    if (!isCaptchaAnswer(captcha, fields.captcha)) {
      setOutcome({ ok: false, text: CONTACT_MESSAGES.captchaFailed });
      setCaptcha((c) => nextCaptcha(c));
      set('captcha', '');
      return;
    }
    // Ours, after the spec's two checks: the consent to be contacted about this message.
    const consentMessage = consentChoice.check();
    if (consentMessage) {
      setOutcome(null);
      document.getElementById(contactBoxId(formId))?.focus();
      return;
    }
    setOutcome(null);
    setRefused({});
    const consent = buildConsent(consentChoice.choice);
    const result = await submission.submit(contactBody(fields, consent));
    if (!result) return;
    if (result.ok) {
      setAgreed(consent);
      consentChoice.untick();
      setFields(EMPTY);
      setCaptcha((c) => nextCaptcha(c));
      setOutcome({ ok: true, text: CONTACT_MESSAGES.success, reference: result.reference });
    } else if (result.failure === 'rejected' && result.fields) {
      // A 400: the spec's failure message, and our words for each field the backend names, never its own.
      const names = Object.keys(CONTACT_RULES) as TextKey[];
      const found = refusal(problems, result.fields, names, (name) => rules[name as TextKey](fields[name as TextKey]));
      setRefused(found.byField);
      setOutcome({ ok: false, text: CONTACT_MESSAGES.failure, refused: found.elsewhere });
    } else {
      setOutcome({ ok: false, text: CONTACT_MESSAGES.failure });
    }
  }

  return (
    <form {...safe} onSubmit={onSubmit} data-testid="contact-form" aria-labelledby="contact-form-heading" aria-busy={sending} className="space-y-5">
      <h2 id="contact-form-heading" className="text-2xl font-bold text-brand-900 dark:text-white">
        {CONTACT_FORM_TEXT.heading}
      </h2>
      <FormNoScript />
      <fieldset disabled={sending} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={CONTACT_FORM_TEXT.firstName} autoComplete="given-name" {...text('first_name')} />
          <TextField label={CONTACT_FORM_TEXT.lastName} autoComplete="family-name" {...text('last_name')} />
        </div>
        <TextField label={CONTACT_FORM_TEXT.email} type="email" autoComplete="email" {...text('email')} />
        <TextField label={CONTACT_FORM_TEXT.subject} {...text('subject')} />
        <TextAreaField label={CONTACT_FORM_TEXT.message} rows={MESSAGE_ROWS} {...text('message')} />
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900/60">
          <label htmlFor={id('captcha')} className="text-sm font-medium text-slate-700 dark:text-slate-200">
            {CONTACT_FORM_TEXT.captchaBefore}
            <span data-testid="captcha-question" className="font-semibold text-brand-900 dark:text-white">
              {captcha ? `${captcha.a} + ${captcha.b}` : '…'}
            </span>
            {CONTACT_FORM_TEXT.captchaAfter}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={id('captcha')}
              name="captcha"
              inputMode="numeric"
              autoComplete="off"
              required
              maxLength={3}
              className={`${inputClass} max-w-32`}
              value={fields.captcha}
              onChange={(e) => set('captcha', e.target.value)}
            />
            <button
              type="button"
              onClick={() => {
                setCaptcha((c) => nextCaptcha(c));
                set('captcha', '');
              }}
              className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-white dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true">
                <path d="M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {CONTACT_FORM_TEXT.newQuestion}
            </button>
          </div>
        </div>
        <div className="space-y-3">
          <label className="flex items-start gap-3 text-sm text-slate-700 dark:text-slate-200">
            <input
              type="checkbox"
              name="accepted_terms"
              aria-required="true"
              className="mt-0.5 h-5 w-5 rounded border-slate-400 accent-brand-700"
              checked={fields.accepted_terms}
              onChange={(e) => set('accepted_terms', e.target.checked)}
            />
            <span>
              {CONTACT_FORM_TEXT.acceptBefore}
              <SiteLink to={pathOf('disclaimer')} className="font-medium text-brand-700 underline dark:text-brand-200">
                {CONTACT_FORM_TEXT.terms}
              </SiteLink>
              {CONTACT_FORM_TEXT.acceptBetween}
              <SiteLink to={pathOf('privacy')} className="font-medium text-brand-700 underline dark:text-brand-200">
                {CONTACT_FORM_TEXT.privacy}
              </SiteLink>
              {CONTACT_FORM_TEXT.acceptAfter}
            </span>
          </label>
        </div>
        <ConsentFields
          form="contact"
          choice={consentChoice.choice}
          onChange={consentChoice.onChange}
          error={consentChoice.error}
          idPrefix={formId}
          nativeRequired={false}
        />
        <button
          type="submit"
          className="inline-flex w-full items-center justify-center rounded-lg bg-brand-800 px-6 py-3 font-semibold text-white shadow hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto dark:bg-brand-500 dark:hover:bg-brand-400"
        >
          {sending ? CONTACT_FORM_TEXT.sending : CONTACT_FORM_TEXT.send}
        </button>
      </fieldset>
      <div
        role="status"
        className={
          outcome
            ? `space-y-1 rounded-lg px-4 py-3 text-sm font-medium ${outcome.ok ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200' : 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200'}`
            : 'sr-only'
        }
      >
        <p data-testid="contact-outcome">{outcome?.text ?? ''}</p>
        {outcome?.ok && outcome.reference ? (
          <p data-testid="contact-reference" className="font-semibold">
            <KeepTogether text={kit.reference(outcome.reference)} keep={outcome.reference} />
          </p>
        ) : null}
        {outcome?.refused?.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      {outcome?.ok && agreed ? <ConsentSummary consent={agreed} /> : null}
    </form>
  );
}
