import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { zCallbackRequest } from '@generated/zod/request-callback.gen';
import { KeepTogether } from '@/components/KeepTogether';
import { SelectField, TextField } from '@/components/form/fields';
import { callbackCopy } from '@/content/callback';
import type { Catalog } from '@/content/catalog';
import { fieldProblemText } from '@/content/field-problems';
import { FORM_KIT_TEXT as FORM_KIT_EN, FORM_TEXT as FORM_TEXT_EN } from '@/content/forms';
import { useCopy } from '@/lib/i18n';
import { ConsentSummary } from '@/features/consent/ConsentSummary';
import { refusal } from '@/features/submission/field-problems';
import { FormNoScript, useSafeForm } from '@/features/submission/safe-form';
import { useSubmission } from '@/features/submission/use-submission';
import { contractField, fieldErrors } from '@/features/submission/validation';
import { requestCallback, type CallbackRequest } from './api/request-callback';
import type { SentRequest } from './HeroCallbackBox';
import { ASAP, callbackPlan, offeredSlot, type CallbackPlan } from './slots';

type CallbackCopy = Catalog['callback'];

/** "as soon as possible…", or the slot, in words. */
export function whenText(value: string, plan: CallbackPlan, copy: CallbackCopy): string {
  const { relativeDay } = copy;
  const c = copy.callbackText.confirmation;
  if (value === ASAP) {
    if (plan.openNow || !plan.nextOpening) return c.asapOpen;
    return c.asapLater(relativeDay(plan.nextOpening.day), plan.nextOpening.hour);
  }
  const slot = offeredSlot(plan, value);
  return slot ? c.slot(relativeDay(slot.day), slot.startHour) : '';
}

/**
 * What the second step sends: the first request again (product, number, consent), with the time chosen,
 * the name when one was given, and `follow_up_of`, the first answer's reference, to which the backend
 * attaches them (CallbackRequest.follow_up_of).
 */
export function secondStepBody(sent: Pick<SentRequest, 'product' | 'phone' | 'consent'>, reference: string, name: string, when: string): CallbackRequest {
  const trimmed = name.trim();
  return {
    follow_up_of: reference,
    product: sent.product,
    phone_num: sent.phone,
    preferred_time: when,
    ...(trimmed ? { name: trimmed } : {}),
    consent: sent.consent,
  };
}

/**
 * The confirmation of the hero's call-back request, which stays: the number we will call, when, the
 * reference number and the consent given. When the backend gave a reference, the optional second step
 * follows: a name and a time, added to the same request.
 */
