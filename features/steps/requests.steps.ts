/**
 * What the page sent to the backend, read from the calls the browser made (`SiteWorld.apiCalls`,
 * recorded for every scenario). The bodies went to Prism, which checks each against openapi.yaml.
 */
import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { PRIVACY_NOTICE_VERSION } from '@/content/legal';
import type { ApiCall } from '../support/api-names';
import type { SiteWorld } from '../support/world';

/** The one request the page sent to `api`, once it has left (a scenario that sent two fails here). */
async function theRequest(world: SiteWorld, api: ApiCall): Promise<Record<string, unknown>> {
  await expect.poll(() => world.callsTo(api.path).length, { message: `requests to ${api.path}` }).toBe(1);
  return (world.callsTo(api.path)[0]?.body ?? {}) as Record<string, unknown>;
}

When('the {api}( call) has left', async function (this: SiteWorld, api: ApiCall) {
  // The clock may only move once the request (and so its deadline) has started.
  await expect.poll(() => this.callsTo(api.path).length, { message: `a call to ${api.path}` }).toBeGreaterThan(0);
});

Then('nothing is sent to the {api} address within {int} ms', async function (this: SiteWorld, api: ApiCall, ms: number) {
  await this.holdsFor(ms, () => this.callsTo(api.path).length === 0, `nothing to be sent to ${api.path}`);
});

Then('exactly one request is sent to the {api} address within {int} ms', async function (this: SiteWorld, api: ApiCall, ms: number) {
  await expect.poll(() => this.callsTo(api.path).length, { message: `requests to ${api.path}` }).toBeGreaterThan(0);
  await this.holdsFor(ms, () => this.callsTo(api.path).length === 1, `exactly one request to ${api.path}`);
});

Then('the request to the {api} address has {string} as {string}', async function (this: SiteWorld, api: ApiCall, field: string, value: string) {
  expect((await theRequest(this, api))[field]).toBe(value);
});

Then('the request to the {api} address leaves out {string}', async function (this: SiteWorld, api: ApiCall, field: string) {
  expect(await theRequest(this, api)).not.toHaveProperty(field);
});

Then('the request to the {api} address carries the consent to {string}', async function (this: SiteWorld, api: ApiCall, purposes: string) {
  const body = await theRequest(this, api);
  const consent = body.consent as { purposes?: string[]; notice_version?: string; given_at?: string } | undefined;
  expect(consent?.purposes).toEqual(purposes.split(', '));
  // The version of the notice the visitor was shown (src/content/legal.ts).
  expect(consent?.notice_version).toBe(PRIVACY_NOTICE_VERSION);
  expect(Number.isNaN(Date.parse(consent?.given_at ?? '')), `given_at ${consent?.given_at}`).toBe(false);
  // The contact form's optional newsletter box is the consent block's marketing box.
  if (api.path === '/api/contact/') expect(body.newsletter).toBe(purposes.split(', ').includes('marketing'));
});
