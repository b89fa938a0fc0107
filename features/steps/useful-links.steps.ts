import { Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { SiteWorld } from '../support/world';
import { escapeRegExp } from '../support/regexp';

Then('the useful links include {string} at {string}', async function (this: SiteWorld, name: string, url: string) {
  await expect(this.page.getByRole('link', { name: new RegExp(`^${escapeRegExp(name)}`) })).toHaveAttribute('href', url);
});