export function CallbackDetails({ sent, className }: { sent: SentRequest; className: string }) {
  const copy = useCopy('callback', callbackCopy);
  const { callbackText, dayName } = copy;
  const FORM_TEXT = useCopy('formText', FORM_TEXT_EN);
  const FORM_KIT_TEXT = useCopy('formKit', FORM_KIT_EN);
  const problems = useCopy('fieldProblems', fieldProblemText);
  const heading = useRef<HTMLHeadingElement>(null);
  const formId = useId();
  const [plan, setPlan] = useState<CallbackPlan>(() => callbackPlan(sent.at));
  const [name, setName] = useState('');
  const [when, setWhen] = useState(ASAP);
  const [errors, setErrors] = useState<{ name?: string; when?: string; form?: string }>({});
  const [saved, setSaved] = useState<{ when: string } | null>(null);
  const submission = useSubmission(requestCallback);
  const rule = useMemo(() => contractField(zCallbackRequest, 'name', { invalid: callbackText.nameRequired }), [callbackText]);
  const safe = useSafeForm();

  useEffect(() => heading.current?.focus(), []);

  async function onSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.isSubmitting() || !sent.reference) return;
    const now = callbackPlan(new Date());
    setPlan(now);
    const found: typeof errors = { name: fieldErrors([rule], { name }).name };
    if (when !== ASAP && !offeredSlot(now, when)) found.when = callbackText.slotPassed;
    if (!found.name && !found.when && name.trim() === '' && when === ASAP) found.form = callbackText.details.nothingToSave;
    setErrors(found);
    if (found.name || found.form) return document.getElementById(`${formId}-name`)?.focus();
    if (found.when) return document.getElementById(`${formId}-when`)?.focus();
    const outcome = await submission.submit(secondStepBody(sent, sent.reference, name, when));
    if (outcome?.ok) setSaved({ when });
    else if (outcome && !outcome.ok && outcome.failure === 'rejected' && outcome.fields) {
      // A 400: our words for each field the backend names (by its reason), never the backend's own.
      const refused = refusal(problems, outcome.fields, ['name', 'preferred_time']);
      setErrors({ name: refused.byField.name, when: refused.byField.preferred_time, form: refused.elsewhere[0] });
    }
  }

  const { submitting, outcome } = submission;
  const failed = outcome && !outcome.ok ? outcome : undefined;
  const c = callbackText.confirmation;
  return (
    <div data-testid="callback-confirmation" className={className}>
      <div role="status">
        <h2 ref={heading} tabIndex={-1} className="scroll-mt-24 text-lg font-bold text-brand-900 outline-none sm:text-xl dark:text-white">
          {c.heading}
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-200">
          {c.number(sent.phone)} {whenText(saved?.when ?? ASAP, plan, copy)}
        </p>
        {sent.reference ? (
          <p className="mt-2 font-semibold text-slate-900 dark:text-white">
            <KeepTogether text={FORM_KIT_TEXT.reference(sent.reference)} keep={sent.reference} />
          </p>
        ) : null}
        {saved ? <p className="mt-2 font-medium text-emerald-800 dark:text-emerald-300">{callbackText.details.saved}</p> : null}
      </div>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-200">{c.from}</p>
      <div className="mt-3">
        <ConsentSummary consent={sent.consent} />
      </div>
      {sent.reference && !saved ? (
        <form
          {...safe}
          noValidate
          onSubmit={onSave}
          aria-labelledby={`${formId}-heading`}
          aria-describedby={`${formId}-status`}
          className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-700"
        >
          <h3 id={`${formId}-heading`} className="font-semibold text-brand-900 dark:text-white">
            {callbackText.details.heading}
          </h3>
          <FormNoScript />
          <fieldset disabled={submitting} className="mt-3 space-y-3">
            <TextField
              id={`${formId}-name`}
              name="name"
              label={callbackText.name}
              optional
              autoComplete="name"
              maxLength={rule.maxLength}
              value={name}
              onValue={(v) => {
                setName(v);
                if (errors.name || errors.form) setErrors((e) => ({ ...e, name: undefined, form: undefined }));
              }}
              error={errors.name ?? errors.form}
            />
            <SelectField
              id={`${formId}-when`}
              name="preferred_time"
              label={callbackText.when}
              value={when}
              onValue={(v) => {
                setWhen(v);
                if (errors.when || errors.form) setErrors((e) => ({ ...e, when: undefined, form: undefined }));
              }}
              error={errors.when}
              options={[{ value: ASAP, label: callbackText.asap }]}
              groups={plan.days.map(({ day, slots }) => ({
                label: dayName(day),
                options: slots.map((slot) => ({ value: slot.value, label: callbackText.slot(slot.startHour) })),
              }))}
            />
            <button
              type="submit"
              className="inline-flex w-full items-center justify-center rounded-lg border border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50 sm:w-auto dark:border-brand-300 dark:text-white dark:hover:bg-slate-800"
            >
              {submitting ? FORM_TEXT.submitting : callbackText.details.save}
            </button>
          </fieldset>
          <div
            id={`${formId}-status`}
            role="status"
            className={failed ? 'mt-3 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200' : 'sr-only'}
          >
            {failed ? <p>{FORM_TEXT.error}</p> : null}
          </div>
        </form>
      ) : null}
    </div>
  );
}
