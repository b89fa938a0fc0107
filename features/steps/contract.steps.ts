import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { PRIVACY_NOTICE_VERSION } from '@/content/legal';
import { apiPathOf, type ApiCall } from '../support/api-names';
import { fieldOf, formInFront } from '../support/forms';
import type { SiteWorld } from '../support/world';

async function send(world: SiteWorld, method: 'GET' | 'POST', path: string, body?: unknown, prefer?: string) {
  // As the site asks (Node's fetch would send `Accept-Language: *`, which the lists refuse).
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': 'en' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (prefer) headers.prefer = prefer;
  const response = await fetch(`${world.apiUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  world.apiAnswer = { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined, headers: response.headers };
}

/** Every submission carries the visitor's consent (ADD-13.consent-in-body): the contract requires it. */
const CONSENT = { purposes: ['contact'], notice_version: PRIVACY_NOTICE_VERSION, given_at: `${PRIVACY_NOTICE_VERSION}T04:45:00Z` };

/** A submission the contract accepts, for each address a scenario sends one to; a step then changes one field of it. */
const VALID: Record<string, Record<string, unknown>> = {
  [apiPathOf('enquiry')]: {
    name: 'Asha Menon',
    email: 'asha.menon@example.com',
    phone_num: '9876543210',
    remarks: 'Family floater for four members',
    insurance_type: 'Health',
    consent: CONSENT,
  },
  [apiPathOf('POSP')]: {
    name: 'Rohit Kulkarni',
    pan_num: 'ABCDE1234F',
    email: 'rohit.k@example.com',
    phone_num: '9823012345',
    remarks: 'Five years of motor insurance sales experience',
    consent: CONSENT,
  },
  [apiPathOf('contact')]: {
    first_name: 'Priya',
    last_name: 'Natarajan',
    email: 'priya.n@example.com',
    subject: 'Marine cargo open cover',
    message: 'Please send a quotation.',
    accepted_terms: true,
    newsletter: false,
    consent: CONSENT,
  },
};

function validBody(api: ApiCall, field: string): Record<string, unknown> {
  const body = VALID[api.path];
  if (!body) throw new Error(`No valid ${api.name} submission to change; known: ${Object.keys(VALID).join(', ')}`);
  // The field a step changes is one the submission has: a misspelt name would send the valid body and prove nothing.
  if (!(field in body)) throw new Error(`A ${api.name} submission has no field "${field}"`);
  return { ...body };
}

/** The value as JSON: "text" is a string, false a boolean. */
When('a(n) {api} request is sent to the API with {string} set to {}', async function (this: SiteWorld, api: ApiCall, field: string, value: string) {
  await send(this, 'POST', api.path, { ...validBody(api, field), [field]: JSON.parse(value) as unknown });
});

When('a(n) {api} request is sent to the API without {string}', async function (this: SiteWorld, api: ApiCall, field: string) {
  const body = validBody(api, field);
  delete body[field];
  await send(this, 'POST', api.path, body);
});

When("the business numbers are requested from the API asking for the contract's {int} answer", async function (this: SiteWorld, code: number) {
  await send(this, 'GET', '/api/list-business-numbers/', undefined, `code=${code}`);
});

Given(/^the backend answers the (.+?) call with its "(.+)" example$/, async function (this: SiteWorld, name: string, example: string) {
  await this.preferFromMock(apiPathOf(name), `example=${example}`);
});

Then('the API refuses it with status {int} and a validation error about {string}', async function (this: SiteWorld, status: number, field: string) {
  const answer = this.apiAnswer;
  expect(answer?.status).toBe(status);
  expect(answer?.body).toMatchObject({ code: 'validation_error' });
  // Prism lists the real violations of the request in sl-violations.
  const violations = JSON.parse(answer?.headers.get('sl-violations') ?? '[]') as { location: string[] }[];
  expect(violations.map((v) => v.location.join('.'))).toContain(`request.body.${field}`);
});

Then(/^the API (accepts|refuses) it$/, function (this: SiteWorld, verdict: string) {
  const answer = this.apiAnswer;
  if (verdict === 'accepts') {
    // Any 2XX is success (the contract's answer to a valid submission).
    expect(answer?.status).toBeGreaterThanOrEqual(200);
    expect(answer?.status).toBeLessThan(300);
    expect(answer?.headers.get('sl-violations')).toBeNull();
  } else {
    expect(answer?.status).toBe(400);
    expect(answer?.body).toMatchObject({ code: 'validation_error' });
    expect(answer?.headers.get('sl-violations')).not.toBeNull();
  }
});

/** The contract's error body with that code and a message; for a turned-away call, when to try again. */
Then(
  /^the API answers with status (\d+) and the contract's "([a-z_]+)" error body(?:, with a Retry-After of at least (\d+) seconds?)?$/,
  function (this: SiteWorld, status: string, code: string, seconds: string | null) {
    expect(this.apiAnswer?.status).toBe(Number(status));
    expect(this.apiAnswer?.body).toMatchObject({ code, message: expect.any(String) });
    if (seconds !== null) expect(Number(this.apiAnswer?.headers.get('retry-after'))).toBeGreaterThanOrEqual(Number(seconds));
  },
);

Then('no link on the page uses a {string} or {string} address', async function (this: SiteWorld, first: string, second: string) {
  const addresses = await this.page.locator('[href], [src]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href') ?? n.getAttribute('src') ?? ''));
  expect(addresses.length).toBeGreaterThan(0);
  expect(addresses.filter((a) => [first, second].some((scheme) => a.trim().toLowerCase().startsWith(scheme)))).toEqual([]);
});

/** The browser's own validity of a contact field: the message it reports (and the field is invalid), or none. */
Then(/^the contact field "([^"]+)" reports (?:"([^"]+)"|nothing)$/, async function (this: SiteWorld, label: string, message: string | null) {
  // (Cucumber passes null for the message group when the step says "nothing".)
  const field = fieldOf(formInFront(this.page), label);
  await expect.poll(() => field.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(message ?? '');
  expect(await field.evaluate((el: HTMLInputElement) => el.matches(':invalid'))).toBe(message !== null);
});
