/** Text of a business number: one decimal when the number is not whole (part 1 §9). */
export function formatCount(value: number, target: number): string {
  const whole = Number.isInteger(target);
  return whole ? Math.round(value).toLocaleString('en-IN') : value.toFixed(1);
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
