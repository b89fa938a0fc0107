import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { PRIVACY_NOTICE_VERSION } from '@/content/legal';
import { apiPathOf } from '../support/api-names';
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

const ENQUIRY = {
  name: 'Asha Menon',
  email: 'asha.menon@example.com',
  phone_num: '9876543210',
  remarks: 'Family floater for four members',
  insurance_type: 'Health',
  consent: CONSENT,
};

const CONTACT = {
  first_name: 'Priya',
  last_name: 'Natarajan',
  email: 'priya.n@example.com',
  subject: 'Marine cargo open cover',
  message: 'Please send a quotation.',
  accepted_terms: true,
  newsletter: false,
  consent: CONSENT,
};

When('an enquiry is sent to the API with phone number {string}', async function (this: SiteWorld, phone: string) {
  await send(this, 'POST', '/api/submit-insurance-section-form/', { ...ENQUIRY, phone_num: phone });
});

When('an enquiry is sent to the API with the e-mail address {string}', async function (this: SiteWorld, email: string) {
  await send(this, 'POST', '/api/submit-insurance-section-form/', { ...ENQUIRY, email });
});

When('a POSP application is sent to the API with PAN {string}', async function (this: SiteWorld, pan: string) {
  await send(this, 'POST', '/api/submit-posp-form/', {
    name: 'Rohit Kulkarni',
    pan_num: pan,
    email: 'rohit.k@example.com',
    phone_num: '9823012345',
    remarks: 'Five years of motor insurance sales experience',
    consent: CONSENT,
  });
});

When('a contact message is sent to the API with the first name {string}', async function (this: SiteWorld, firstName: string) {
  await send(this, 'POST', '/api/contact/', { ...CONTACT, first_name: firstName });
});

When('a contact message is sent to the API without accepting the terms', async function (this: SiteWorld) {
  await send(this, 'POST', '/api/contact/', { ...CONTACT, accepted_terms: false });
});

When('a contact message is sent to the API without the newsletter choice', async function (this: SiteWorld) {
  const body: Record<string, unknown> = { ...CONTACT };
  delete body.newsletter;
  await send(this, 'POST', '/api/contact/', body);
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

Then("the API answers with status {int} and the contract's error body", function (this: SiteWorld, status: number) {
  expect(this.apiAnswer?.status).toBe(status);
  expect(this.apiAnswer?.body).toMatchObject({ code: 'server_error', message: expect.any(String) });
});

Then('the API answers with status {int} and a Retry-After of at least {int} second(s)', function (this: SiteWorld, status: number, seconds: number) {
  expect(this.apiAnswer?.status).toBe(status);
  expect(this.apiAnswer?.body).toMatchObject({ code: 'rate_limited' });
  expect(Number(this.apiAnswer?.headers.get('retry-after'))).toBeGreaterThanOrEqual(seconds);
});

Then('no link on the page uses a {string} or {string} address', async function (this: SiteWorld, first: string, second: string) {
  const addresses = await this.page.locator('[href], [src]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href') ?? n.getAttribute('src') ?? ''));
  expect(addresses.length).toBeGreaterThan(0);
  expect(addresses.filter((a) => [first, second].some((scheme) => a.trim().toLowerCase().startsWith(scheme)))).toEqual([]);
});

Then('the contact field {string} reports {string}', async function (this: SiteWorld, label: string, message: string) {
  const field = fieldOf(formInFront(this.page), label);
  await expect.poll(() => field.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(message);
  expect(await field.evaluate((el: HTMLInputElement) => el.matches(':invalid'))).toBe(true);
});

Then('the contact field {string} reports nothing', async function (this: SiteWorld, label: string) {
  const field = fieldOf(formInFront(this.page), label);
  await expect.poll(() => field.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe('');
});
