import { FORM_TEXT } from '@/content/forms';
import { contractRule, isOptional, maxLengthOf, sentValue, type ContractMessages, type RequestSchema, type Rule, type Sending } from './contract-rules';

/** A form field whose rule, length limit and optionality all come from the contract's request schema. */
export function contractField(schema: RequestSchema, name: string, messages: ContractMessages, sending: Sending = 'trimmed') {
  return {
    name,
    sending,
    optional: isOptional(schema, name),
    maxLength: maxLengthOf(schema, name),
    rules: [contractRule(schema, name, messages, sending)] as readonly Rule[],
  };
}

/** A mobile number field (+91 fixed before it, normalised before the contract's 10-digit rule; part 1 §5's hint). */
export function phoneField(schema: RequestSchema, name = 'phone_num', message: string = FORM_TEXT.phoneHint) {
  return { kind: 'phone' as const, ...contractField(schema, name, { invalid: message }, 'phone') };
}

/** A PAN field (capitals as typed, then the contract's rule; part 1 §5's hint). */
export function panField(schema: RequestSchema, name = 'pan_num', message: string = FORM_TEXT.panHint) {
  return { kind: 'pan' as const, ...contractField(schema, name, { invalid: message }, 'upper') };
}

/** The first message of the rules that fail, if any. */
export function check(value: string, rules: readonly Rule[]): string | undefined {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return undefined;
}

export interface CheckedField {
  name: string;
  optional?: boolean;
  sending?: Sending;
  rules: readonly Rule[];
}

/** What the form sends for its fields: each value as the field sends it, optional fields left out when empty. */
export function bodyOf(fields: readonly CheckedField[], values: Record<string, string>): Record<string, string> {
  const body: Record<string, string> = {};
  for (const field of fields) {
    const value = sentValue(values[field.name] ?? '', field.sending ?? 'trimmed');
    if (!(field.optional && value === '')) body[field.name] = value;
  }
  return body;
}

/** Whether an optional field is left out of the body: nothing would be sent for it (spaces only count as nothing). */
export function leftOut(field: CheckedField, value: string): boolean {
  return field.optional === true && sentValue(value, field.sending ?? 'trimmed') === '';
}

/**
 * The message of every field of a form (undefined where it passes); an optional field left empty passes,
 * and so does one holding only spaces, which bodyOf leaves out as well (found by the property tests).
 */
export function fieldErrors(fields: readonly CheckedField[], values: Record<string, string>): Record<string, string | undefined> {
  return Object.fromEntries(fields.map((f) => [f.name, leftOut(f, values[f.name] ?? '') ? undefined : check(values[f.name] ?? '', f.rules)]));
}
