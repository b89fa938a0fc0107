import type { z } from 'zod/mini';

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

export type Rule = (value: string) => string | undefined;

/**
 * How a field's typed text becomes the value sent: trimmed (names, e-mail, free text)
 * or exactly as typed (phone number, PAN, where a stray space is a mistake to point out).
 */
export type Sending = 'trimmed' | 'as-typed';

export function sentValue(value: string, sending: Sending): string {
  return sending === 'trimmed' ? value.trim() : value;
}

/** A generated request schema (generated/zod): an object of field schemas. */
export interface RequestSchema {
  shape: Record<string, z.ZodMiniType>;
}

export interface ContractMessages {
  /** Shown when nothing (or only spaces) was typed; defaults to `invalid`. */
  empty?: string;
  /** Shown for any other value the contract refuses. */
  invalid: string;
}

/**
 * A form rule derived from the contract: the value the form would send for `field`
 * must be accepted by that field's schema in the request schema generated from
 * openapi.yaml. The texts are the form's (spec part 1 §5, §8); the rule is the contract's.
 */
export function contractRule(schema: RequestSchema, field: string, messages: ContractMessages, sending: Sending = 'trimmed'): Rule {
  const fieldSchema = schema.shape[field];
  if (!fieldSchema) throw new Error(`The contract's request schema has no field "${field}"`);
  return (value) => {
    const sent = sentValue(value, sending);
    if (fieldSchema.safeParse(sent).success) return undefined;
    return sent === '' ? (messages.empty ?? messages.invalid) : messages.invalid;
  };
}

interface CheckDef {
  check?: string;
  maximum?: number;
  length?: number;
}

interface SchemaDef {
  innerType?: { _zod: { def: SchemaDef } };
  checks?: { _zod: { def: CheckDef } }[];
}

/** The contract's maxLength of a text field (for the input's maxlength), read from the generated schema. */
export function maxLengthOf(schema: RequestSchema, field: string): number | undefined {
  let def = (schema.shape[field] as unknown as { _zod: { def: SchemaDef } } | undefined)?._zod.def;
  while (def?.innerType) def = def.innerType._zod.def;
  for (const { _zod } of def?.checks ?? []) {
    if (_zod.def.check === 'max_length') return _zod.def.maximum;
    if (_zod.def.check === 'length_equals') return _zod.def.length;
  }
  return undefined;
}

/** Whether the contract lets the form leave `field` out (it is not in `required`). */
export function isOptional(schema: RequestSchema, field: string): boolean {
  return (schema.shape[field] as unknown as { _zod: { def: { type: string } } } | undefined)?._zod.def.type === 'optional';
}

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
