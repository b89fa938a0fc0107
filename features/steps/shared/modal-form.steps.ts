import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { ModalForm } from '../../support/pages/shared/modal-form';
import type { SiteWorld } from '../../support/world';

const form = (world: SiteWorld) => new ModalForm(world.page);
const dialog = (world: SiteWorld) => form(world).dialog();
const field = (world: SiteWorld, label: string) => form(world).field(label);

When('I fill in {string} with {string}', async function (this: SiteWorld, label: string, value: string) {
  await field(this, label).fill(value);
});

When('I type {string} into {string}', async function (this: SiteWorld, value: string, label: string) {
  await field(this, label).fill('');
  await field(this, label).pressSequentially(value);
});

When('I submit the form', async function (this: SiteWorld) {
  await dialog(this).getByRole('button', { name: /^(Submit|Apply)$/ }).click();
});

Then('I see the form status {string}', async function (this: SiteWorld, text: string) {
  await expect(dialog(this).getByTestId('form-status')).toHaveText(text);
});

/** The form's labelled fields: at least the four of the enquiry form, or the step would prove nothing. */
async function formFields(world: SiteWorld) {
  const labels = await form(world).labels();
  expect(labels.length, `the form's fields (${labels.join(', ')})`).toBeGreaterThanOrEqual(4);
  return labels.map((label) => field(world, label));
}

Then('the form fields are empty', async function (this: SiteWorld) {
  for (const input of await formFields(this)) await expect(input).toHaveValue('');
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

Then('the submit button reads {string} and everything is disabled', async function (this: SiteWorld, label: string) {
  await expect(dialog(this).getByRole('button', { name: label })).toBeDisabled();
  await expect(dialog(this).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await expect(dialog(this).getByRole('button', { name: 'Close' })).toBeDisabled();
  for (const input of await formFields(this)) await expect(input).toBeDisabled();
});

Then('the form is enabled again', async function (this: SiteWorld) {
  for (const input of await formFields(this)) await expect(input).toBeEnabled();
  await expect(form(this).submitButton()).toBeEnabled();
  await expect(dialog(this).getByRole('button', { name: 'Cancel' })).toBeEnabled();
});

Then('the {string} form is open', async function (this: SiteWorld, title: string) {
  await expect(this.page.getByRole('dialog', { name: title })).toBeVisible();
});

Then('the page behind cannot scroll', async function (this: SiteWorld) {
  // Try it as a visitor would: the mouse wheel over the dimmed page, then the keyboard, towards the side with room.
  const { above, below } = await this.page.evaluate(() => ({
    above: window.scrollY,
    below: document.documentElement.scrollHeight - window.innerHeight - window.scrollY,
  }));
  expect(Math.max(above, below), 'the page is long enough to scroll').toBeGreaterThan(100);
  const down = below >= above;
  await this.page.mouse.move(5, 300);
  await this.page.mouse.wheel(0, down ? 600 : -600);
  await this.page.keyboard.press(down ? 'PageDown' : 'PageUp');
  await this.holdsFor(500, async () => (await this.page.evaluate(() => window.scrollY)) === above, 'the page behind to stay where it was');
});

Then('the Remarks box has {int} rows', async function (this: SiteWorld, rows: number) {
  await expect(field(this, 'Remarks')).toHaveAttribute('rows', String(rows));
});
