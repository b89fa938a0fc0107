import { useId, useMemo, useState, type FormEvent } from 'react';
import { zCallbackRequest } from '@generated/zod/request-callback.gen';
import { ChoiceField, PhoneField } from '@/components/form/fields';
import { PHONE_INPUT_MAX_LENGTH } from '@/config/timings';
import { heroCallbackCopy, type CallbackProduct } from '@/content/callback-hero';
import { callbackCopy } from '@/content/callback';
import { consentCopy } from '@/content/consent';
import { fieldProblemText } from '@/content/field-problems';
import { FORM_TEXT as FORM_TEXT_EN } from '@/content/forms';
import type { Catalog } from '@/content/catalog';
import { useCopy } from '@/lib/i18n';
import type { SubmitOutcome } from '@/lib/api-response';
import { useDeferredModule } from '@/lib/use-deferred-module';
import { buildConsent, type SubmissionConsent } from '@/features/consent/consent';
import { ConsentBox, ConsentNotice, contactBoxId } from '@/features/consent/ConsentFields';
import { useConsentChoice } from '@/features/consent/use-consent-choice';
import { refusal } from '@/features/submission/field-problems';
import { normalisePhone } from '@/features/submission/normalise';
import { FormNoScript, useSafeForm } from '@/features/submission/safe-form';
import { useSubmission } from '@/features/submission/use-submission';
import { contractField, fieldErrors, phoneField } from '@/features/submission/validation';
import type { CallbackRequest } from './api/request-callback';
import { useCallbackForm } from './callback-context';
import { CallbackStatus } from './CallbackStatus';

/** Sending and the confirmation with its optional second step: code a visitor needs only once they act. */
const loadSender = () => import('./api/request-callback');
const loadDetails = () => import('./CallbackDetails');
const send = (body: CallbackRequest, signal: AbortSignal): Promise<SubmitOutcome> => loadSender().then((m) => m.requestCallback(body, signal));

/** Step one's rules from the contract's CallbackRequest; the texts are ours, in the page's language. */
function stepOneFields(text: Catalog['callback']['callbackText'], F: Catalog['formText']) {
  return {
    product: contractField(zCallbackRequest, 'product', { invalid: text.productRequired }, 'as-typed'),
    phone_num: phoneField(zCallbackRequest, 'phone_num', F.phoneHint),
  };
}

export interface StepOne {
  product: CallbackProduct | '';
  phone: string;
}

/**
 * What step one sends: the product, the number normalised, as soon as possible, the consent; no name (the contract's first step).
 * @internal A test seam (tests/features/callback/hero-callback.test.tsx).
 */
export function firstStepBody(values: StepOne, consent: SubmissionConsent): CallbackRequest {
  return { product: values.product as CallbackProduct, phone_num: normalisePhone(values.phone), preferred_time: 'asap', consent };
}

/** What step one sent, for the confirmation and the optional second step. */
export interface SentRequest {
  product: CallbackProduct;
  phone: string;
  reference?: string;
  consent: SubmissionConsent;
  /** When it was sent: what "as soon as possible" means in the confirmation. */
  at: Date;
}

/**
 * The home hero's box is the call-back form (ours, beyond the spec): what the call is about, the
 * mobile number and the consent to be called, sent at once (`preferred_time: asap`, no name); the
 * confirmation shows the backend's reference and offers an optional second step, a name and a time
 * (./CallbackDetails). Pre-rendered, so it is painted with the page; a press before the scripts run
 * is held and acted on once they have (useSafeForm). Errors keep everything typed. "Other" and the
 * long form with a city stay in the dialog the rest of the site opens (./CallbackModal).
 */
