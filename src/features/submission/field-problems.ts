import type { Catalog } from '@/content/catalog';
import type { FieldReasons } from '@/lib/api-response';

type FieldProblemCopy = Catalog['fieldProblems'];
type Entry = { readonly any: string } & Readonly<Record<string, string>>;

/** The table's entry for a field path: its own, the consent's for every `consent…` path, else the unknown field's. */
function entryOf(copy: FieldProblemCopy, field: string): Entry {
  const fields = copy.fields as unknown as Readonly<Record<string, Entry>>;
  if (Object.hasOwn(fields, field) && field !== 'unknown' && field !== 'consent.*') return fields[field] as Entry;
  if (field === 'consent' || field.startsWith('consent.')) return copy.fields['consent.*'];
  return copy.fields.unknown;
}

/**
 * The site's own text for a field the backend refused (never the backend's words): the field's text
 * for the first of its reasons that has one, else what the form's own rule says about the value
 * (`own`, when given), else the field's general text. A field or reason the site does not know gets
 * the general text of the field, or of "something in the form".
 */
function problemText(copy: FieldProblemCopy, field: string, reasons: readonly string[], own?: string): string {
  const entry = entryOf(copy, field);
  for (const reason of reasons) {
    if (reason !== 'any' && Object.hasOwn(entry, reason)) return entry[reason] as string;
  }
  return own ?? entry.any;
}

export interface Refusal {
  /** Text per field the form shows, by the form's field name. */
  byField: Record<string, string>;
  /** Texts for what the form has no control of its own for (the consent, the whole body…), each once. */
  elsewhere: string[];
}

/**
 * A 400's reasons as the form shows them: under each of its own fields, and the rest together (each
 * text once). `own(name)` is the form's rule's message for the value it sent, if its rule objects.
 */
export function refusal(
  copy: FieldProblemCopy,
  reasons: FieldReasons,
  formFields: readonly string[],
  own: (name: string) => string | undefined = () => undefined,
): Refusal {
  const byField: Record<string, string> = {};
  const elsewhere = new Set<string>();
  for (const [field, why] of Object.entries(reasons)) {
    if (formFields.includes(field)) byField[field] = problemText(copy, field, why, own(field));
    else elsewhere.add(problemText(copy, field, why));
  }
  return { byField, elsewhere: [...elsewhere] };
}
