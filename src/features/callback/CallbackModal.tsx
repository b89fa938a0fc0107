import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { zCallbackRequest } from '@generated/zod/request-callback.gen';
import { KeepTogether } from '@/components/KeepTogether';
import { Modal } from '@/components/Modal';
import { ChoiceField, SelectField, TextField, PhoneField } from '@/components/form/fields';
import { PHONE_INPUT_MAX_LENGTH } from '@/config/timings';
import { FORM_KIT_TEXT as FORM_KIT_EN, FORM_TEXT as FORM_TEXT_EN } from '@/content/forms';
import { callbackCopy, type CallbackProduct } from '@/content/callback';
import { consentCopy } from '@/content/consent';
import type { Catalog } from '@/content/catalog';
import { useCopy } from '@/lib/i18n';
import { normalisePhone } from '@/features/submission/normalise';
import { contractField, fieldErrors, phoneField, type CheckedField } from '@/features/submission/validation';
import { refusal } from '@/features/submission/field-problems';
import { fieldProblemText } from '@/content/field-problems';
import { buildConsent, type SubmissionConsent } from '@/features/consent/consent';
import { useConsentChoice } from '@/features/consent/use-consent-choice';
import { ConsentFields, contactBoxId } from '@/features/consent/ConsentFields';
import { ConsentSummary } from '@/features/consent/ConsentSummary';
import { useSubmission } from '@/features/submission/use-submission';
import { FormNoScript, useSafeForm } from '@/features/submission/safe-form';
import { requestCallback, type CallbackRequest } from './api/request-callback';
import { whenText } from './CallbackDetails';
import { CallbackStatus } from './CallbackStatus';
import { ASAP, callbackPlan, offeredSlot, type CallbackPlan } from './slots';

type CallbackCopy = Catalog['callback'];

/** Rules, limits and optionality from the contract's CallbackRequest; the texts are ours, in the page's language. */
function callbackFields(text: CallbackCopy['callbackText'], F: Catalog['formText']) {
  return {
    product: contractField(zCallbackRequest, 'product', { invalid: text.productRequired }, 'as-typed'),
    name: contractField(zCallbackRequest, 'name', { invalid: text.nameRequired }),
    phone_num: phoneField(zCallbackRequest, 'phone_num', F.phoneHint),
    preferred_time: contractField(zCallbackRequest, 'preferred_time', { invalid: text.slotPassed }, 'as-typed'),
    city: contractField(zCallbackRequest, 'city', { invalid: text.cityTooLong }),
  } satisfies Record<Exclude<keyof CallbackRequest, 'consent' | 'follow_up_of'>, CheckedField>;
}

/** The fields with the English texts (what is sent does not depend on the language). */
export const CALLBACK_FIELDS = callbackFields(callbackCopy.callbackText, FORM_TEXT_EN);

const ORDER = ['product', 'name', 'phone_num', 'preferred_time', 'city'] as const;
type Values = Record<(typeof ORDER)[number], string>;

/**
 * What the form sends for what was typed (phone normalised, names and city trimmed, an empty city left
 * out), with the consent built from the ticked boxes.
 */
export function callbackBody(values: Values, consent: SubmissionConsent): CallbackRequest {
  const fields = ORDER.map((name) => CALLBACK_FIELDS[name]);
  const body: Record<string, string> = {};
  for (const field of fields) {
    const raw = values[field.name as keyof Values];
    const value = field.sending === 'trimmed' ? raw.trim() : field.sending === 'phone' ? normalisePhone(raw) : raw;
    if (!(field.optional && value === '')) body[field.name] = value;
  }
  return { ...(body as Omit<CallbackRequest, 'consent'>), consent };
}

export interface CallbackOpening {
  /** Preselected product (a card's, "Claim help" on /claims). */
  product?: CallbackProduct;
  /** The number typed into the hero box. */
  phone?: string;
}

interface Confirmation {
  phone: string;
  when: string;
  reference?: string;
  consent: SubmissionConsent;
}

