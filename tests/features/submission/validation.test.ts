import { describe, expect, it } from 'vitest';
import { check, emailRule, FORM_TEXT, isValidEmail, isValidPan, isValidPhone, phoneRule, required } from '@/features/submission/validation';

describe('enquiry and POSP rules (part 1 §5)', () => {
  it('phone: exactly 10 digits', () => {
    expect(isValidPhone('9876543210')).toBe(true);
    expect(isValidPhone('987654321')).toBe(false);
    expect(isValidPhone('98765432100')).toBe(false);
    expect(isValidPhone('98765o3210')).toBe(false);
    expect(isValidPhone('98765 4321')).toBe(false);
    expect(isValidPhone('+919876543')).toBe(false);
  });

  it('PAN: five capitals, four digits, one capital', () => {
    expect(isValidPan('ABCDE1234F')).toBe(true);
    expect(isValidPan('abcde1234f')).toBe(false);
    expect(isValidPan('ABCD1234EF')).toBe(false);
    expect(isValidPan('ABCDE12345')).toBe(false);
    expect(isValidPan('ABCDE1234')).toBe(false);
  });

  it('e-mail', () => {
    expect(isValidEmail('asha.menon@example.com')).toBe(true);
    expect(isValidEmail('asha@example')).toBe(false);
    expect(isValidEmail('asha.example.com')).toBe(false);
    expect(isValidEmail('asha @example.com')).toBe(false);
    expect(isValidEmail('asha@@example.com')).toBe(false);
  });

  it('gives the spec hint for the first failing rule', () => {
    expect(check('', [required('Please enter your email'), emailRule])).toBe('Please enter your email');
    expect(check('x@', [required('Please enter your email'), emailRule])).toBe(FORM_TEXT.emailHint);
    expect(check('123', [phoneRule])).toBe('Please enter a valid 10-digit phone number');
    expect(check('9876543210', [phoneRule])).toBeUndefined();
  });
});
