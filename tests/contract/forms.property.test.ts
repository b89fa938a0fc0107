/**
 * The forms and the contract agree (property-based, fast-check): for hundreds of generated
 * inputs per form, no body a form sends is refused by the contract's request schema, and no
 * body the contract accepts is blocked by the form. The contract side is Ajv on the schema
 * in openapi.yaml (JSON Schema 2020-12, as Prism validates); the form side is the forms' own
 * code (their rules are generated from the same contract).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseContract, type JsonObject } from '../../scripts/contract-verify/contract';
import { ENQUIRY_FIELDS, enquiryBody } from '@/features/enquiry/EnquiryModal';
import { POSP_FIELDS, pospBody } from '@/features/posp/PospModal';
import { fieldErrors } from '@/features/submission/validation';
import { contactBody, contactFieldBlocks } from '@/pages/contact/ContactForm';
import { buildConsent } from '@/features/consent/consent';
import { GRIEVANCE_FIELDS, grievanceBody } from '@/pages/grievance/GrievanceForm';
import { DATA_REQUEST_FIELDS, dataRequestBody } from '@/pages/your-data/DataRequestForm';

/** Hundreds of inputs per property take seconds on a loaded 2-core machine: each describe allows a minute. */
/** At least 200 generated inputs per property (FORM_PROPERTY_RUNS raises it for a longer hunt). */
const RUNS = Number(process.env.FORM_PROPERTY_RUNS ?? 300);
const doc = parseContract(readFileSync(join(resolve(import.meta.dirname, '../..'), 'openapi.yaml'), 'utf8'));
const ajv = new Ajv2020({ allErrors: true, strict: false });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);

function contract(path: string) {
  const schema = doc.paths[path]?.post?.requestBody?.content?.['application/json']?.schema as JsonObject;
  const validate = ajv.compile(schema);
  return (body: unknown) => validate(body) === true;
}

const acceptsEnquiry = contract('/api/submit-insurance-section-form/');
const acceptsPosp = contract('/api/submit-posp-form/');
const acceptsContact = contract('/api/contact/');
const acceptsDataRequest = contract('/api/data-requests/');
const acceptsGrievance = contract('/api/grievances/');

/** The addresses the backend team's probe found the old form and contract disagreeing on. */
export const PROBE_EMAILS = [
  'user@例え.jp',
  'user@xn--r8jz45g.jp',
  'first..last@example.com',
  'a.@b.com',
  '.a@b.com',
  'a@-b.com',
  'a@[127.0.0.1]',
  'a@b',
  'asha.menon@example.com',
  ' asha.menon@example.com ',
  'asha @example.com',
];

// Text of every kind: any Unicode (astral characters and lone surrogates included), spaces only,
// around the length limits, and plausible names.
const spaces = fc.stringMatching(/^[ \t\n\u00a0\u2003\u3000\ufeff]{0,6}$/);
const anyText = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), spaces);
const around = (limit: number) =>
  fc.oneof(
    fc.string({ unit: 'grapheme-ascii', minLength: limit - 2, maxLength: limit + 2 }),
    fc.string({ unit: 'binary', minLength: limit - 2, maxLength: limit + 2 }),
  );
const plausible = fc.stringMatching(/^ ?[A-Z][a-z]{1,12}( [A-Z][a-z]{1,12})? ?$/);
const text = (limit: number) => fc.oneof(anyText, around(limit), plausible);

// E-mail addresses: valid by RFC, then bent into the shapes the probe found, and noise.
const bent = fc
  .tuple(fc.emailAddress(), fc.constantFrom('lead-dot', 'trail-dot', 'double-dot', 'dash-domain', 'no-tld', 'bracket', 'idn', 'space', 'padded', 'upper'))
  .map(([email, how]) => {
    const [local = '', domain = ''] = email.split('@');
    switch (how) {
      case 'lead-dot':
        return `.${email}`;
      case 'trail-dot':
        return `${local}.@${domain}`;
      case 'double-dot':
        return `${local}..x@${domain}`;
      case 'dash-domain':
        return `${local}@-${domain}`;
      case 'no-tld':
        return `${local}@${domain.split('.')[0]}`;
      case 'bracket':
        return `${local}@[127.0.0.1]`;
      case 'idn':
        return `${local}@例え.${domain}`;
      case 'space':
        return `${local} @${domain}`;
      case 'padded':
        return `  ${email} `;
      default:
        return email.toUpperCase();
    }
  });
const email = fc.oneof(fc.emailAddress(), bent, anyText, fc.constantFrom(...PROBE_EMAILS));

