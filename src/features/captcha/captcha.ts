import { CAPTCHA_MAX, CAPTCHA_MIN } from '@/config/timings';

export interface Captcha {
  a: number;
  b: number;
}

/**
 * A random integer from CAPTCHA_MIN to CAPTCHA_MAX inclusive.
 * @internal A test seam (tests/features/captcha/captcha.test.ts).
 */
export function operand(random: () => number = Math.random): number {
  return CAPTCHA_MIN + Math.floor(random() * (CAPTCHA_MAX - CAPTCHA_MIN + 1));
}

/** A new arithmetic captcha: the sum of two random integers from 1 to 10 (part 1 §5). */
export function newCaptcha(random: () => number = Math.random): Captcha {
  return { a: operand(random), b: operand(random) };
}

/** Whether the visitor's answer is the sum (whitespace ignored; anything else is a mismatch). */
export function isCaptchaAnswer(captcha: Captcha, answer: string): boolean {
  const trimmed = answer.trim();
  return /^\d+$/.test(trimmed) && Number(trimmed) === captcha.a + captcha.b;
}

/** A new captcha that differs from the one shown, so the visitor sees that the question changed. */
export function nextCaptcha(previous: Captcha | null, random: () => number = Math.random): Captcha {
  for (;;) {
    const next = newCaptcha(random);
    if (!previous || next.a !== previous.a || next.b !== previous.b) return next;
  }
}
