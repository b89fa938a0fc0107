import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { PeoplePages } from '../support/pages/company-pages';
import type { SiteWorld } from '../support/world';

Then('I see {string} with three bouncing dots', async function (this: SiteWorld, text: string) {
  await expect(this.page.getByRole('status').filter({ hasText: text })).toBeVisible();
  await expect(new PeoplePages(this.page).dots()).toHaveCount(3);
});

Then('I see {int} service cards with an image and a description', async function (this: SiteWorld, count: number) {
  const cards = this.page.getByRole('main').locator('ul > li');
  await expect(cards).toHaveCount(count);
  for (const card of await cards.all()) {
    await expect(card.locator('img')).toHaveCount(1);
    await expect(card.locator('p')).not.toHaveText('');
  }
});

Then('I see {int} board members, alternating left and right', async function (this: SiteWorld, count: number) {
  const members = new PeoplePages(this.page).boardMembers();
  await expect(members).toHaveCount(count);
  const sides = await members.evaluateAll((els) => els.map((e) => e.getAttribute('data-side')));
  expect(sides).toEqual(Array.from({ length: count }, (_, i) => (i % 2 === 0 ? 'left' : 'right')));
  const [first, second] = await members.evaluateAll((els) => els.slice(0, 2).map((e) => getComputedStyle(e).flexDirection));
  expect(first).toBe('row');
  expect(second).toBe('row-reverse');
});

Then(
  'the first member reads {string} with the designation {string}',
  async function (this: SiteWorld, name: string, designation: string) {
    const first = new PeoplePages(this.page).boardMembers().first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(name);
    await expect(first.getByText(designation, { exact: true })).toBeVisible();
  },
);

Then("each line of the first member's details is its own paragraph", async function (this: SiteWorld) {
  const paragraphs = new PeoplePages(this.page).boardMembers().first().getByTestId('member-details').locator('p');
  await expect(paragraphs).toHaveCount(3);
  await expect(paragraphs.nth(1)).toHaveText('Served on industry committees on fire and engineering tariffs.');
});

Then('the member {string} shows a placeholder instead of a broken image', async function (this: SiteWorld, name: string) {
  const member = new PeoplePages(this.page).member(name);
  await expect(member.getByTestId('photo-placeholder')).toBeVisible();
  await expect(member.locator('img')).toHaveCount(0);
});

Then('I see {int} team members, alternating left and right', async function (this: SiteWorld, count: number) {
  const members = new PeoplePages(this.page).teamMembers();
  await expect(members).toHaveCount(count);
  const sides = await members.evaluateAll((els) => els.map((e) => e.getAttribute('data-side')));
  expect(sides).toEqual(Array.from({ length: count }, (_, i) => (i % 2 === 0 ? 'left' : 'right')));
  const radius = await members.first().locator('img').evaluate((img) => getComputedStyle(img).borderRadius);
  expect(radius).not.toBe('0px');
});

Then('the details are shown as bullet points', async function (this: SiteWorld) {
  await expect(this.page.getByTestId('details-bullets')).toHaveCount(6);
  await expect(this.page.getByTestId('details-paragraphs')).toHaveCount(0);
  await expect(this.page.getByRole('button', { name: 'Bullet points' })).toHaveAttribute('aria-pressed', 'true');
});

Then('the details are shown as paragraphs', async function (this: SiteWorld) {
  await expect(this.page.getByTestId('details-paragraphs')).toHaveCount(6);
  await expect(this.page.getByTestId('details-bullets')).toHaveCount(0);
  await expect(this.page.getByRole('button', { name: 'Paragraphs' })).toHaveAttribute('aria-pressed', 'true');
});

When('I switch the details to {string}', async function (this: SiteWorld, mode: string) {
  await this.page.getByRole('button', { name: mode }).click();
});

Then('the member {string} shows {string}', async function (this: SiteWorld, name: string, text: string) {
  await expect(new PeoplePages(this.page).member(name).getByText(text, { exact: true })).toBeVisible();
});

Then('the member {string} does not show {string}', async function (this: SiteWorld, name: string, text: string) {
  await expect(new PeoplePages(this.page).member(name).getByText(text, { exact: true })).toHaveCount(0);
});

Then('the member {string} has the bullet {string}', async function (this: SiteWorld, name: string, text: string) {
  await expect(new PeoplePages(this.page).member(name).getByTestId('details-bullets').getByRole('listitem').filter({ hasText: text })).toHaveText(text);
});

Then("no member's details start or end with spaces or contain empty lines", async function (this: SiteWorld) {
  await this.page.getByRole('button', { name: 'Paragraphs' }).click();
  const texts = await this.page.getByTestId('details-paragraphs').locator('p').allTextContents();
  expect(texts.length).toBeGreaterThan(6);
  for (const text of texts) {
    expect(text).toBe(text.trim());
    expect(text).not.toBe('');
    expect(text).not.toMatch(/\r/);
  }
});

Then('I see the section {string} mentioning {string}', async function (this: SiteWorld, heading: string, text: string) {
  const section = this.page.locator('section').filter({ has: this.page.getByRole('heading', { name: heading, level: 2 }) });
  await expect(section).toContainText(text);
});

Then('I see {int} strengths', async function (this: SiteWorld, count: number) {
  const section = this.page.locator('section').filter({ has: this.page.getByRole('heading', { name: /strengths/, level: 2 }) });
  await expect(section.getByRole('listitem')).toHaveCount(count);
});

Then('I see the section {string} with its image', async function (this: SiteWorld, heading: string) {
  const section = this.page.locator('section').filter({ has: this.page.getByRole('heading', { name: heading, level: 2 }) });
  const img = section.getByRole('img');
  await img.scrollIntoViewIfNeeded();
  await expect(img).toBeVisible();
  expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
});

Then('I see {string}, {string} and {string} in the timeline', async function (this: SiteWorld, a: string, b: string, c: string) {
  for (const title of [a, b, c]) await expect(this.page.getByRole('heading', { name: title, level: 3, exact: true })).toBeVisible();
});