const phone = fc.oneof(fc.stringMatching(/^[0-9]{10}$/), fc.stringMatching(/^[0-9 +-]{8,12}$/), anyText);
const pan = fc.oneof(fc.stringMatching(/^[A-Z]{5}[0-9]{4}[A-Z]$/), fc.stringMatching(/^[A-Za-z0-9 ]{9,11}$/), anyText);
const insuranceType = fc.constantFrom('Health' as const, 'Life' as const);
// Issue 13: every form sends the consent built from its boxes (the contact box ticked, marketing either way).
const consent = fc
  .tuple(fc.boolean(), fc.date({ min: new Date('2020-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }))
  .map(([marketing, when]) => buildConsent({ contact: true, marketing }, when));

const blocked = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean);

describe('enquiry form vs EnquiryRequest', { timeout: 60_000 }, () => {
  const typed = fc.record({ name: text(100), email, phone_num: phone, remarks: fc.oneof(fc.constant(''), text(1000)) });

  it(`no body the form sends is refused by the contract (${RUNS} inputs)`, () => {
    let sent = 0;
    fc.assert(
      fc.property(typed, insuranceType, consent, (values, type, agreed) => {
        if (blocked(fieldErrors(ENQUIRY_FIELDS, values))) return;
        sent += 1;
        expect(acceptsEnquiry(enquiryBody(values, type, agreed))).toBe(true);
      }),
      { numRuns: RUNS },
    );
    expect(sent).toBeGreaterThan(RUNS / 20);
  });

  it(`no body the contract accepts is blocked by the form (${RUNS} inputs)`, () => {
    const body = fc
      .record(
        { name: text(100), email, phone_num: phone, remarks: fc.option(text(1000), { nil: undefined }), insurance_type: insuranceType, consent },
        { requiredKeys: ['name', 'email', 'phone_num', 'insurance_type', 'consent'] },
      )
      .filter(acceptsEnquiry);
    fc.assert(
      fc.property(body, ({ insurance_type, consent: agreed, ...fields }) => {
        const values = { ...fields, remarks: fields.remarks ?? '' };
        expect(fieldErrors(ENQUIRY_FIELDS, values)).toEqual({ name: undefined, email: undefined, phone_num: undefined, remarks: undefined });
        expect(acceptsEnquiry(enquiryBody(values, insurance_type, agreed))).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('POSP form vs PospRequest', { timeout: 60_000 }, () => {
  // Five fields must all pass, so random text alone sends too few bodies to prove much (and how many
  // varied by seed): a third of the inputs are plausible applications.
  const plausibleApplication = fc.record({
    name: plausible,
    pan_num: fc.stringMatching(/^[A-Za-z]{5}[0-9]{4}[A-Za-z]$/),
    email: fc.emailAddress(),
    phone_num: fc.stringMatching(/^(\+91 ?)?[0-9]{5}[ -]?[0-9]{5}$/),
    remarks: plausible,
  });
  const typed = fc.oneof(
    { arbitrary: fc.record({ name: text(100), pan_num: pan, email, phone_num: phone, remarks: text(1000) }), weight: 2 },
    { arbitrary: plausibleApplication, weight: 1 },
  );

  it(`no body the form sends is refused by the contract (${RUNS} inputs)`, () => {
    let sent = 0;
    fc.assert(
      fc.property(typed, consent, (values, agreed) => {
        if (blocked(fieldErrors(POSP_FIELDS, values))) return;
        sent += 1;
        expect(acceptsPosp(pospBody(values, agreed))).toBe(true);
      }),
      { numRuns: RUNS },
    );
    expect(sent).toBeGreaterThan(RUNS / 50);
  });

  it(`no body the contract accepts is blocked by the form (${RUNS} inputs)`, () => {
    fc.assert(
      fc.property(
        fc.record({ values: typed, agreed: consent }).filter(({ values, agreed }) => acceptsPosp({ ...values, consent: agreed })),
        ({ values }) => {
          expect(blocked(fieldErrors(POSP_FIELDS, values))).toBe(false);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('contact form vs ContactRequest', { timeout: 60_000 }, () => {
  const typed = fc.record({ first_name: text(60), last_name: text(60), email, subject: text(150), message: text(5000), newsletter: fc.boolean() });
  const TEXT_FIELDS = ['first_name', 'last_name', 'email', 'subject', 'message'] as const;
  const formBlocks = (values: Record<(typeof TEXT_FIELDS)[number], string>) => TEXT_FIELDS.some((f) => contactFieldBlocks(f, values[f]));

  it(`no body the form sends is refused by the contract (${RUNS} inputs)`, () => {
    let sent = 0;
    fc.assert(
      fc.property(typed, (values) => {
        if (formBlocks(values)) return;
        sent += 1;
        expect(acceptsContact(contactBody(values, buildConsent({ contact: true, marketing: values.newsletter })))).toBe(true);
      }),
      { numRuns: RUNS },
    );
    expect(sent).toBeGreaterThan(RUNS / 50);
  });

  it('a first name of spaces only is held back by the form, as the contract refuses it', () => {
    const values = {
      first_name: '   ',
      last_name: 'Natarajan',
      email: 'priya.n@example.com',
      subject: 'Marine cargo open cover',
      message: 'Please send a quotation.',
    };
    expect(contactFieldBlocks('first_name', values.first_name)).toBe(true);
    expect(acceptsContact({ ...values, accepted_terms: true, newsletter: false, consent: buildConsent({ contact: true, marketing: false }) })).toBe(false);
  });

  it(`no body the contract accepts is blocked by the form (${RUNS} inputs)`, () => {
    const body = typed
      .map((values) => ({ ...values, accepted_terms: true, consent: buildConsent({ contact: true, marketing: values.newsletter }) }))
      .filter(acceptsContact);
    fc.assert(
      fc.property(body, (values) => {
        expect(formBlocks(values)).toBe(false);
      }),
      { numRuns: RUNS },
    );
  });
});

const choiceOf = (values: readonly string[]) => fc.oneof(fc.constantFrom(...values), fc.constant(''), anyText);

describe('data-request form vs DataRequest', { timeout: 60_000 }, () => {
  const typed = fc.record({
    request_type: choiceOf(['access', 'correction', 'erasure', 'withdraw_consent', 'nominate']),
    name: text(100),
    email,
    phone_num: fc.oneof(fc.constant(''), phone),
    details: fc.oneof(text(2000), around(2000)),
  });

  it(`no body the form sends is refused by the contract (${RUNS} inputs)`, () => {
    let sent = 0;
    fc.assert(
      fc.property(typed, consent, (values, agreed) => {
        if (blocked(fieldErrors(DATA_REQUEST_FIELDS, values))) return;
        sent += 1;
        expect(acceptsDataRequest(dataRequestBody(values, agreed))).toBe(true);
      }),
      { numRuns: RUNS },
    );
    expect(sent).toBeGreaterThan(RUNS / 50);
  });

  it(`no body the contract accepts is blocked by the form (${RUNS} inputs)`, () => {
    fc.assert(
      fc.property(
        fc.tuple(typed, consent).filter(([values, agreed]) => acceptsDataRequest(dataRequestBody(values, agreed))),
        ([values]) => {
          expect(blocked(fieldErrors(DATA_REQUEST_FIELDS, values))).toBe(false);
        },
      ),
      { numRuns: RUNS },
    );
  }, 30_000);
});

describe('grievance form vs GrievanceRequest', { timeout: 60_000 }, () => {
  const policy = fc.oneof(fc.constant(''), fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9/ -]{0,44}$/), anyText);
  const typed = fc.record({
    name: text(100),
    email,
    phone_num: fc.oneof(fc.constant(''), phone),
    policy_number: policy,
    insurer: text(100),
    category: choiceOf(['claim', 'policy_servicing', 'premium_refund', 'mis_selling', 'unsolicited_calls', 'personal_data', 'other']),
    description: fc.oneof(text(2000), around(2000)),
  });

  it(`no body the form sends is refused by the contract (${RUNS} inputs)`, () => {
    let sent = 0;
    fc.assert(
      fc.property(typed, consent, (values, agreed) => {
        if (blocked(fieldErrors(GRIEVANCE_FIELDS, values))) return;
        sent += 1;
        expect(acceptsGrievance(grievanceBody(values, agreed))).toBe(true);
      }),
      { numRuns: RUNS },
    );
    expect(sent).toBeGreaterThan(RUNS / 100);
  });

  // Mostly plausible values, so that enough bodies pass the contract's filter quickly.
  const likely = fc.record({
    name: fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 1, arbitrary: text(100) }),
    email: fc.oneof({ weight: 3, arbitrary: fc.emailAddress() }, { weight: 1, arbitrary: email }),
    phone_num: fc.oneof(fc.constant(''), phone),
    policy_number: policy,
    insurer: fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 1, arbitrary: text(100) }),
    category: choiceOf(['claim', 'policy_servicing', 'premium_refund', 'mis_selling', 'unsolicited_calls', 'personal_data', 'other']),
    description: fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 1, arbitrary: fc.oneof(text(2000), around(2000)) }),
  });

  it(`no body the contract accepts is blocked by the form (${RUNS} inputs)`, () => {
    fc.assert(
      fc.property(
        fc.tuple(likely, consent).filter(([values, agreed]) => acceptsGrievance(grievanceBody(values, agreed))),
        ([values]) => {
          expect(blocked(fieldErrors(GRIEVANCE_FIELDS, values))).toBe(false);
        },
      ),
      { numRuns: RUNS },
    );
  }, 30_000);
});

describe('the probe e-mail addresses', { timeout: 60_000 }, () => {
  const formAccepts = (value: string) => fieldErrors(ENQUIRY_FIELDS, { name: 'A', email: value, phone_num: '9876543210', remarks: '' }).email === undefined;
  const contractAccepts = (value: string) =>
    acceptsEnquiry({
      name: 'A',
      email: value.trim(),
      phone_num: '9876543210',
      insurance_type: 'Health',
      consent: buildConsent({ contact: true, marketing: false }),
    });

  it.each(PROBE_EMAILS)('%j gets the same verdict from the form and the contract', (value) => {
    expect(formAccepts(value)).toBe(contractAccepts(value));
    expect(contactFieldBlocks('email', value)).toBe(!contractAccepts(value));
  });

  it('are judged by the WHATWG rule', () => {
    expect(PROBE_EMAILS.filter(formAccepts)).toEqual([
      'user@xn--r8jz45g.jp',
      'first..last@example.com',
      'a.@b.com',
      '.a@b.com',
      'a@b',
      'asha.menon@example.com',
      ' asha.menon@example.com ',
    ]);
  });
});
