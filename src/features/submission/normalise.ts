import { PHONE_DIGITS } from '@/config/timings';

/**
 * What a visitor types, as the form sends it (ours, beyond the spec: forgiving input).
 * The spec's rules then apply to the result unchanged.
 */

/**
 * A mobile number as the spec's 10-digit rule sees it: spaces and dashes go, then a
 * leading "+91" (the country code the form already shows) and the leading 0 of an
 * 11-digit number (the trunk prefix of a number dialled within India). "+91 98765 43210",
 * "098765-43210" and "9876543210" all become "9876543210"; anything else is left for the
 * rule to refuse (9 digits, 11 digits without the 0, letters). Ten digits are never
 * changed, so every number the contract accepts passes as it is.
 */
export function normalisePhone(typed: string): string {
  let digits = typed.replace(/[\s-]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  if (digits.length === PHONE_DIGITS + 1 && digits.startsWith('0')) digits = digits.slice(1);
  return digits;
}

/** A PAN as typed, in capitals (the spec's rule is capitals only; case is never the visitor's mistake). */
export function upperCase(typed: string): string {
  return typed.toUpperCase();
}
