import { Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { SiteWorld } from '../support/world';

Then(
  'I see {int} useful links, each opening in a new tab without access to this page',
  async function (this: SiteWorld, count: number) {
    const links = this.page.getByRole('region', { name: 'Official links' }).getByRole('link');
    await expect(links).toHaveCount(count);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
  },
);

Then('the useful links include {string} at {string}', async function (this: SiteWorld, name: string, url: string) {
  await expect(this.page.getByRole('link', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) })).toHaveAttribute('href', url);
});
