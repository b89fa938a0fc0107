import { Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { site } from '@/config/site';
import { apiPathOf } from '../support/api-names';
import { CareersPage } from '../support/pages/careers';
import { escapeRegExp } from '../support/regexp';
import type { SiteWorld } from '../support/world';

const careers = (world: SiteWorld) => new CareersPage(world.page);

Then('I am invited to send my CV to the careers e-mail address', async function (this: SiteWorld) {
  const link = careers(this).careersInvitation(site.email.careers);
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `mailto:${site.email.careers}`);
});

Then('I see {int} openings', async function (this: SiteWorld, count: number) {
  await expect(careers(this).openings()).toHaveCount(count);
});

async function openingIn(world: SiteWorld, title: string, location: string, type: string) {
  const opening = careers(world).opening(title);
  await expect(opening.getByTestId('career-location')).toHaveText(location);
  await expect(opening.getByTestId('career-type')).toHaveText(type);
}

Then(
  'the opening {string} is in {string}, {string}, with an apply link by e-mail',
  async function (this: SiteWorld, title: string, location: string, type: string) {
    await openingIn(this, title, location, type);
    // The link names its opening in the page's language ("Apply for …", "आवेदन करें: …").
    const apply = careers(this)
      .opening(title)
      .getByRole('link', { name: new RegExp(`${escapeRegExp(title)}$`) });
    await expect(apply).toHaveAttribute('href', `mailto:${site.email.careers}?subject=${encodeURIComponent(title)}`);
  },
);

Then('no openings are listed after the careers call has finished', async function (this: SiteWorld) {
  await Promise.all(this.failures);
  // The answer has arrived once the browser has timed the whole call; then let the app handle it.
  const url = `${this.apiUrl}${apiPathOf('careers')}`;
  await expect
    .poll(() => this.page.evaluate((u) => performance.getEntriesByName(u).some((e) => (e as PerformanceResourceTiming).responseEnd > 0), url))
    .toBe(true);
  await this.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  await expect(careers(this).openings()).toHaveCount(0);
  await expect(this.page.getByRole('heading', { name: 'Current openings' })).toHaveCount(0);
});
