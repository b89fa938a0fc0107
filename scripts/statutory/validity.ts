/**
 * The build's check of validity dates (docs/statutory-facts.md): a date the site states must not have
 * passed, nor fall within RENEWAL_WINDOW_DAYS of the build, unless a renewal is recorded; a date the site
 * withholds needs a reason, a role and a review date, and the decision lapses on that date. Pure: "today"
 * is a parameter, so the tests plant each failure on a fixed day.
 */
import type { Licence, Validity } from '@/config/statutory';

/** @internal How long before an end date the build starts asking for the renewal (docs/statutory-facts.md); its test names it. */
export const RENEWAL_WINDOW_DAYS = 30;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

function dayNumber(iso: string, what: string): number {
  if (!ISO_DATE.test(iso)) throw new Error(`${what}: "${iso}" is not a yyyy-mm-dd date`);
  const time = Date.parse(`${iso}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== iso) throw new Error(`${what}: "${iso}" is not a calendar date`);
  return time / DAY_MS;
}

/** The day a build runs on, in India (IST, UTC+05:30), where the site's dates are read. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** @internal What is wrong with one validity today (an empty list when nothing is). `name` says which fact, for the message. Tested alone. */
export function validityProblems(name: string, validity: Validity, today: string): string[] {
  const problems: string[] = [];
  const now = dayNumber(today, 'today');
  const until = dayNumber(validity.until, `${name}.validity.until`);
  const { renewal, display } = validity;
  if (renewal?.status === 'granted') {
    const renewed = dayNumber(renewal.until, `${name}.validity.renewal.until`);
    if (renewed <= until) problems.push(`${name}: the renewal's end date ${renewal.until} is not after the certificate's ${validity.until}`);
  }
  if (renewal?.status === 'applied') dayNumber(renewal.appliedOn, `${name}.validity.renewal.appliedOn`);

  if (display.show) {
    // The date the site states: a granted renewal's, else the certificate's.
    const shown = renewal?.status === 'granted' ? renewal.until : validity.until;
    const left = dayNumber(shown, name) - now;
    if (left < 0) {
      problems.push(
        `${name}: the site states it is valid until ${shown}, which passed ${-left} day(s) before ${today}. Record the renewal (renewal: { status: 'granted', until }) or withhold the date (display: { show: false, reason, decidedBy, decidedOn, reviewBy }).`,
      );
    } else if (left <= RENEWAL_WINDOW_DAYS && !renewal) {
      problems.push(
        `${name}: the site states it is valid until ${shown}, ${left} day(s) after ${today} (within ${RENEWAL_WINDOW_DAYS} days), and no renewal is recorded. Record it (renewal: { status: 'applied', appliedOn, reference }) or the new date.`,
      );
    }
  } else {
    for (const field of ['reason', 'decidedBy', 'decidedOn', 'reviewBy'] as const) {
      if (display[field].trim() === '') problems.push(`${name}: withholding the validity date needs ${field}`);
    }
    if (display.reviewBy.trim() !== '') {
      const review = dayNumber(display.reviewBy, `${name}.validity.display.reviewBy`);
      if (review < now) {
        problems.push(
          `${name}: the decision to withhold the validity date (${display.decidedBy}, ${display.decidedOn}) was to be reviewed by ${display.reviewBy}. Record the renewal, or decide again with a new reviewBy.`,
        );
      }
    }
  }
  return problems;
}

/** The problems of every fact that has a validity (today: the licence). */
export function statutoryValidityProblems(facts: { licence: Licence }, today: string): string[] {
  return validityProblems('licence', facts.licence.validity, today);
}
