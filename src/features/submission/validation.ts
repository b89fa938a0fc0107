import { PAN_PATTERN, PHONE_PATTERN } from '@/config/timings';

/** Hints and messages of the enquiry and POSP forms (part 1 §5, §8), letter for letter where the spec gives them. */
export const FORM_TEXT = {
  phoneHint: 'Please enter a valid 10-digit phone number',
  panHint: 'Please enter a valid PAN number (e.g., ABCDE1234F)',
  emailHint: 'Please enter a valid email address',
  success: "Thank you for your submission! We'll contact you shortly.",
  error: 'There was an error submitting your form. Please try again.',
  submitting: 'Submitting...',
} as const;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

export function isValidPan(value: string): boolean {
  return PAN_PATTERN.test(value);
}

export type Rule = (value: string) => string | undefined;

export const required =
  (message: string): Rule =>
  (value) =>
    value.trim() === '' ? message : undefined;

export const emailRule: Rule = (value) => (isValidEmail(value) ? undefined : FORM_TEXT.emailHint);
export const phoneRule: Rule = (value) => (isValidPhone(value) ? undefined : FORM_TEXT.phoneHint);
export const panRule: Rule = (value) => (isValidPan(value) ? undefined : FORM_TEXT.panHint);

/** The first message of the rules that fail, if any. */
export function check(value: string, rules: readonly Rule[]): string | undefined {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return undefined;
}
