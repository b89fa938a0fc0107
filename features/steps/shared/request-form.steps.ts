/**
 * Steps of the forms with a notice and consent (issue 13): the data-request form of
 * /privacy/your-data and the grievance form of /grievance. The bodies the page sends are
 * recorded as the browser sent them; Prism checks each against openapi.yaml, so a body the
 * contract refuses (a missing consent, a wrong purpose) never gets the success answer.
 */
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { RequestFormPage, requestForm } from '../../support/pages/shared/request-form';
import type { SiteWorld } from '../../support/world';

const typed = new WeakMap<SiteWorld, Map<string, string>>();

function remember(world: SiteWorld, label: string, value: string) {
  if (!typed.has(world)) typed.set(world, new Map());
  typed.get(world)?.set(label, value);
}

const formOf = (world: SiteWorld, name: string) => new RequestFormPage(world.page, name);

/** What a visitor would type, field by field (choices by their label). */
const CORRECT: Record<string, { fields: [string, string][]; choices: string[] }> = {
  'data request': {
    choices: ['A summary of my data'],
    fields: [
      ['Full name', 'Meera Iyer'],
      ['Email', 'meera.iyer@example.com'],
      ['Details of your request', 'Please send me a summary of the data you hold from my motor policy enquiry.'],
    ],
  },
  grievance: {
    choices: ['A claim'],
    fields: [
      ['Full name', 'Arjun Reddy'],
      ['Email', 'arjun.reddy@example.com'],
      ['Phone number', '9845012345'],
      ['Insurer', 'Suraksha General'],
      ['Your grievance', 'My motor claim was surveyed three weeks ago and I have heard nothing since.'],
    ],
  },
};

When(/^I fill in the (data request|grievance) form correctly$/, async function (this: SiteWorld, name: string) {
  const form = formOf(this, name);
  const data = CORRECT[name];
  if (!data) throw new Error(`No correct values for the ${name} form`);
  for (const choice of data.choices) {
    await form.choose(choice);
    remember(this, `choice:${choice}`, 'checked');
  }
  for (const [label, value] of data.fields) {
    await form.field(label).fill(value);
    remember(this, label, value);
  }
});

When(/^I type "([^"]*)" into "([^"]+)" of the (data request|grievance) form$/, async function (this: SiteWorld, value: string, label: string, name: string) {
  await formOf(this, name).field(label).fill(value);
  remember(this, label, value);
});

When(/^I agree to be contacted about my (data request|grievance)$/, async function (this: SiteWorld, name: string) {
  await formOf(this, name).contactBox().check();
});

When(/^I also tick the marketing box of the (data request|grievance) form$/, async function (this: SiteWorld, name: string) {
  await formOf(this, name).marketingBox().check();
});

When(/^I send the (data request|grievance) form$/, async function (this: SiteWorld, name: string) {
  await formOf(this, name).submit().click();
});

Then(/^the (data request|grievance) form shows a short notice "([^"]+)" with a link to the full notice$/, async function (this: SiteWorld, name: string, notice: string) {
  const form = formOf(this, name);
  await expect(form.notice()).toContainText(notice);
  const link = form.notice().getByRole('link', { name: /Read our full privacy notice/ });
  await expect(link).toHaveAttribute('href', '/privacy');
  await expect(link).toHaveAttribute('target', '_blank');
});

Then(/^the box to be contacted about my (data request|grievance) is unticked and required$/, async function (this: SiteWorld, name: string) {
  const box = formOf(this, name).contactBox();
  await expect(box).not.toBeChecked();
  await expect(box).toHaveAttribute('required', '');
});

Then(/^the marketing box of the (data request|grievance) form is unticked and optional$/, async function (this: SiteWorld, name: string) {
  const form = formOf(this, name);
  await expect(form.marketingBox()).not.toBeChecked();
  await expect(form.marketingBox()).not.toHaveAttribute('required');
  await expect(form.form().getByText('(optional)').last()).toBeVisible();
});

