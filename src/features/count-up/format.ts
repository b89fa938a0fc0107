import { formatNumber } from '@/lib/number-format';

/**
 * Text of a business number (in the page's locale: a BCP 47 tag): one decimal when the number is not whole (part 1 §9).
 * On the way up the value is rounded down, so the target shows only once reached.
 * Whole numbers are grouped as the page's locale groups them (`tag`: en-IN, hi-IN, ja-JP).
 */
export function formatCount(value: number, target: number, tag = 'en-IN'): string {
  const whole = Number.isInteger(target);
  const shown = value >= target ? target : whole ? Math.floor(value) : Math.floor(value * 10) / 10;
  // One decimal as written: a point in every locale the site has, and no ICU on the way.
  return whole ? formatNumber(tag, shown) : shown.toFixed(1);
}

/** Splits a written figure into its number and what follows it: "9.6M" → 9.6 and "M", "4,500+" → 4500 and "+"; null when it does not start with a number. */
export function splitFigure(text: string): { value: number; suffix: string } | null {
  const m = /^\s*(\d[\d,]*(?:\.\d+)?)(.*)$/.exec(text);
  return m ? { value: Number((m[1] ?? '').replace(/,/g, '')), suffix: m[2] ?? '' } : null;
}

/** Parses the API's text number ("9.6", " 99 "); NaN when it is not a decimal. */
export function parseCount(text: string): number {
  return /^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN;
}

/** Ease-out cubic: fast start, gentle finish. */
export function easeOut(progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  return 1 - (1 - p) ** 3;
}
