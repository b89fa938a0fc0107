/** The first of the values that has text once trimmed, trimmed; '' when none has. */
export function firstText(...values: (string | undefined)[]): string {
  for (const value of values) {
    const text = value?.trim();
    if (text) return text;
  }
  return '';
}

/** Whether any field contains the query: trimmed, case-insensitive substring; an empty query matches. */
export function includesQuery(fields: readonly string[], query: string): boolean {
  const needle = query.trim().toLocaleLowerCase('en-IN');
  return needle === '' || fields.some((field) => field.toLocaleLowerCase('en-IN').includes(needle));
}
