import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { apiPathOf } from '../support/api-names';
import { contractExample } from '../support/contract-data';
import { alternating, PeoplePages, pictureSides } from '../support/pages/shared/people';
import type { SiteWorld } from '../support/world';

Then('I see {int} team members, alternating left and right', async function (this: SiteWorld, count: number) {
  const members = new PeoplePages(this.page).teamMembers();
  await expect(members).toHaveCount(count);
  // Read from the layout: the photo's box left or right of the name.
  expect(await pictureSides(members, 'img, [data-testid="photo-placeholder"]', 'h2')).toEqual(alternating(count));
  // Round: a square box whose corners are rounded by at least half its side.
  for (const photo of await members.locator('img').all()) {
    const shape = await photo.evaluate((img) => {
      const box = img.getBoundingClientRect();
      return { width: box.width, height: box.height, radius: parseFloat(getComputedStyle(img).borderTopLeftRadius) };
    });
    expect(Math.round(shape.width)).toBe(Math.round(shape.height));
    expect(shape.radius).toBeGreaterThanOrEqual(shape.width / 2);
  }
});

/** The members whose details the page shows: those of the contract's example that have details. */
const withDetails = () => (contractExample(apiPathOf('key management team'), 'en') as { details?: string }[]).filter((m) => m.details?.trim()).length;

/** Every member with details shows them in the one form chosen, and the switch says which. */
Then(/^the details are shown as (bullet points|paragraphs)$/, async function (this: SiteWorld, form: string) {
  const [shown, other, button] =
    form === 'paragraphs' ? ['details-paragraphs', 'details-bullets', 'Paragraphs'] : ['details-bullets', 'details-paragraphs', 'Bullet points'];
  await expect(this.page.getByTestId(shown)).toHaveCount(withDetails());
  await expect(this.page.getByTestId(other)).toHaveCount(0);
  await expect(this.page.getByRole('button', { name: button })).toHaveAttribute('aria-pressed', 'true');
});

When('I switch the details to {string}', async function (this: SiteWorld, mode: string) {
  await this.page.getByRole('button', { name: mode }).click();
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
