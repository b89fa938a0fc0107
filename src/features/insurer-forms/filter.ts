import type { InsurerForms } from '@/content/insurer-forms';
import { includesQuery } from '@/lib/text';

/** Insurers whose name contains the query (trimmed, case-insensitive); all when the query is empty. */
export function filterInsurers(insurers: readonly InsurerForms[], query: string): InsurerForms[] {
  return insurers.filter((i) => includesQuery([i.insurer], query));
}

/** A link that goes somewhere: an http(s) URL. An empty placeholder is "not available". */
export function isAvailable(url: string): boolean {
  return /^https?:\/\/\S+$/.test(url.trim());
}
