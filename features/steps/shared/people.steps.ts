import { Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { PeoplePages } from '../../support/pages/shared/people';
import type { SiteWorld } from '../../support/world';

Then('I see {string} with three bouncing dots', async function (this: SiteWorld, text: string) {
  await expect(this.page.getByRole('status').filter({ hasText: text })).toBeVisible();
  await expect(new PeoplePages(this.page).dots()).toHaveCount(3);
});

Then('the member {string} shows a placeholder instead of a broken image', async function (this: SiteWorld, name: string) {
  const member = new PeoplePages(this.page).member(name);
  await expect(member.getByTestId('photo-placeholder')).toBeVisible();
  await expect(member.locator('img')).toHaveCount(0);
});

Then('the member {string} shows the photo {string}', async function (this: SiteWorld, name: string, path: string) {
  const photo = new PeoplePages(this.page).member(name).locator('img');
  await expect(photo).toHaveAttribute('src', path);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});
