import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { PRIVACY_NOTICE_VERSION } from '@/content/legal';
import { ModalForm } from '../support/pages/shared/modal-form';
import type { SiteWorld } from '../support/world';

const form = (world: SiteWorld) => new ModalForm(world.page);
const dialog = (world: SiteWorld) => form(world).dialog();

When('I click {string} in the form', async function (this: SiteWorld, label: string) {
  await dialog(this).getByRole('button', { name: label, exact: true }).click();
});

/** Outside the form (a dialog's backdrop, at the screen's left edge) or the navigation (on the page's heading). */
When(/^I click outside the (form|navigation)$/, async function (this: SiteWorld, what: string) {
  if (what === 'navigation') await this.page.getByRole('heading', { level: 1 }).click();
  else await this.page.mouse.click(5, 300);
});

Then('the form has the fields {string}', async function (this: SiteWorld, labels: string) {
  // The spec's fields; the consent block (ADD-13.consent-block) has its own steps.
  const texts = await dialog(this)
    .locator('label')
    .evaluateAll((all) => all.filter((l) => !l.closest('[data-testid="consent-fields"]')).map((l) => (l as HTMLElement).innerText));
  expect(texts.map((t) => t.trim()).join(', ')).toBe(labels);
});

Then("the backend's answer to the enquiry was written to the browser console", async function (this: SiteWorld) {
  // What the mock answers a valid enquiry (the contract's example), asked for once more.
  const answer: unknown = await (
    await fetch(`${this.apiUrl}/api/submit-insurance-section-form/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Asha Menon',
        email: 'asha.menon@example.com',
        phone_num: '9876543210',
        insurance_type: 'Life',
        consent: { purposes: ['contact'], notice_version: PRIVACY_NOTICE_VERSION, given_at: new Date().toISOString() },
      }),
    })
  ).json();
  expect(answer).toBeTruthy();
  const logged = await Promise.all(this.consoleLog.map((line) => line.values));
  // The body is logged as it arrived (any 2XX is success, so it is not parsed first): read a JSON text back.
  const asData = (value: unknown) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  };
  expect(logged.flat().map(asData)).toContainEqual(answer);
});
