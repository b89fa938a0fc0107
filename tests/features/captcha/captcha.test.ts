import { describe, expect, it } from 'vitest';
import { isCaptchaAnswer, newCaptcha, operand } from '@/features/captcha/captcha';
import { CAPTCHA_MAX, CAPTCHA_MIN } from '@/config/timings';

describe('arithmetic captcha', () => {
  it('draws operands from 1 to 10 inclusive', () => {
    expect(operand(() => 0)).toBe(CAPTCHA_MIN);
    expect(operand(() => 0.999999)).toBe(CAPTCHA_MAX);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(operand());
    expect([...seen].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('asks for the sum of two operands', () => {
    const values = [0.25, 0.65];
    const captcha = newCaptcha(() => values.shift() ?? 0);
    expect(captcha).toEqual({ a: 3, b: 7 });
    expect(isCaptchaAnswer(captcha, '10')).toBe(true);
    expect(isCaptchaAnswer(captcha, ' 10 ')).toBe(true);
  });

  it('rejects a wrong or non-numeric answer', () => {
    const captcha = { a: 4, b: 5 };
    expect(isCaptchaAnswer(captcha, '8')).toBe(false);
    expect(isCaptchaAnswer(captcha, '')).toBe(false);
    expect(isCaptchaAnswer(captcha, 'nine')).toBe(false);
    expect(isCaptchaAnswer(captcha, '9.0')).toBe(false);
    expect(isCaptchaAnswer(captcha, '4+5')).toBe(false);
  });
});

describe('a new question', () => {
  it('never repeats the one shown', async () => {
    const { nextCaptcha } = await import('@/features/captcha/captcha');
    const values = [0.05, 0.05, 0.05, 0.05, 0.35, 0.05];
    expect(nextCaptcha({ a: 1, b: 1 }, () => values.shift() ?? 0)).toEqual({ a: 4, b: 1 });
    for (let i = 0; i < 200; i++) {
      const previous = { a: 5, b: 5 };
      expect(nextCaptcha(previous)).not.toEqual(previous);
    }
  });
});
