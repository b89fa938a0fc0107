import { Then, type DataTable } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { SiteWorld } from '../support/world';
import { escapeRegExp } from '../support/regexp';

Then('I see {int} useful links, each opening in a new tab without access to this page', async function (this: SiteWorld, count: number) {
  const links = this.page.getByRole('region', { name: 'Official links' }).getByRole('link');
  await expect(links).toHaveCount(count);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
});

Then('the useful links include {string} at {string}', async function (this: SiteWorld, name: string, url: string) {
  await expect(this.page.getByRole('link', { name: new RegExp(`^${escapeRegExp(name)}`) })).toHaveAttribute('href', url);
});

Then('the useful links are, in order:', async function (this: SiteWorld, table: DataTable) {
  const links = this.page.getByRole('region', { name: 'Official links' }).getByRole('link');
  const names = await links.evaluateAll((els) => els.map((el) => el.querySelector('span')?.textContent?.trim() ?? ''));
  expect(names).toEqual(table.raw().map(([name]) => name));
});
