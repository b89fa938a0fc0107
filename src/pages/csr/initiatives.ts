import type { CsrInitiative } from '@/features/csr/api/get-csr-initiatives';
import { formatDate } from '@/lib/number-format';

/** Shown when an initiative has no photo or its photo cannot be loaded. */
export const CSR_DEFAULT_IMAGE = '/images/csr/default.svg';
/** Path of the CSR policy on the API (part 2 §7) and the name it is saved as. */
export const CSR_POLICY_PATH = '/media/docs/CSR_Policy.pdf';
export const CSR_POLICY_FILE_NAME = 'CSR_Policy.pdf';

function timeOf(date: string): number {
  const time = Date.parse(date);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** Newest first by activity_date (a copy; undated or unreadable dates last). */
export function newestFirst(initiatives: readonly CsrInitiative[]): CsrInitiative[] {
  return [...initiatives].sort((a, b) => timeOf(b.activity_date) - timeOf(a.activity_date));
}

/** The photo of an initiative, or the default image when it has none. */
export function imageOf(initiative: Pick<CsrInitiative, 'activity_image'>): string {
  return initiative.activity_image?.trim() || CSR_DEFAULT_IMAGE;
}

const INDIAN_DATE = { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' } as const satisfies Intl.DateTimeFormatOptions;

/**
 * A date as Indians write it, e.g. '2025-03-15' → '15 Mar 2025' (en-IN) or '15 मार्च 2025' (hi-IN);
 * an unreadable date is shown as given.
 */
export function formatIndianDate(date: string, tag = 'en-IN'): string {
  const time = Date.parse(date);
  return Number.isNaN(time) ? date : formatDate(tag, time, INDIAN_DATE);
}
