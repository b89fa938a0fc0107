/**
 * Form rules read from the request schemas generated from openapi.yaml (generated/zod):
 * a field's check, its length limit and whether it may be left out. Kept apart from the
 * forms' texts so that a page with a form loads only what it uses.
 */
import type { z } from 'zod/mini';
import { normalisePhone, upperCase } from './normalise';

export type Rule = (value: string) => string | undefined;

/**
 * How a field's typed text becomes the value sent: trimmed (names, e-mail, free text),
 * exactly as typed, a phone number (spaces, dashes, +91 and a leading 0 stripped) or
 * capitals (PAN; otherwise as typed, so a stray space is still pointed out).
 */
export type Sending = 'trimmed' | 'as-typed' | 'phone' | 'upper';

export function sentValue(value: string, sending: Sending): string {
  switch (sending) {
    case 'trimmed':
      return value.trim();
    case 'phone':
      return normalisePhone(value);
    case 'upper':
      return upperCase(value);
    default:
      return value;
  }
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