export function HeroCallbackBox() {
  const [values, setValues] = useState<StepOne>({ product: '', phone: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof StepOne, string>>>({});
  /** What a 400 refused that no field of the box shows (the consent, the body as a whole). */
  const [elsewhere, setElsewhere] = useState<string[]>([]);
  const [sent, setSent] = useState<SentRequest | null>(null);
  const { CALLBACK_PRODUCTS, heroCallbackText } = useCopy('heroCallback', heroCallbackCopy);
  const { callbackText } = useCopy('callback', callbackCopy);
  const FORM_TEXT = useCopy('formText', FORM_TEXT_EN);
  const problems = useCopy('fieldProblems', fieldProblemText);
  const consent = useConsentChoice(useCopy('consent', consentCopy).consentText);
  const submission = useSubmission(send);
  const [details, ensureDetails] = useDeferredModule(loadDetails);
  const fields = useMemo(() => stepOneFields(callbackText, FORM_TEXT), [callbackText, FORM_TEXT]);
  const { preload } = useCallbackForm();
  const safe = useSafeForm();
  const formId = useId();
  const id = (name: string) => `${formId}-${name}`;
  // The hero offers what people buy; "Other" is the dialog's.
  const choices = CALLBACK_PRODUCTS.filter((p) => p.value !== 'Other');
  const warmUp = () => {
    void loadSender();
    void ensureDetails();
    preload();
  };

  const set = (name: keyof StepOne, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) {
      const field = name === 'phone' ? 'phone_num' : 'product';
      setErrors((e) => ({ ...e, [name]: fieldErrors([fields[field]], { [field]: value })[field] }));
    }
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.isSubmitting()) return;
    const found = fieldErrors([fields.product, fields.phone_num], { product: values.product, phone_num: values.phone });
    setErrors({ product: found.product, phone: found.phone_num });
    const consentMessage = consent.check();
    if (found.product) return document.getElementById(`${id('product')}-0`)?.focus();
    if (found.phone_num) return document.getElementById(id('phone'))?.focus();
    if (consentMessage) return document.getElementById(contactBoxId(formId))?.focus();
    const at = new Date();
    const body = firstStepBody(values, buildConsent(consent.choice, at));
    setElsewhere([]);
    const [outcome] = await Promise.all([submission.submit(body), ensureDetails().catch(() => undefined)]);
    if (outcome?.ok) {
      setSent({ product: body.product, phone: body.phone_num, reference: outcome.reference, consent: body.consent, at });
    } else if (outcome && !outcome.ok && outcome.failure === 'rejected' && outcome.fields) {
      // A 400: our words for each field the backend names (by its reason), never the backend's own.
      const refused = refusal(problems, outcome.fields, ['product', 'phone_num'], (name) => (name === 'product' ? found.product : found.phone_num));
      setErrors({ product: refused.byField.product, phone: refused.byField.phone_num });
      setElsewhere(refused.elsewhere);
    }
  }

  const boxClass = 'rounded-2xl bg-white p-4 text-slate-900 shadow-2xl ring-1 ring-black/5 sm:p-6 dark:bg-slate-900 dark:text-white dark:ring-white/10';
  if (sent && details) return <details.CallbackDetails sent={sent} className={boxClass} />;

  const { submitting } = submission;
  return (
    <form
      {...safe}
      noValidate
      onSubmit={onSubmit}
      onPointerEnter={warmUp}
      onFocus={warmUp}
      aria-labelledby={id('heading')}
      aria-describedby={id('status')}
      data-testid="hero-callback"
      className={boxClass}
    >
      <h2 id={id('heading')} className="text-lg font-bold text-brand-900 sm:text-xl dark:text-white">
        {heroCallbackText.heading}
      </h2>
      {/* The lead waits for wider screens: on a phone the form's fields say it, and its button must fit the first screen. */}
      <p className="mt-1 hidden text-sm text-slate-600 sm:block dark:text-slate-300">{heroCallbackText.lead}</p>
      <FormNoScript />
      <fieldset disabled={submitting} className="mt-2 space-y-3 sm:mt-4 sm:space-y-4">
        <ChoiceField
          name={id('product')}
          idPrefix={id('product')}
          legend={heroCallbackText.products}
          choices={choices}
          value={values.product}
          onValue={(v) => set('product', v)}
          error={errors.product}
          errorId={`${id('product')}-error`}
        />
        <PhoneField
          id={id('phone')}
          label={heroCallbackText.phone}
          autoComplete="tel"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          value={values.phone}
          onValue={(v) => set('phone', v)}
          onBlur={() => values.phone !== normalisePhone(values.phone) && set('phone', normalisePhone(values.phone))}
          error={errors.phone}
        />
        <div className="text-sm" data-testid="consent-fields">
          <ConsentBox choice={consent.choice} onChange={consent.onChange} error={consent.error} idPrefix={formId} describedBy={`${formId}-consent-notice`} />
        </div>
        <button
          type="submit"
          className="inline-flex w-full items-center justify-center rounded-lg bg-accent-600 px-6 py-3 font-semibold text-white shadow hover:bg-accent-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {submitting ? FORM_TEXT.submitting : heroCallbackText.submit}
        </button>
      </fieldset>
      <CallbackStatus id={id('status')} outcome={submission.outcome} elsewhere={elsewhere} className="mt-3" />
      <ConsentNotice form="callback" idPrefix={formId} className="mt-3 text-xs leading-relaxed text-slate-600 dark:text-slate-400" />
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{heroCallbackText.note}</p>
    </form>
  );
}
