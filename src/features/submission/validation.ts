import { contractRule, isOptional, maxLengthOf, sentValue, type ContractMessages, type RequestSchema, type Rule, type Sending } from './contract-rules';

/** Hints and messages of the enquiry and POSP forms (part 1 §5, §8), letter for letter where the spec gives them. */
export const FORM_TEXT = {
  phoneHint: 'Please enter a valid 10-digit phone number',
  panHint: 'Please enter a valid PAN number (e.g., ABCDE1234F)',
  emailHint: 'Please enter a valid email address',
  success: "Thank you for your submission! We'll contact you shortly.",
  error: 'There was an error submitting your form. Please try again.',
  submitting: 'Submitting...',
  // Ours (the spec names the fields as required without giving these texts).
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email',
  remarksRequired: 'Please tell us a little about yourself',
  remarksTooLong: 'Please shorten your remarks',
} as const;

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

/** The message of every field of a form (undefined where it passes); an optional field left empty passes. */
export function fieldErrors(fields: readonly CheckedField[], values: Record<string, string>): Record<string, string | undefined> {
  return Object.fromEntries(fields.map((f) => [f.name, f.optional && (values[f.name] ?? '') === '' ? undefined : check(values[f.name] ?? '', f.rules)]));
}
