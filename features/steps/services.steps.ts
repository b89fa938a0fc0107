import { Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { SiteWorld } from '../support/world';

Then('I see {int} service cards with an image and a description', async function (this: SiteWorld, count: number) {
  const cards = this.page.getByRole('main').locator('ul > li');
  await expect(cards).toHaveCount(count);
  for (const card of await cards.all()) {
    await expect(card.locator('img')).toHaveCount(1);
    // One description, with words in it (a missing paragraph must fail, not pass as "not empty").
    await expect(card.locator('p')).toHaveCount(1);
    await expect(card.locator('p')).toHaveText(/\S/);
  }
});

Then('the services were asked for at the API host the site is configured with', async function (this: SiteWorld) {
  // The suite configures the mock's address at run time; the page's own origin would give another host.
  const calls = this.apiCalls.filter((c) => c.url.endsWith('/api/services/')).map((c) => new URL(c.url).origin);
  expect(calls).toEqual([new URL(this.apiUrl).origin]);
  const derived = new URL(this.siteUrl);
  derived.port = '8000';
  expect(calls[0]).not.toBe(derived.origin);
});
