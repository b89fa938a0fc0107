import { PhoneField, TextAreaField, TextField } from '@/components/form/fields';
import { PHONE_INPUT_MAX_LENGTH } from '@/config/timings';
import type { CheckedField } from './validation';
import { normalisePhone } from './normalise';

/** What kind of value a field holds: decides its control, keyboard and how it is normalised. */
export type FieldKind = 'text' | 'email' | 'phone' | 'pan' | 'textarea';

export interface FieldSpec extends CheckedField {
  label: string;
  kind?: FieldKind;
  /** Rows of a textarea. */
  rows?: number;
  maxLength?: number;
  autoComplete?: string;
  /** Help text always shown under the field. */
  hint?: string;
}

export interface FormFieldProps {
  field: FieldSpec;
  id: string;
  value: string;
  error?: string;
  onValue: (value: string) => void;
}

/**
 * One field of a form kit form, by its kind: a phone number with the fixed +91 and its
 * value shown normalised when the visitor leaves it; a PAN in capitals as typed; text,
 * e-mail and textareas. The label, hint, error and their aria wiring are the kit's.
 */
export function FormField({ field, id, value, error, onValue }: FormFieldProps) {
  const common = {
    id,
    label: field.label,
    optional: field.optional,
    hint: field.hint,
    error,
    value,
    onValue,
    name: field.name,
    autoComplete: field.autoComplete,
  };
  switch (field.kind) {
    case 'phone':
      return (
        <PhoneField
          {...common}
          autoComplete={field.autoComplete ?? 'tel'}
          maxLength={PHONE_INPUT_MAX_LENGTH}
          onBlur={() => value !== normalisePhone(value) && onValue(normalisePhone(value))}
        />
      );
    case 'pan':
      return <TextField {...common} upperCase autoComplete="off" spellCheck={false} maxLength={field.maxLength} />;
    case 'email':
      return (
        <TextField {...common} type="email" inputMode="email" autoComplete={field.autoComplete ?? 'email'} spellCheck={false} maxLength={field.maxLength} />
      );
    case 'textarea':
      return <TextAreaField {...common} rows={field.rows} maxLength={field.maxLength} />;
    default:
      return <TextField {...common} type="text" maxLength={field.maxLength} />;
  }
}
