import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Modal } from '@/components/Modal';
import { ENQUIRY_AUTO_CLOSE_MS } from '@/config/timings';
import { check, fieldErrors, FORM_TEXT, type CheckedField } from './validation';

export interface FieldSpec extends CheckedField {
  label: string;
  type?: 'text' | 'email' | 'tel';
  rows?: number;
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'email';
  autoComplete?: string;
  pattern?: string;
  /** Shown under the field while its value breaks a rule. */
  hint?: string;
}

type Status = 'idle' | 'submitting' | 'success' | 'error';

export interface SubmissionModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  intro?: string;
  fields: readonly FieldSpec[];
  submitLabel: string;
  /** Sends the values; resolves true on any OK answer. */
  submit: (values: Record<string, string>) => Promise<boolean>;
}

const inputClass =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:outline-none focus:ring-2 disabled:opacity-60 dark:bg-slate-950 dark:text-white';

function emptyValues(fields: readonly FieldSpec[]): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f.name, '']));
}

/**
 * The enquiry and POSP forms' shared behaviour (part 1 §4): submitting disables
 * inputs and buttons; success shows the thank-you message, clears the fields and
 * closes after ENQUIRY_AUTO_CLOSE_MS; an error shows the error message and
 * re-enables the form with what was typed; nothing closes it while submitting.
 */
export function SubmissionModal({ open, onClose, title, intro, fields, submitLabel, submit }: SubmissionModalProps) {
  const [values, setValues] = useState(() => emptyValues(fields));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [status, setStatus] = useState<Status>('idle');
  const closeTimer = useRef<number | undefined>(undefined);
  const formId = useId();
  const statusId = useId();

  // On opening: the error is cleared and the submitting flag reset.
  useEffect(() => {
    if (open) {
      setStatus((s) => (s === 'error' || s === 'submitting' ? 'idle' : s));
    } else {
      window.clearTimeout(closeTimer.current);
      setStatus('idle');
      setErrors({});
    }
  }, [open]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const submitting = status === 'submitting';

  function validate(): Record<string, string | undefined> {
    return fieldErrors(fields, values);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = validate();
    setErrors(found);
    const firstInvalid = fields.find((f) => found[f.name]);
    if (firstInvalid) {
      document.getElementById(`${formId}-${firstInvalid.name}`)?.focus();
      return;
    }
    setStatus('submitting');
    const ok = await submit(values);
    if (ok) {
      setStatus('success');
      setValues(emptyValues(fields));
      setErrors({});
      closeTimer.current = window.setTimeout(onClose, ENQUIRY_AUTO_CLOSE_MS);
    } else {
      setStatus('error');
    }
  }

  function onChange(field: FieldSpec, value: string) {
    setValues((v) => ({ ...v, [field.name]: value }));
    if (errors[field.name]) setErrors((e) => ({ ...e, [field.name]: check(value, field.rules) }));
    if (status === 'success') setStatus('idle');
  }

  return (
    <Modal open={open} onClose={onClose} title={title} busy={submitting}>
      {intro ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{intro}</p> : null}
      <form id={formId} noValidate onSubmit={onSubmit} aria-describedby={statusId} className="mt-5 space-y-4">
        <fieldset disabled={submitting} className="space-y-4">
          {fields.map((field) => {
            const id = `${formId}-${field.name}`;
            const error = errors[field.name];
            const describedBy = error ? `${id}-error` : undefined;
            const common = {
              id,
              name: field.name,
              value: values[field.name] ?? '',
              maxLength: field.maxLength,
              required: !field.optional,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': describedBy,
              className: `${inputClass} ${error ? 'border-red-500 focus:ring-red-500/40' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-500/40 dark:border-slate-700'}`,
            };
            return (
              <div key={field.name}>
                <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
                  {field.label}
                  {field.optional ? <span className="font-normal text-slate-500 dark:text-slate-400"> (optional)</span> : null}
                </label>
                {field.rows ? (
                  <textarea {...common} rows={field.rows} onChange={(e) => onChange(field, e.target.value)} />
                ) : (
                  <input
                    {...common}
                    type={field.type ?? 'text'}
                    inputMode={field.inputMode}
                    autoComplete={field.autoComplete}
                    pattern={field.pattern}
                    onChange={(e) => onChange(field, e.target.value)}
                  />
                )}
                {error ? (
                  <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={onClose}
              className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              Cancel
            </button>
            <button
              type="submit"
              className="rounded-lg bg-accent-600 px-5 py-2.5 font-semibold text-white shadow hover:bg-accent-700 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {submitting ? FORM_TEXT.submitting : submitLabel}
            </button>
          </div>
        </fieldset>
        <p
          id={statusId}
          role="status"
          data-testid="form-status"
          className={
            status === 'success'
              ? 'rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
              : status === 'error'
                ? 'rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200'
                : 'sr-only'
          }
        >
          {status === 'success' ? FORM_TEXT.success : status === 'error' ? FORM_TEXT.error : ''}
        </p>
      </form>
    </Modal>
  );
}
