/**
 * The form kit's fields: one look and one accessibility contract for every form.
 * Each field has a visible label, an optional hint, and an error that is announced
 * (aria-invalid + aria-describedby) and shown under it. No domain knowledge: what a
 * value means and which message shows is the form's business.
 */
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { FORM_KIT_TEXT } from '@/content/forms';
import { useCopy } from '@/lib/i18n';

export const controlClass =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:outline-none focus:ring-2 disabled:opacity-60 dark:bg-slate-950 dark:text-white';

function borderClass(error: string | undefined): string {
  return error
    ? 'border-red-600 focus:ring-red-500/40 dark:border-red-400'
    : 'border-slate-300 focus:border-brand-500 focus:ring-brand-500/40 dark:border-slate-700';
}

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  /** Help text always shown under the control. */
  hint?: ReactNode;
  /** The message shown (and announced) while the value breaks a rule. */
  error?: string;
  className?: string;
  children: (aria: ControlAria) => ReactNode;
}

export interface ControlAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label, control, hint and error, wired together by ids. */
function FieldFrame({ id, label, optional, hint, error, className, children }: FieldFrameProps) {
  const kit = useCopy('formKit', FORM_KIT_TEXT);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
        {optional ? <span className="font-normal text-slate-500 dark:text-slate-400"> {kit.optional}</span> : null}
      </label>
      <div className="mt-1">{children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}</div>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type FrameProps = Omit<FieldFrameProps, 'children'>;
type ValueProps = {
  value: string;
  onValue: (value: string) => void;
  /** For forms the browser validates: a custom validity message ('' = valid). */
  validity?: string;
};

/** A ref callback that keeps the element's custom validity in step with `message`. */
function validityRef(message: string | undefined) {
  return message === undefined ? undefined : (el: HTMLInputElement | HTMLTextAreaElement | null) => el?.setCustomValidity(message);
}

export type TextFieldProps = FrameProps &
  ValueProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> & {
    /** Letters become capitals as they are typed (e.g. PAN), the caret staying where it was. */
    upperCase?: boolean;
  };

export function TextField({ id, label, optional, hint, error, className, value, onValue, validity, upperCase, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} optional={optional} hint={hint} error={error} className={className}>
      {(aria) => (
        <input
          autoCapitalize={upperCase ? 'characters' : undefined}
          {...input}
          {...aria}
          ref={validityRef(validity)}
          value={value}
          required={!optional}
          onChange={(e) => onValue(upperCase ? toUpperCaseInPlace(e.currentTarget) : e.currentTarget.value)}
          className={`${controlClass} ${borderClass(error)}`}
        />
      )}
    </FieldFrame>
  );
}

/** Capitalises an input's value in place and keeps the caret, so React has nothing to reset. */
function toUpperCaseInPlace(input: HTMLInputElement): string {
  const upper = input.value.toUpperCase();
  if (upper !== input.value) {
    const { selectionStart, selectionEnd } = input;
    input.value = upper;
    if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
  }
  return upper;
}

export function TextAreaField({
  id,
  label,
  optional,
  hint,
  error,
  className,
  value,
  onValue,
  validity,
  ...area
}: FrameProps & ValueProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'>) {
  return (
    <FieldFrame id={id} label={label} optional={optional} hint={hint} error={error} className={className}>
      {(aria) => (
        <textarea
          {...area}
          {...aria}
          ref={validityRef(validity)}
          value={value}
          required={!optional}
          onChange={(e) => onValue(e.target.value)}
          className={`${controlClass} ${borderClass(error)}`}
        />
      )}
    </FieldFrame>
  );
}

/**
 * A mobile number with the country code "+91" fixed before the box. The prefix is
 * decoration (hidden from screen readers, as GOV.UK's prefix pattern does): whether the
 * visitor types it or not, the form accepts the number. Whatever is typed or pasted stays as typed while the visitor types; `onBlur`
 * lets the form show it normalised.
 */
export function PhoneField({
  id,
  label,
  optional,
  hint,
  error,
  className,
  value,
  onValue,
  validity,
  ...input
}: FrameProps & ValueProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'type'>) {
  const kit = useCopy('formKit', FORM_KIT_TEXT);
  return (
    <FieldFrame id={id} label={label} optional={optional} hint={hint} error={error} className={className}>
      {(aria) => (
        <div
          className={`flex items-stretch overflow-hidden rounded-lg border bg-white shadow-sm focus-within:ring-2 dark:bg-slate-950 ${
            error
              ? 'border-red-600 focus-within:ring-red-500/40 dark:border-red-400'
              : 'border-slate-300 focus-within:border-brand-500 focus-within:ring-brand-500/40 dark:border-slate-700'
          }`}
        >
          <span
            aria-hidden="true"
            className="flex items-center border-r border-slate-300 bg-slate-50 px-3 text-base font-medium text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
          >
            {kit.phonePrefix}
          </span>
          <input
            {...input}
            {...aria}
            ref={validityRef(validity)}
            type="tel"
            inputMode="tel"
            value={value}
            required={!optional}
            onChange={(e) => onValue(e.target.value)}
            className="min-w-0 flex-1 bg-transparent px-3 py-2.5 text-base text-slate-900 focus:outline-none disabled:opacity-60 dark:text-white"
          />
        </div>
      )}
    </FieldFrame>
  );
}

export interface Choice<V extends string> {
  value: V;
  label: ReactNode;
}

/**
 * One choice out of a few, as a row of chips (radio buttons underneath: arrow keys move,
 * the group has a legend). Used for the product and preferred-time choices.
 */
export function ChoiceField<V extends string>({
  name,
  idPrefix,
  legend,
  choices,
  value,
  onValue,
  error,
  errorId,
  disabled,
  className,
}: {
  name: string;
  /** Ids of the radios are `${idPrefix}-${index}` (to focus the first on an error). */
  idPrefix?: string;
  legend: ReactNode;
  choices: readonly Choice<V>[];
  value: V | '';
  onValue: (value: V) => void;
  error?: string;
  errorId?: string;
  disabled?: boolean;
  className?: string;
}) {
  const describedBy = error ? (errorId ?? `${name}-error`) : undefined;
  return (
    <fieldset className={className} aria-describedby={describedBy} disabled={disabled}>
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {choices.map((choice, index) => (
          <label
            key={choice.value}
            className="relative inline-flex cursor-pointer items-center rounded-full border border-slate-300 bg-white px-3.5 py-2 text-sm font-medium text-slate-700 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-saffron-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:has-[:checked]:border-brand-300 dark:has-[:checked]:bg-brand-300 dark:has-[:checked]:text-brand-950"
          >
            <input
              type="radio"
              id={idPrefix ? `${idPrefix}-${index}` : undefined}
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onValue(choice.value)}
              className="sr-only"
            />
            {choice.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={describedBy} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export interface SelectGroup {
  label: string;
  options: readonly { value: string; label: string }[];
}

/** A native select (the phone's own picker), with loose options first and then labelled groups. */
export function SelectField({
  id,
  label,
  optional,
  hint,
  error,
  className,
  value,
  onValue,
  options,
  groups,
  disabled,
  name,
}: FrameProps &
  ValueProps & {
    name: string;
    options: readonly { value: string; label: string }[];
    groups: readonly SelectGroup[];
    disabled?: boolean;
  }) {
  return (
    <FieldFrame id={id} label={label} optional={optional} hint={hint} error={error} className={className}>
      {(aria) => (
        <select
          {...aria}
          name={name}
          value={value}
          disabled={disabled}
          required={!optional}
          onChange={(e) => onValue(e.currentTarget.value)}
          className={`${controlClass} ${borderClass(error)}`}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
