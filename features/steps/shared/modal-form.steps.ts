import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { Locator } from 'playwright-core';
import type { SiteWorld } from '../../support/world';

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

When('I fill in {string} with {string}', async function (this: SiteWorld, label: string, value: string) {
  recordSubmissions(this);
  await field(this, label).fill(value);
});

When('I type {string} into {string}', async function (this: SiteWorld, value: string, label: string) {
  recordSubmissions(this);
  await field(this, label).fill('');
  await field(this, label).pressSequentially(value);
});

When('I submit the form', async function (this: SiteWorld) {
  recordSubmissions(this);
  await dialog(this).getByRole('button', { name: /^(Submit|Apply)$/ }).click();
});

Then('I see the form status {string}', async function (this: SiteWorld, text: string) {
  await expect(dialog(this).getByTestId('form-status')).toHaveText(text);
});

Then('the form fields are empty', async function (this: SiteWorld) {
  for (const input of await dialog(this).locator('input, textarea').all()) await expect(input).toHaveValue('');
});

Then('no form is open', async function (this: SiteWorld) {
  await expect(this.page.getByRole('dialog')).toHaveCount(0);
});

Then('the field {string} shows {string}', async function (this: SiteWorld, label: string, message: string) {
  const input = field(this, label);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(message);
});

Then('the field {string} holds {string}', async function (this: SiteWorld, label: string, value: string) {
  await expect(field(this, label)).toHaveValue(value);
});

Then('nothing was submitted', function (this: SiteWorld) {
  expect(this.submissions ?? []).toEqual([]);
});

Then('the submit button reads {string} and everything is disabled', async function (this: SiteWorld, label: string) {
  await expect(dialog(this).getByRole('button', { name: label })).toBeDisabled();
  await expect(dialog(this).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await expect(dialog(this).getByRole('button', { name: 'Close' })).toBeDisabled();
  for (const input of await dialog(this).locator('input, textarea').all()) await expect(input).toBeDisabled();
});

Then('the form is enabled again', async function (this: SiteWorld) {
  for (const input of await dialog(this).locator('input, textarea').all()) await expect(input).toBeEnabled();
  await expect(dialog(this).getByRole('button', { name: /^(Submit|Apply)$/ })).toBeEnabled();
});

Then('the {string} form is open', async function (this: SiteWorld, title: string) {
  await expect(this.page.getByRole('dialog', { name: title })).toBeVisible();
});

Then('the page behind cannot scroll', async function (this: SiteWorld) {
  expect(await this.page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
});