Then(/^the box to be contacted about my (data request|grievance) says "([^"]+)" and has the focus$/, async function (this: SiteWorld, name: string, message: string) {
  const box = formOf(this, name).contactBox();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription(message);
  await expect(box).toBeFocused();
});

Then(/^the (data request|grievance) form field "([^"]+)" says "([^"]+)"$/, async function (this: SiteWorld, name: string, label: string, message: string) {
  const field = formOf(this, name).field(label);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
});

Then(/^the (data request|grievance) form field "([^"]+)" has the focus$/, async function (this: SiteWorld, name: string, label: string) {
  await expect(formOf(this, name).field(label)).toBeFocused();
});

Then(/^the (data request|grievance) form choice "([^"]+)" says "([^"]+)"$/, async function (this: SiteWorld, name: string, legend: string, message: string) {
  await expect(formOf(this, name).choiceGroup(legend)).toHaveAccessibleDescription(message);
});

Then(/^the (data request|grievance) form says "([^"]+)"$/, async function (this: SiteWorld, name: string, text: string) {
  await expect(formOf(this, name).status()).toContainText(text);
});

Then(/^the (data request|grievance) form confirms what I agreed: "([^"]+)"$/, async function (this: SiteWorld, name: string, text: string) {
  await expect(formOf(this, name).consentSummary()).toContainText(text);
});

Then(/^the (data request|grievance) form is empty again$/, async function (this: SiteWorld, name: string) {
  const form = formOf(this, name);
  for (const box of await form.form().getByRole('textbox').all()) await expect(box).toHaveValue('');
  for (const radio of await form.form().getByRole('radio').all()) await expect(radio).not.toBeChecked();
  await expect(form.contactBox()).not.toBeChecked();
});

Then(/^the (data request|grievance) form still holds what I typed( except the consent)?$/, async function (this: SiteWorld, name: string, exceptConsent?: string) {
  const form = formOf(this, name);
  const values = typed.get(this);
  if (!values?.size) throw new Error('Nothing was typed in this scenario');
  for (const [label, value] of values) {
    if (label.startsWith('choice:')) await expect(form.choice(label.slice('choice:'.length))).toBeChecked();
    else await expect(form.field(label)).toHaveValue(value);
  }
  if (exceptConsent) await expect(form.contactBox()).not.toBeChecked();
  else await expect(form.contactBox()).toBeChecked();
  await expect(form.submit()).toBeEnabled();
});

Given(/^the backend turns away the (data request|grievance) as too many requests$/, async function (this: SiteWorld, name: string) {
  await this.preferFromMock(requestForm(name).api, 'code=429');
});

Then('the grievance page reads, in order: {string}', async function (this: SiteWorld, headings: string) {
  const expected = headings.split(', ');
  const found = (await this.page.locator('main h2').allInnerTexts()).map((h) => h.trim()).filter((h) => expected.includes(h));
  expect(found).toEqual(expected);
});

Then('the section {string} links to {string} and {string} in new tabs', async function (this: SiteWorld, heading: string, first: string, second: string) {
  const section = this.page.getByRole('region', { name: heading });
  for (const href of [first, second]) {
    const link = section.locator(`a[href="${href}"]`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

Then('the grievance confirmation leads on to {string} and {string} in new tabs', async function (this: SiteWorld, first: string, second: string) {
  const status = formOf(this, 'grievance').status();
  for (const href of [first, second]) await expect(status.locator(`a[href="${href}"]`)).toHaveAttribute('target', '_blank');
});

Then(/^the (data request|grievance) form field "([^"]+)" takes at most (\d+) characters and counts them$/, async function (this: SiteWorld, name: string, label: string, max: string) {
  const field = formOf(this, name).field(label);
  await expect(field).toHaveAttribute('maxlength', String(max));
  await field.fill('x'.repeat(Number(max) + 5));
  await expect(field).toHaveValue('x'.repeat(Number(max)));
  await expect(field).toHaveAccessibleDescription(`${Number(max).toLocaleString('en-IN')} of ${Number(max).toLocaleString('en-IN')} characters`);
});
