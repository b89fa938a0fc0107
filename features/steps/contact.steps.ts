import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { ContactPage } from '../support/pages/contact';
import type { SiteWorld } from '../support/world';

const TYPED = {
  'First name': 'Priya',
  'Last name': 'Natarajan',
  Email: 'priya.n@example.com',
  Subject: 'Marine cargo open cover',
  Message: 'We import machinery every month; please quote an annual open cover.',
};

function contact(world: SiteWorld): ContactPage {
  return new ContactPage(world.page);
}

async function countContactCalls(world: SiteWorld) {
  if (world.contactCalls !== undefined) return;
  world.contactCalls = 0;
  world.page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === `${world.apiUrl}/api/contact/`) world.contactCalls = (world.contactCalls ?? 0) + 1;
  });
}

Then('I see {int} office cards', async function (this: SiteWorld, count: number) {
  await expect(contact(this).officeCards()).toHaveCount(count);
});

Then(
  'the {string} office card opens a maps search for {string} in a new tab',
  async function (this: SiteWorld, city: string, address: string) {
    const link = contact(this).officeCard(city).getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(href.hostname).toBe('www.google.com');
    expect(href.pathname).toBe('/maps/search/');
    expect(href.searchParams.get('query')).toBe(address);
  },
);

Then('the {string} office card shows the default city image', async function (this: SiteWorld, city: string) {
  const card = contact(this).officeCard(city);
  await expect(card.getByTestId('city-photo-default')).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', '/images/cities/default.svg');
  await expect(card.locator('source')).toHaveAttribute('srcset', '/images/cities/default-dark.svg');
});

Then('the map is not loaded', async function (this: SiteWorld) {
  await expect(this.page.getByTestId('map-placeholder')).toHaveCount(1);
  await expect(contact(this).map()).toHaveCount(0);
});

When('I scroll to the map', async function (this: SiteWorld) {
  await this.page.getByTestId('map-placeholder').scrollIntoViewIfNeeded();
});

Then('the map is loaded', async function (this: SiteWorld) {
  await expect(contact(this).map()).toHaveCount(1);
});

When('I fill in the message form', async function (this: SiteWorld) {
  await countContactCalls(this);
  await expect(contact(this).question()).toHaveText(/^\d+ \+ \d+$/);
  await contact(this).fillForm(TYPED);
});

When('I accept the terms', async function (this: SiteWorld) {
  await this.page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
});

When('I answer the security question correctly', async function (this: SiteWorld) {
  this.lastQuestion = await contact(this).question().innerText();
  await contact(this).answerBox().fill(await contact(this).correctAnswer());
});

When('I answer the security question wrongly', async function (this: SiteWorld) {
  this.lastQuestion = await contact(this).question().innerText();
  await contact(this).answerBox().fill(String(Number(await contact(this).correctAnswer()) + 1));
});

When('I ask for a new security question', async function (this: SiteWorld) {
  await expect(contact(this).question()).toHaveText(/^\d+ \+ \d+$/);
  this.lastQuestion = await contact(this).question().innerText();
  await this.page.getByRole('button', { name: 'New question' }).click();
});

When('I send the message', async function (this: SiteWorld) {
  await this.page.getByRole('button', { name: 'Send message' }).click();
});

Then('I see the form message {string}', async function (this: SiteWorld, text: string) {
  await expect(contact(this).outcome()).toHaveText(text);
});

Then('nothing was sent', function (this: SiteWorld) {
  expect(this.contactCalls).toBe(0);
});

Then('exactly one message was sent', async function (this: SiteWorld) {
  expect(this.contactCalls).toBe(1);
});

Then('the security question has changed', async function (this: SiteWorld) {
  await expect(contact(this).question()).toHaveText(/^\d+ \+ \d+$/);
  await expect(contact(this).answerBox()).toHaveValue('');
  await expect(contact(this).question()).not.toHaveText(this.lastQuestion ?? '');
});

Then('the send button reads {string} and is disabled', async function (this: SiteWorld, label: string) {
  const button = this.page.getByRole('button', { name: label });
  await expect(button).toBeDisabled();
  await button.click({ force: true }).catch(() => undefined);
});

Then('the message form is empty', async function (this: SiteWorld) {
  for (const label of Object.keys(TYPED)) await expect(this.page.getByLabel(label, { exact: true })).toHaveValue('');
  await expect(this.page.getByRole('checkbox', { name: /Terms and Conditions/ })).not.toBeChecked();
});

Then('the message form still holds what I typed', async function (this: SiteWorld) {
  for (const [label, value] of Object.entries(TYPED)) await expect(this.page.getByLabel(label, { exact: true })).toHaveValue(value);
  await expect(this.page.getByRole('checkbox', { name: /Terms and Conditions/ })).toBeChecked();
});
