/**
 * Numbers and dates in a locale, through Intl, without paying for Intl on a page's first view.
 *
 * The first Intl.NumberFormat a page creates (or the first `toLocaleString('en-IN')`) costs
 * Chrome 30–40 ms here while ICU loads its number data: 120–160 ms of blocked main thread on
 * Lighthouse's 4× slower phone, in the middle of hydration (the business numbers, the forms'
 * "0 of 2,000 characters"). Whole numbers in the two Indian locales therefore take a plain
 * path that writes exactly what Intl writes for en-IN and hi-IN (Latin digits, lakh and
 * crore grouping: 12,34,567; tests/lib/number-format.test.ts compares the two); anything
 * else goes through Intl, one formatter per locale and options, created once.
 */

/** Locales whose whole numbers Intl writes with Latin digits and Indian grouping. */
const INDIAN_GROUPING = new Set(['en-IN', 'hi-IN']);

/**
 * 1234567 → "12,34,567": the last three digits, then groups of two.
 * @internal A test seam (tests/lib/number-format.test.ts).
 */
export function groupIndian(value: number): string {
  const digits = String(Math.abs(value));
  const sign = value < 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3);
  const groups: string[] = [];
  for (let end = head.length; end > 0; end -= 2) groups.unshift(head.slice(Math.max(0, end - 2), end));
  return `${sign}${groups.join(',')},${digits.slice(-3)}`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(map: Map<string, T>, tag: string, options: object | undefined, make: () => T): T {
  const key = options ? `${tag} ${JSON.stringify(options)}` : tag;
  let value = map.get(key);
  if (!value) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/** A number in a locale (BCP 47 tag), as Intl.NumberFormat writes it. */
export function formatNumber(tag: string, value: number, options?: Intl.NumberFormatOptions): string {
  if (!options && Number.isSafeInteger(value) && !Object.is(value, -0) && INDIAN_GROUPING.has(tag)) return groupIndian(value);
  return cached(numberFormats, tag, options, () => new Intl.NumberFormat(tag, options)).format(value);
}

/** A date in a locale, as Intl.DateTimeFormat writes it. */
export function formatDate(tag: string, value: Date | number, options?: Intl.DateTimeFormatOptions): string {
  return cached(dateFormats, tag, options, () => new Intl.DateTimeFormat(tag, options)).format(value);
}
