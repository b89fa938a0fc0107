import { describe, expect, it } from 'vitest';
import { zEnquiryRequest } from '@generated/zod/submit-insurance-enquiry.gen';
import { zPospRequest } from '@generated/zod/submit-posp-application.gen';
import { PAN_LENGTH, PHONE_DIGITS } from '@/config/timings';
import { ENQUIRY_FIELDS, enquiryBody } from '@/features/enquiry/EnquiryModal';
import { POSP_FIELDS, pospBody } from '@/features/posp/PospModal';
import { contractRule, isOptional, maxLengthOf } from '@/features/submission/contract-rules';
import { FORM_TEXT } from '@/content/forms';
import { bodyOf, check, fieldErrors } from '@/features/submission/validation';
import { buildConsent } from '@/features/consent/consent';

const agreed = buildConsent({ contact: true, marketing: false }, new Date('2026-11-24T04:45:00Z'));

const rulesOf = (fields: typeof ENQUIRY_FIELDS, name: string) => fields.find((f) => f.name === name)?.rules ?? [];

describe('enquiry and POSP rules come from the contract (part 1 §5)', () => {
  it('phone: exactly 10 digits once +91, a leading 0 of 11 digits, spaces and dashes are stripped', () => {
    const phone = rulesOf(ENQUIRY_FIELDS, 'phone_num');
    for (const good of ['9876543210', '+91 98765 43210', '+91-98765-43210', '098765 43210', ' 9876543210 ', '98765 43210', '+919876543210', '0000000000']) {
      expect(check(good, phone), good).toBeUndefined();
    }
    // 9 or 11 digits, letters, a country code other than +91: still the spec's hint.
    for (const bad of ['987654321', '98765432100', '+91 98765 4321', '98765o3210', '+919876543', '+44 98765 43210', '919876543210', '(98765) 43210', '']) {
      expect(check(bad, phone), bad).toBe(FORM_TEXT.phoneHint);
    }
  });

  it('phone: what is sent is the 10 digits', () => {
    expect(enquiryBody({ name: 'Asha', email: 'a@example.com', phone_num: '+91 98765 43210', remarks: '' }, 'Health', agreed).phone_num).toBe('9876543210');
    expect(pospBody({ name: 'R', pan_num: 'ABCDE1234F', email: 'r@example.com', phone_num: '098765-43210', remarks: 'x' }, agreed).phone_num).toBe(
      '9876543210',
    );
  });

  it('PAN: five capitals, four digits, one capital, in capitals whatever the case typed', () => {
    const pan = rulesOf(POSP_FIELDS, 'pan_num');
    for (const good of ['ABCDE1234F', 'abcde1234f', 'AbCdE1234f']) expect(check(good, pan), good).toBeUndefined();
    for (const bad of ['ABCD1234EF', 'ABCDE12345', 'ABCDE1234', 'ABCDE1234F ', ' abcde1234f', '']) {
      expect(check(bad, pan), bad).toBe(FORM_TEXT.panHint);
    }
    expect(pospBody({ name: 'R', pan_num: 'abcde1234f', email: 'r@example.com', phone_num: '9876543210', remarks: 'x' }, agreed).pan_num).toBe('ABCDE1234F');
  });

  it('e-mail: the WHATWG rule of the contract, on the trimmed value', () => {
    const email = rulesOf(ENQUIRY_FIELDS, 'email');
    for (const good of ['asha.menon@example.com', ' asha@example.com ', 'a@b', 'first..last@example.com', 'a.@b.com', '.a@b.com']) {
      expect(check(good, email), good).toBeUndefined();
    }
    for (const bad of ['asha.example.com', 'asha @example.com', 'asha@@example.com', 'a@-b.com', 'a@[127.0.0.1]', 'user@例え.jp']) {
      expect(check(bad, email), bad).toBe(FORM_TEXT.emailHint);
    }
    expect(check('', email)).toBe(FORM_TEXT.emailRequired);
    expect(check('   ', email)).toBe(FORM_TEXT.emailRequired);
  });

  it('names need a non-space character; spaces alone count as empty', () => {
    const name = rulesOf(POSP_FIELDS, 'name');
    expect(check('Rohit', name)).toBeUndefined();
    expect(check('', name)).toBe(FORM_TEXT.nameRequired);
    expect(check('    ', name)).toBe(FORM_TEXT.nameRequired);
    expect(check('\t\n', name)).toBe(FORM_TEXT.nameRequired);
  });

  it('length limits: the contract counts characters (code points), as JSON Schema does', () => {
    const name = rulesOf(ENQUIRY_FIELDS, 'name');
    expect(check('x'.repeat(100), name)).toBeUndefined();
    expect(check('x'.repeat(101), name)).toBe(FORM_TEXT.nameRequired);
    expect(check('😀'.repeat(100), name)).toBeUndefined();
    expect(check('😀'.repeat(101), name)).toBe(FORM_TEXT.nameRequired);
  });

  it('limits and optionality are read from the generated schema and agree with the spec constants', () => {
    expect(maxLengthOf(zEnquiryRequest, 'phone_num')).toBe(PHONE_DIGITS);
    expect(maxLengthOf(zPospRequest, 'pan_num')).toBe(PAN_LENGTH);
    expect(maxLengthOf(zEnquiryRequest, 'remarks')).toBe(1000);
    expect(isOptional(zEnquiryRequest, 'remarks')).toBe(true);
    expect(isOptional(zPospRequest, 'remarks')).toBe(false);
    expect(ENQUIRY_FIELDS.map((f) => [f.name, f.maxLength, f.optional ?? false])).toEqual([
      ['name', 100, false],
      ['email', 254, false],
      ['phone_num', 10, false],
      ['remarks', 1000, true],
    ]);
  });

  it('gives the form text for the first field that fails, and passes an empty optional field', () => {
    expect(fieldErrors(ENQUIRY_FIELDS, { name: '', email: 'x@', phone_num: '123', remarks: '' })).toEqual({
      name: FORM_TEXT.nameRequired,
      email: FORM_TEXT.emailHint,
      phone_num: FORM_TEXT.phoneHint,
      remarks: undefined,
    });
    expect(fieldErrors(POSP_FIELDS, { name: 'R', pan_num: 'ABCDE1234F', email: 'r@x.in', phone_num: '9823012345', remarks: ' ' }).remarks).toBe(
      FORM_TEXT.remarksRequired,
    );
  });

  it('sends trimmed text, the phone and PAN as typed, and leaves out empty remarks', () => {
    expect(enquiryBody({ name: ' Asha ', email: ' a@b.in ', phone_num: '9876543210', remarks: '   ' }, 'Life', agreed)).toEqual({
      name: 'Asha',
      email: 'a@b.in',
      phone_num: '9876543210',
      insurance_type: 'Life',
      consent: agreed,
    });
    expect(pospBody({ name: 'R', pan_num: 'ABCDE1234F', email: 'r@x.in', phone_num: '9823012345', remarks: ' Five years ' }, agreed)).toEqual({
      name: 'R',
      pan_num: 'ABCDE1234F',
      email: 'r@x.in',
      phone_num: '9823012345',
      remarks: 'Five years',
      consent: agreed,
    });
    expect(bodyOf([{ name: 'a', rules: [], sending: 'as-typed' }], { a: ' x ' })).toEqual({ a: ' x ' });
  });

  it('refuses to build a rule for a field the contract does not have', () => {
    expect(() => contractRule(zEnquiryRequest, 'nickname', { invalid: 'x' })).toThrow(/no field "nickname"/);
  });
});
