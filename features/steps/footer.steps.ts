import { Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { SiteWorld } from '../support/world';

const footer = (world: SiteWorld) => world.page.getByRole('contentinfo');

Then('the footer has {int} social links opening in a new tab', async function (this: SiteWorld, count: number) {
  const links = footer(this).getByRole('list', { name: 'Social media' }).getByRole('link');
  await expect(links).toHaveCount(count);
  for (const link of await links.all()) await expect(link).toHaveAttribute('target', '_blank');
});