/**
 * The one call-back form (ours, beyond the spec), in a modal: what the call is about, name,
 * mobile number, when (as soon as possible or a slot the clock still allows) and an
 * optional city. A success shows a confirmation that stays until the visitor closes
 * it: the number we will call, when, and the reference number when the backend gave
 * one. Errors keep everything typed.
 */
export function CallbackModal({ open, onClose, opening }: { open: boolean; onClose: () => void; opening: CallbackOpening }) {
  const empty = (): Values => ({ product: opening.product ?? '', name: '', phone_num: opening.phone ?? '', preferred_time: ASAP, city: '' });
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const copy = useCopy('callback', callbackCopy);
  const { callbackText, CALLBACK_PRODUCTS, dayName } = copy;
  const FORM_TEXT = useCopy('formText', FORM_TEXT_EN);
  const FORM_KIT_TEXT = useCopy('formKit', FORM_KIT_EN);
  const problems = useCopy('fieldProblems', fieldProblemText);
  /** What a 400 refused that has no field of its own here (the consent…), in the site's words. */
  const [elsewhere, setElsewhere] = useState<string[]>([]);
  const fields = useMemo(() => callbackFields(callbackText, FORM_TEXT), [callbackText, FORM_TEXT]);
  const consentChoice = useConsentChoice(useCopy('consent', consentCopy).consentText);
  const { clearError: clearConsentError } = consentChoice;
  const [plan, setPlan] = useState<CallbackPlan | null>(null);
  const [confirmed, setConfirmed] = useState<Confirmation | null>(null);
  const submission = useSubmission(requestCallback);
  const { reset } = submission;
  const formId = useId();
  const confirmationHeading = useRef<HTMLHeadingElement>(null);
  const id = (name: string) => `${formId}-${name}`;
  const safe = useSafeForm();

  // Each opening: the slots from the clock now, the opener's product and number, a fresh outcome.
  useEffect(() => {
    if (!open) return;
    setPlan(callbackPlan(new Date()));
    setConfirmed(null);
    setErrors({});
    clearConsentError();
    reset();
    setValues((v) => ({
      ...v,
      ...(opening.product ? { product: opening.product } : {}),
      ...(opening.phone ? { phone_num: opening.phone } : {}),
    }));
  }, [open, opening, reset, clearConsentError]);

  useEffect(() => {
    if (confirmed) confirmationHeading.current?.focus();
  }, [confirmed]);

  const set = (name: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: fieldErrors([fields[name]], { [name]: value })[name] }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.isSubmitting()) return;
    const now = callbackPlan(new Date());
    setPlan(now);
    const found: Partial<Record<keyof Values, string>> = fieldErrors(
      ORDER.map((name) => fields[name]),
      values,
    );
    if (values.preferred_time !== ASAP && !offeredSlot(now, values.preferred_time)) found.preferred_time = callbackText.slotPassed;
    setErrors(found);
    const consentMessage = consentChoice.check();
    const first = ORDER.find((name) => found[name]);
    if (first) {
      document.getElementById(first === 'product' ? `${id('product')}-0` : id(first))?.focus();
      return;
    }
    if (consentMessage) {
      document.getElementById(contactBoxId(formId))?.focus();
      return;
    }
    const body = callbackBody(values, buildConsent(consentChoice.choice));
    setElsewhere([]);
    const outcome = await submission.submit(body);
    if (outcome?.ok) {
      setConfirmed({ phone: body.phone_num, when: whenText(body.preferred_time, now, copy), reference: outcome.reference, consent: body.consent });
      setValues(empty());
      consentChoice.untick();
    } else if (outcome && !outcome.ok && outcome.failure === 'rejected' && outcome.fields) {
      // A 400: our words for each field the backend names (by its reason), never the backend's own.
      const refused = refusal(problems, outcome.fields, ORDER, (name) => fieldErrors([fields[name as keyof Values]], values)[name]);
      setErrors(refused.byField);
      setElsewhere(refused.elsewhere);
    }
  }

  const { submitting } = submission;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={confirmed ? callbackText.confirmation.heading : callbackText.title}
      hideTitle={Boolean(confirmed)}
      busy={submitting}
    >
      {confirmed ? (
        <div role="status" data-testid="callback-confirmation" className="mt-1">
          <h3 ref={confirmationHeading} tabIndex={-1} className="pr-10 text-xl font-semibold text-brand-900 outline-none dark:text-white">
            {callbackText.confirmation.heading}
          </h3>
          <p className="mt-3 text-slate-700 dark:text-slate-200">
            {callbackText.confirmation.number(confirmed.phone)} {confirmed.when}
          </p>
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-200">{callbackText.confirmation.from}</p>
          {confirmed.reference ? (
            <p className="mt-2 font-semibold text-slate-900 dark:text-white">
              <KeepTogether text={FORM_KIT_TEXT.reference(confirmed.reference)} keep={confirmed.reference} />
            </p>
          ) : null}
          <div className="mt-3">
            <ConsentSummary consent={confirmed.consent} />
          </div>
          <div className="mt-6 flex justify-end">
            <button
              type="button"
              onClick={onClose}
              className="rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-400"
            >
              {callbackText.confirmation.close}
            </button>
          </div>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{callbackText.intro}</p>
          <form {...safe} noValidate onSubmit={onSubmit} className="mt-5 space-y-4" aria-describedby={`${formId}-status`}>
            <FormNoScript />
            <fieldset disabled={submitting} className="space-y-4">
              <ChoiceField
                name="product"
                idPrefix={id('product')}
                legend={callbackText.product}
                choices={CALLBACK_PRODUCTS}
                value={values.product as CallbackProduct | ''}
                onValue={(v) => set('product', v)}
                error={errors.product}
                errorId={`${id('product')}-error`}
              />
              <TextField
                id={id('name')}
                name="name"
                label={callbackText.name}
                optional={CALLBACK_FIELDS.name.optional}
                autoComplete="name"
                maxLength={CALLBACK_FIELDS.name.maxLength}
                value={values.name}
                onValue={(v) => set('name', v)}
                error={errors.name}
              />
              <PhoneField
                id={id('phone_num')}
                name="phone_num"
                label={callbackText.phone}
                autoComplete="tel"
                maxLength={PHONE_INPUT_MAX_LENGTH}
                value={values.phone_num}
                onValue={(v) => set('phone_num', v)}
                onBlur={() => values.phone_num !== normalisePhone(values.phone_num) && set('phone_num', normalisePhone(values.phone_num))}
                error={errors.phone_num}
              />
              <SelectField
                id={id('preferred_time')}
                name="preferred_time"
                label={callbackText.when}
                value={values.preferred_time}
                onValue={(v) => set('preferred_time', v)}
                error={errors.preferred_time}
                options={[{ value: ASAP, label: callbackText.asap }]}
                groups={(plan?.days ?? []).map(({ day, slots }) => ({
                  label: dayName(day),
                  options: slots.map((slot) => ({ value: slot.value, label: callbackText.slot(slot.startHour) })),
                }))}
              />
              <TextField
                id={id('city')}
                name="city"
                label={callbackText.city}
                optional
                autoComplete="address-level2"
                maxLength={CALLBACK_FIELDS.city.maxLength}
                value={values.city}
                onValue={(v) => set('city', v)}
                error={errors.city}
              />
              <ConsentFields form="callback" choice={consentChoice.choice} onChange={consentChoice.onChange} error={consentChoice.error} idPrefix={formId} />
              <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
                <button
                  type="button"
                  onClick={onClose}
                  className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
                >
                  {FORM_KIT_TEXT.cancel}
                </button>
                <button
                  type="submit"
                  className="rounded-lg bg-accent-600 px-5 py-2.5 font-semibold text-white shadow hover:bg-accent-700 disabled:cursor-not-allowed disabled:opacity-60"
                >
                  {submitting ? FORM_TEXT.submitting : callbackText.submit}
                </button>
              </div>
            </fieldset>
            <CallbackStatus id={`${formId}-status`} outcome={submission.outcome} elsewhere={elsewhere} />
          </form>
        </>
      )}
    </Modal>
  );
}
