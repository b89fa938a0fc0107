import { Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { companyPage } from '@/content/company';
import type { SiteWorld } from '../support/world';

Then('I see {int} strengths', async function (this: SiteWorld, count: number) {
  // The section under the content's own heading (not any heading that mentions strengths).
  const section = this.page.getByRole('region', { name: companyPage.strengthsHeading, exact: true });
  await expect(section.getByRole('listitem')).toHaveCount(count);
});

Then('I see {string}, {string} and {string} in the timeline', async function (this: SiteWorld, a: string, b: string, c: string) {
  // One ordered list under the section's heading: its entries' headings in this order.
  const section = this.page.locator('section').filter({ has: this.page.getByRole('heading', { name: 'Vision, mission and goals', level: 2 }) });
  const timeline = section.getByRole('list').first();
  await expect(timeline).toBeVisible();
  expect(await timeline.evaluate((el) => el.tagName)).toBe('OL');
  await expect(timeline.locator(':scope > li > h3')).toHaveText([a, b, c]);
});
