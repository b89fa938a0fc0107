import { useId, useState, type FormEvent } from 'react';
import { zCallbackRequest } from '@generated/zod/request-callback.gen';
import { ChoiceField, PhoneField } from '@/components/form/fields';
import { PHONE_INPUT_MAX_LENGTH } from '@/config/timings';
import { heroCallbackCopy, type CallbackProduct } from '@/content/callback-hero';
import { FORM_TEXT as FORM_TEXT_EN } from '@/content/forms';
import { useCopy } from '@/lib/i18n';
import { FormNoScript, useSafeForm } from '@/features/submission/safe-form';
import { normalisePhone } from '@/features/submission/normalise';
import { check, phoneField } from '@/features/submission/validation';
import { useCallbackForm } from './callback-context';

/**
 * The call-back and quote box of the home hero (ours, beyond the spec): product tabs, the
 * mobile number and "Request a call back", which opens the call-back form with both
 * filled in. Pre-rendered, so it is painted with the page; a press before the scripts run is held
 * and acted on once they have (the form kit's useSafeForm), and without scripts the form posts to
 * the page that says how to reach us: the number, which has no name, is never sent anywhere.
 */
export function HeroCallbackBox() {
  const [product, setProduct] = useState<CallbackProduct>('Car');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { open, preload } = useCallbackForm();
  const id = useId();
  const safe = useSafeForm();
  const { CALLBACK_PRODUCTS, heroCallbackText } = useCopy('heroCallback', heroCallbackCopy);
  const phoneRule = phoneField(zCallbackRequest, 'phone_num', useCopy('formText', FORM_TEXT_EN).phoneHint).rules;
  // The products the hero's tabs offer (the form itself offers "Other" too).
  const HERO_PRODUCTS = CALLBACK_PRODUCTS.filter((p) => p.value !== 'Other');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = check(phone, phoneRule);
    setError(problem);
    if (problem) {
      document.getElementById(`${id}-phone`)?.focus();
      return;
    }
    open({ product, phone: normalisePhone(phone) });
  }

  return (
    <form
      {...safe}
      noValidate
      onSubmit={onSubmit}
      onPointerEnter={preload}
      aria-labelledby={`${id}-heading`}
      data-testid="hero-callback"
      className="rounded-2xl bg-white p-5 text-slate-900 shadow-2xl ring-1 ring-black/5 sm:p-6 dark:bg-slate-900 dark:text-white dark:ring-white/10"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900 dark:text-white">
        {heroCallbackText.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{heroCallbackText.lead}</p>
      <div className="mt-3">
        <FormNoScript />
      </div>
      <ChoiceField name={`${id}-product`} legend={heroCallbackText.products} choices={HERO_PRODUCTS} value={product} onValue={setProduct} className="mt-4" />
      <PhoneField
        id={`${id}-phone`}
        label={heroCallbackText.phone}
        autoComplete="tel"
        maxLength={PHONE_INPUT_MAX_LENGTH}
        value={phone}
        onValue={(value) => {
          setPhone(value);
          if (error) setError(check(value, phoneRule));
        }}
        onBlur={() => phone !== normalisePhone(phone) && setPhone(normalisePhone(phone))}
        onFocus={preload}
        error={error}
        className="mt-4"
      />
      <button
        type="submit"
        className="mt-4 inline-flex w-full items-center justify-center rounded-lg bg-accent-600 px-6 py-3 font-semibold text-white shadow hover:bg-accent-700"
      >
        {heroCallbackText.submit}
      </button>
      <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">{heroCallbackText.note}</p>
    </form>
  );
}
