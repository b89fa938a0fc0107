import { Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { SiteWorld } from '../support/world';
import { escapeRegExp } from '../support/regexp';

const footer = (world: SiteWorld) => world.page.getByRole('contentinfo');

Then('the footer links read {string}', async function (this: SiteWorld, links: string) {
  const labels = await footer(this).getByRole('navigation', { name: 'Footer' }).getByRole('listitem').getByRole('link').allTextContents();
  expect(labels.map((l) => l.replace(' (opens in a new tab)', '').trim()).join(', ')).toBe(links);
});

Then('the footer link {string} opens {string} in a new tab', async function (this: SiteWorld, label: string, href: string) {
  const link = footer(this).getByRole('link', { name: new RegExp(`^${escapeRegExp(label)}`) });
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
});

Then('the footer link {string} opens {string} in the same tab', async function (this: SiteWorld, label: string, href: string) {
  const link = footer(this).getByRole('link', { name: label, exact: true });
  await expect(link).toHaveAttribute('href', href);
  await expect(link).not.toHaveAttribute('target', '_blank');
});

Then('the footer has {int} social links opening in a new tab', async function (this: SiteWorld, count: number) {
  const links = footer(this).getByRole('list', { name: 'Social media' }).getByRole('link');
  await expect(links).toHaveCount(count);
  for (const link of await links.all()) await expect(link).toHaveAttribute('target', '_blank');
});

Then('the footer states {string}', async function (this: SiteWorld, text: string) {
  await expect(footer(this).getByText(text, { exact: true })).toBeVisible();
});

Then('the footer links lead to {string}', async function (this: SiteWorld, paths: string) {
  const links = footer(this).getByRole('navigation', { name: 'Footer' }).getByRole('listitem').getByRole('link');
  expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual(paths.split(', '));
});
