import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { SiteWorld } from '../support/world';

async function send(world: SiteWorld, method: 'GET' | 'POST', path: string, body?: unknown, prefer?: string) {
  const headers: Record<string, string> = { accept: 'application/json' };
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

When('an enquiry is sent to the API with phone number {string}', async function (this: SiteWorld, phone: string) {
  await send(this, 'POST', '/api/submit-insurance-section-form/', {
    name: 'Asha Menon',
    email: 'asha.menon@example.com',
    phone_num: phone,
    remarks: 'Family floater for four members',
    insurance_type: 'Health',
  });
});

When('a POSP application is sent to the API with PAN {string}', async function (this: SiteWorld, pan: string) {
  await send(this, 'POST', '/api/submit-posp-form/', {
    name: 'Rohit Kulkarni',
    pan_num: pan,
    email: 'rohit.k@example.com',
    phone_num: '9823012345',
    remarks: 'Five years of motor insurance sales experience',
  });
});

When(
  'the business numbers are requested from the API asking for the contract\'s {int} answer',
  async function (this: SiteWorld, code: number) {
    await send(this, 'GET', '/api/list-business-numbers/', undefined, `code=${code}`);
  },
);

Then(
  'the API refuses it with status {int} and a validation error about {string}',
  async function (this: SiteWorld, status: number, field: string) {
    const answer = this.apiAnswer;
    expect(answer?.status).toBe(status);
    expect(answer?.body).toMatchObject({ code: 'validation_error' });
    // Prism lists the real violations of the request in sl-violations.
    const violations = JSON.parse(answer?.headers.get('sl-violations') ?? '[]') as { location: string[] }[];
    expect(violations.map((v) => v.location.join('.'))).toContain(`request.body.${field}`);
  },
);

Then('the API accepts it', function (this: SiteWorld) {
  expect(this.apiAnswer?.status).toBe(201);
  expect(this.apiAnswer?.headers.get('sl-violations')).toBeNull();
});

Then('the API answers with status {int} and the contract\'s error body', function (this: SiteWorld, status: number) {
  expect(this.apiAnswer?.status).toBe(status);
  expect(this.apiAnswer?.body).toMatchObject({ code: 'server_error', message: expect.any(String) });
});
