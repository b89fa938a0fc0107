import { Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { SiteWorld } from '../support/world';

Then('I see {int} service cards with an image and a description', async function (this: SiteWorld, count: number) {
  const cards = this.page.getByRole('main').locator('ul > li');
  await expect(cards).toHaveCount(count);
  for (const card of await cards.all()) {
    await expect(card.locator('img')).toHaveCount(1);
    await expect(card.locator('p')).not.toHaveText('');
  }
});
