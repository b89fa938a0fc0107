import type { InsurerForms } from '../../content/insurer-forms';

/** Insurers whose name contains the query (trimmed, case-insensitive); all when the query is empty. */
export function filterInsurers(insurers: readonly InsurerForms[], query: string): InsurerForms[] {
  const needle = query.trim().toLocaleLowerCase('en-IN');
  return insurers.filter((i) => i.insurer.toLocaleLowerCase('en-IN').includes(needle));
}

/** A link that goes somewhere: an http(s) URL. An empty placeholder is "not available". */
export function isAvailable(url: string): boolean {
  return /^https?:\/\/\S+$/.test(url.trim());
}
