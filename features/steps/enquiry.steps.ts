import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { Locator } from 'playwright-core';
import type { SiteWorld } from '../support/world';

const dialog = (world: SiteWorld): Locator => world.page.getByRole('dialog');
const field = (world: SiteWorld, label: string): Locator => dialog(world).getByLabel(new RegExp(`^${label}( \\(optional\\))?$`));

function recordSubmissions(world: SiteWorld) {
  if (world.submissions) return;
  world.submissions = [];
  world.page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().startsWith(`${world.apiUrl}/api/submit-`)) {
      world.submissions?.push({ url: request.url(), body: request.postDataJSON() as Record<string, unknown> });
    }
  });
}

When('I click {string} in the form', async function (this: SiteWorld, label: string) {
  await dialog(this).getByRole('button', { name: label, exact: true }).click();
});

When('I click outside the form', async function (this: SiteWorld) {
  await this.page.mouse.click(5, 300);
});

Then('the form has the fields {string}', async function (this: SiteWorld, labels: string) {
  const texts = await dialog(this).locator('label').allInnerTexts();
  expect(texts.map((t) => t.trim()).join(', ')).toBe(labels);
});

Then('the Remarks box has {int} rows', async function (this: SiteWorld, rows: number) {
  await expect(field(this, 'Remarks')).toHaveAttribute('rows', String(rows));
});

When('I fill in the enquiry correctly', async function (this: SiteWorld) {
  recordSubmissions(this);
  await field(this, 'Name').fill('Asha Menon');
  await field(this, 'Email').fill('asha.menon@example.com');
  await field(this, 'Phone Number').fill('9876543210');
});

Then('the form shows no status message', async function (this: SiteWorld) {
  await expect(dialog(this).getByTestId('form-status')).toHaveText('');
});

Then('the enquiry sent has insurance_type {string}', function (this: SiteWorld, type: string) {
  expect(this.submissions?.at(-1)?.body.insurance_type).toBe(type);
});

Then('{string} has focus again', async function (this: SiteWorld, label: string) {
  await expect(this.page.getByRole('button', { name: label })).toBeFocused();
});

Then('the field {string} shows no message', async function (this: SiteWorld, label: string) {
  await expect(field(this, label)).not.toHaveAttribute('aria-invalid', 'true');
});
