/**
 * Steps of forms-forgive.feature ("Forms that forgive and never hang") beyond the forms vocabulary
 * (forms.steps.ts): answers the contract cannot describe, files that are not PDFs, the call-back
 * confirmation, and the dialogs as both React and the browser see them.
 */
import { Given, Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { Route } from 'playwright-core';
import { callbackText, relativeDay } from '@/content/callback';
import { callbackPlan } from '../support/seams';
import type { ApiCall } from '../support/api-names';
import type { SiteWorld } from '../support/world';

/** The confirmation (the dialog is then named by its heading, "We will call you back"). */
/** The call-back confirmation: the dialog's, or the home hero's box, which is itself the form. */
const confirmation = (world: SiteWorld) => world.page.getByTestId('callback-confirmation');

Given('the backend answers the {api} form with 200 {string} in plain text', async function (this: SiteWorld, api: ApiCall, text: string) {
  // Answered in the browser: Prism answers a JSON operation only with JSON, and the contract's
  // "any 2XX is success, whatever its body" cannot be shown with one of its examples.
  const origin = new URL(this.siteUrl).origin;
  await this.page.route(`${this.apiUrl}${api.path}`, async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.fulfill({ status: 200, contentType: 'text/plain', body: text, headers: { 'access-control-allow-origin': origin } });
  });
});

Given(
  /^every (compliance document|CSR policy) file is answered 200 with an HTML page labelled (text\/html|application\/pdf)$/,
  async function (this: SiteWorld, what: string, type: string) {
    // Answered in the browser: the contract has no such answer (a misconfigured server's error page).
    const origin = new URL(this.siteUrl).origin;
    const files = what === 'CSR policy' ? '/media/docs/**' : '/media/compliance/**';
    await this.page.route(`${this.apiUrl}${files}`, (route: Route) =>
      route.fulfill({
        status: 200,
        contentType: type,
        body: '<!doctype html><html><head><title>Error</title></head><body><h1>Something went wrong</h1></body></html>',
        headers: { 'access-control-allow-origin': origin },
      }),
    );
  },
);

Then('no file is saved within {int} ms', async function (this: SiteWorld, ms: number) {
  await this.holdsFor(ms, () => this.downloads.length === 0, 'no download to start');
});

/** The words given; or when we will call: as soon as possible, now, within working hours, or when the office next opens (by the page's clock). */
Then(/^the call-back confirmation says (?:"([^"]+)"|when we will call)$/, async function (this: SiteWorld, text: string | null) {
  if (text !== null) {
    await expect(confirmation(this)).toContainText(text);
    return;
  }
  const now = new Date(await this.page.evaluate(() => Date.now()));
  const plan = callbackPlan(now);
  const c = callbackText.confirmation;
  const when = plan.openNow || !plan.nextOpening ? c.asapOpen : c.asapLater(relativeDay(plan.nextOpening.day), plan.nextOpening.hour);
  await expect(confirmation(this)).toContainText(when);
});

Then('the call-back confirmation is still there', async function (this: SiteWorld) {
  await expect(this.page.locator('dialog[open]')).toHaveCount(1);
  await expect(confirmation(this)).toBeVisible();
});

/** React's view of the dialog (the dialog with its content) and the browser's (<dialog open>, the page behind locked). */
Then('the {string} form is open', async function (this: SiteWorld, title: string) {
  await expect(this.page.getByRole('dialog', { name: title })).toBeVisible();
  await expect(this.page.locator('dialog[open]')).toHaveCount(1);
  await expect.poll(() => this.page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
});

Then('no form is open', async function (this: SiteWorld) {
  await expect(this.page.getByRole('dialog')).toHaveCount(0);
  await expect(this.page.locator('dialog[open]')).toHaveCount(0);
  await expect.poll(() => this.page.evaluate(() => document.documentElement.style.overflow)).not.toBe('hidden');
});

Then('the page scrolls', async function (this: SiteWorld) {
  const before = await this.page.evaluate(() => window.scrollY);
  await this.page.mouse.move(600, 400);
  await this.page.mouse.wheel(0, 800);
  await expect.poll(() => this.page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
});

Then('{string}, {string} and {string} each open their form', async function (this: SiteWorld, first: string, second: string, third: string) {
  const titles: Record<string, string> = {
    'Explore Health Insurance': 'Health Insurance enquiry',
    'Explore Life Insurance': 'Life Insurance enquiry',
    'Become a POSP': 'Become a POSP partner',
  };
  for (const label of [first, second, third]) {
    const title = titles[label];
    if (!title) throw new Error(`No form known for "${label}"`);
    await this.page.getByRole('button', { name: label, exact: true }).first().click();
    await expect(this.page.getByRole('dialog', { name: title })).toBeVisible();
    await expect(this.page.locator('dialog[open]')).toHaveCount(1);
    await this.page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Cancel' }).click();
    await expect(this.page.locator('dialog[open]')).toHaveCount(0);
  }
});
