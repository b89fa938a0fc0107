// @vitest-environment node
/**
 * The reference backend on its own: what it stores (read back through its own interface), what
 * data requests do to what is stored, and the rules a JSON Schema cannot state (slots, consent,
 * languages). Its conformance as a whole is the kit's to judge (tests/contract-verify/).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { negotiate } from '../../backend/language';
import { startReferenceBackend, type ReferenceBackend, type ReferenceBackendOptions } from '../../backend/server';
import { slotAvailable } from '../../backend/validation';

const open: ReferenceBackend[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((b) => b.stop()));
});

async function backend(options: ReferenceBackendOptions = {}) {
  const b = await startReferenceBackend({ rateLimit: false, ...options });
  open.push(b);
  return b;
}

const consent = (purposes = ['contact']) => ({ purposes, notice_version: '2026-11-24', given_at: '2026-11-24T04:45:00Z' });
const enquiry = (email: string) => ({
  name: 'Asha Menon',
  email,
  phone_num: '9876543210',
  insurance_type: 'Health',
  consent: consent(['contact', 'marketing']),
});
const callback = { name: 'Vikram Rao', phone_num: '9876543210', product: 'Car', preferred_time: 'asap', consent: consent() };
const grievance = (email: string) => ({
  name: 'Arjun Reddy',
  email,
  insurer: 'Sakura General Insurance',
  category: 'claim',
  description: 'My claim is late.',
  consent: consent(),
});
const dataRequest = (request_type: string, email: string) => ({
  request_type,
  name: 'Asha Menon',
  email,
  details: 'Please act on my enquiry.',
  consent: consent(),
});

async function post(b: ReferenceBackend, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${b.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as { reference?: string; code?: string; fields?: Record<string, { reason: string; message: string }[]> },
  };
}

describe('stores every submission with its consent record', () => {
  it('answers 201 with a reference in the contract format, and the submission reads back by it', async () => {
    const b = await backend();
    const answer = await post(b, '/api/submit-insurance-section-form/', enquiry('asha.menon@example.com'), { 'x-conformance-test': 'true' });
    expect(answer.status).toBe(201);
    expect(answer.body.reference).toMatch(/^EQ-\d{4}-000001$/);
    const stored = b.store.findByReference(answer.body.reference ?? '');
    expect(stored).toMatchObject({ operationId: 'submitInsuranceEnquiry', conformanceTest: true, body: enquiry('asha.menon@example.com'), erasedAt: null });
    expect(stored?.consents).toEqual([
      { purpose: 'contact', noticeVersion: '2026-11-24', givenAt: '2026-11-24T04:45:00Z', withdrawnAt: null },
      { purpose: 'marketing', noticeVersion: '2026-11-24', givenAt: '2026-11-24T04:45:00Z', withdrawnAt: null },
    ]);
    const second = await post(b, '/api/callback-requests/', callback);
    expect(second.body.reference).toMatch(/^CB-\d{4}-000001$/);
  });

  it("the call-back form's second step joins its request: same reference, its name and time, the first consent", async () => {
    const b = await backend();
    const firstStep = { phone_num: callback.phone_num, product: 'Health', preferred_time: 'asap', consent: consent() };
    const first = await post(b, '/api/callback-requests/', firstStep);
    expect(first.status).toBe(201);
    const followUp = {
      ...firstStep,
      follow_up_of: first.body.reference,
      name: 'Vikram Rao',
      preferred_time: 'asap',
      consent: consent(['contact', 'marketing']),
    };
    const second = await post(b, '/api/callback-requests/', followUp);
    expect(second.status).toBe(201);
    expect(second.body.reference).toBe(first.body.reference);
    expect(b.store.all()).toHaveLength(1);
    const stored = b.store.findByReference(first.body.reference ?? '');
    expect(stored?.body).toEqual({ ...firstStep, name: 'Vikram Rao' });
    expect(stored?.consents.map((c) => c.purpose)).toEqual(['contact']);
    // Another number, or a reference that does not exist: a request of its own, so nothing typed is lost.
    const stranger = await post(b, '/api/callback-requests/', { ...followUp, phone_num: '9123456780' });
    expect(stranger.body.reference).not.toBe(first.body.reference);
    const unknown = await post(b, '/api/callback-requests/', { ...followUp, follow_up_of: 'CB-2020-999999' });
    expect(unknown.body.reference).toMatch(/^CB-\d{4}-000003$/);
    expect(b.store.all()).toHaveLength(3);
  });

  it('keeps what it stored in its SQLite file across a restart', async () => {
    const dbPath = `${process.env.TMPDIR ?? '/tmp'}/reference-backend-${process.pid}-${Date.now()}.sqlite`;
    const first = await backend({ dbPath });
    const { body } = await post(first, '/api/callback-requests/', callback);
    await first.stop();
    open.splice(open.indexOf(first), 1);
    const again = await backend({ dbPath });
    expect(again.store.findByReference(body.reference ?? '')?.body).toEqual(callback);
  });

  it('withdraw_consent ends every purpose of every submission with that e-mail (any case) at once', async () => {
    const b = await backend();
    const a = await post(b, '/api/submit-insurance-section-form/', enquiry('Meera.Iyer@example.com'));
    const other = await post(b, '/api/submit-insurance-section-form/', enquiry('someone.else@example.com'));
    const request = await post(b, '/api/data-requests/', dataRequest('withdraw_consent', 'meera.iyer@EXAMPLE.com'));
    expect(request.body.reference).toMatch(/^DR-/);
    const withdrawn = b.store.findByReference(a.body.reference ?? '');
    expect(withdrawn?.consents.map((c) => c.withdrawnAt)).toEqual([expect.any(String), expect.any(String)]);
    expect(b.store.findByReference(other.body.reference ?? '')?.consents.every((c) => c.withdrawnAt === null)).toBe(true);
    // The request itself keeps its own consent: it is answered by it.
    expect(b.store.findByReference(request.body.reference ?? '')?.consents[0]?.withdrawnAt).toBeNull();
  });

  it('a data request also concerns the submissions with its phone number', async () => {
    const b = await backend();
    const call = await post(b, '/api/callback-requests/', callback);
    await post(b, '/api/data-requests/', { ...dataRequest('withdraw_consent', 'vikram.rao@example.com'), phone_num: '9876543210' });
    expect(b.store.findByReference(call.body.reference ?? '')?.consents[0]?.withdrawnAt).toEqual(expect.any(String));
  });

  it('erasure erases the personal data at once and keeps the reference and dates; grievance records are kept', async () => {
    const b = await backend();
    const a = await post(b, '/api/submit-insurance-section-form/', enquiry('ravi@example.com'));
    const kept = await post(b, '/api/grievances/', grievance('ravi@example.com'));
    await post(b, '/api/data-requests/', dataRequest('erasure', 'RAVI@example.com'));
    const erased = b.store.findByReference(a.body.reference ?? '');
    expect(erased).toMatchObject({ reference: a.body.reference, body: null, erasedAt: expect.any(String), receivedAt: expect.any(String) });
    expect(erased?.consents.every((c) => c.withdrawnAt !== null)).toBe(true);
    expect(b.store.findByReference(kept.body.reference ?? '')?.body).toEqual(grievance('ravi@example.com'));
  });
});

describe('refuses what the contract refuses, with its Error body', () => {
  it('reports each problem under its dotted path with the keyword that failed, in the language asked for', async () => {
    const b = await backend();
    const answer = await post(b, '/api/contact/', '{"__proto__":{"x":1},"consent":{"purposes":["contact","contact"],"extra":1}}', {
      'accept-language': 'hi-IN,hi;q=0.9',
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-language')).toBe('hi');
    const fields = answer.body.fields ?? {};
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['__proto__', 'first_name', 'consent.extra', 'consent.purposes', 'consent.notice_version']));
    expect(fields.__proto__?.[0]?.reason).toBe('additionalProperties');
    expect(fields['consent.purposes']?.map((p) => p.reason)).toContain('uniqueItems');
    expect(fields.first_name?.[0]).toEqual({ reason: 'required', message: 'यह फ़ील्ड आवश्यक है।' });
  });

  it('answers a body over x-limits.maxBodyBytes 413, malformed or empty JSON invalid_json, and other types 415', async () => {
    const b = await backend();
    const big = await post(b, '/api/contact/', { message: 'x'.repeat(131_072) });
    expect([big.status, big.body.code]).toEqual([413, 'payload_too_large']);
    expect((await post(b, '/api/contact/', '{"a":')).body.code).toBe('invalid_json');
    expect((await post(b, '/api/contact/', '')).body.code).toBe('invalid_json');
    const text = await fetch(`${b.url}/api/contact/`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' });
    expect(text.status).toBe(415);
  });

  it('refuses newsletter that disagrees with consent.purposes, under newsletter', async () => {
    const b = await backend();
    const contact = { first_name: 'Priya', last_name: 'N', email: 'p@example.com', subject: 'Cover', message: 'Hello', accepted_terms: true };
    const mismatch = await post(b, '/api/contact/', { ...contact, newsletter: true, consent: consent() });
    expect(mismatch.body.fields?.newsletter?.[0]?.reason).toBe('consent_mismatch');
    const absent = await post(b, '/api/contact/', { ...contact, consent: consent(['contact', 'marketing']) });
    expect(absent.body.fields?.newsletter?.[0]?.reason).toBe('consent_mismatch');
    expect((await post(b, '/api/contact/', { ...contact, newsletter: true, consent: consent(['contact', 'marketing']) })).status).toBe(201);
  });
});

describe('call-back slots (CallbackRequest.preferred_time), by IST', () => {
  const ist = (text: string) => Date.parse(`${text}+05:30`);
  const rules = { skewSeconds: 300 };
  it.each([
    ['Wednesday 10:30: today 11:00', '2026-11-25T10:30:00', '2026-11-25T11:00:00+05:30', true],
    ['Wednesday 11:04: today 11:00 (began 4 minutes ago)', '2026-11-25T11:04:00', '2026-11-25T11:00:00+05:30', true],
    ['Wednesday 11:06: today 11:00 (began 6 minutes ago)', '2026-11-25T11:06:00', '2026-11-25T11:00:00+05:30', false],
    ['Wednesday: Thursday 18:00', '2026-11-25T10:30:00', '2026-11-26T18:00:00+05:30', true],
    ['Wednesday: Friday 10:00 (two days ahead)', '2026-11-25T10:30:00', '2026-11-27T10:00:00+05:30', false],
    ['Friday: Monday 09:00', '2026-11-27T17:00:00', '2026-11-30T09:00:00+05:30', true],
    ['Friday: Saturday 10:00', '2026-11-27T17:00:00', '2026-11-28T10:00:00+05:30', false],
    ['Saturday: Monday 09:00 (the next working day only)', '2026-11-28T09:00:00', '2026-11-30T09:00:00+05:30', true],
    ['Saturday: Tuesday 09:00', '2026-11-28T09:00:00', '2026-12-01T09:00:00+05:30', false],
    ['Saturday: today 10:00', '2026-11-28T09:00:00', '2026-11-28T10:00:00+05:30', false],
    ['Sunday: Monday 18:00', '2026-11-29T23:00:00', '2026-11-30T18:00:00+05:30', true],
    ['any time: asap', '2026-11-29T23:00:00', 'asap', true],
    ['no such date', '2026-02-27T10:00:00', '2026-02-30T10:00:00+05:30', false],
  ])('%s', (_label, now, slot, accepted) => {
    expect(slotAvailable(slot, ist(now), rules)).toBe(accepted);
  });
});

describe('Accept-Language (any RFC 9110 value, never refused)', () => {
  it.each([
    ['hi', 'hi'],
    ['en;q=0.1, hi', 'hi'],
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['HI-in', 'hi'],
    ['*', 'en'],
    ['fr', 'en'],
    ['', 'en'],
    ['hi;q=0, *', 'en'],
    ['*;q=0.5, hi;q=0.5', 'en'],
    ['en, hi', 'en'],
    ['hi;q=0.5, *', 'en'],
    [';;garbage', 'en'],
  ])('%j answers in %s', (header, language) => {
    expect(negotiate(header, ['en', 'hi'])).toBe(language);
  });

  it('a list answers in Hindi with Content-Language and Vary, the same items and keys as in English', async () => {
    const b = await backend();
    const get = (language: string) => fetch(`${b.url}/api/offices/`, { headers: { 'accept-language': language } });
    const [en, hi] = await Promise.all([get('en'), get('hi-IN,hi;q=0.9,en;q=0.8')]);
    expect(hi.headers.get('content-language')).toBe('hi');
    expect(hi.headers.get('vary')).toBe('Origin, Accept-Language');
    const enBody = (await en.json()) as { city: string; address: string }[];
    const hiBody = (await hi.json()) as { city: string; address: string }[];
    expect(hiBody.map((o) => o.city)).toEqual(enBody.map((o) => o.city));
    expect(hiBody[0]?.address).not.toBe(enBody[0]?.address);
  });
});

describe('rate limits (x-limits: 20 submissions a minute per address, reads generously)', () => {
  it('answers the 21st POST of a minute 429 with Retry-After and Expose-Headers, and takes POSTs again after the window', async () => {
    let now = Date.parse('2026-11-25T05:00:00Z');
    const b = await backend({ rateLimit: {}, now: () => now });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await post(b, '/api/contact/', {})).status);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    const limited = await fetch(`${b.url}/api/contact/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: '{}',
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(limited.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect(((await limited.json()) as { code: string }).code).toBe('rate_limited');
    // Reads have their own, larger allowance.
    expect((await fetch(`${b.url}/api/services/`)).status).toBe(200);
    now += 60_000;
    expect((await post(b, '/api/contact/', {})).status).toBe(400);
  });
});
