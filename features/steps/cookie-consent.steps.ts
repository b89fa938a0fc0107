import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { SiteWorld } from '../support/world';

const banner = (world: SiteWorld) => world.page.getByRole('region', { name: 'Cookie consent' });

Then('I see the cookie banner with {string} and {string}', async function (this: SiteWorld, a: string, b: string) {
  await expect(banner(this).getByRole('button', { name: a })).toBeVisible();
  await expect(banner(this).getByRole('button', { name: b })).toBeVisible();
});

Then('the cookie banner links to {string}', async function (this: SiteWorld, href: string) {
  await expect(banner(this).getByRole('link', { name: 'cookie policy' })).toHaveAttribute('href', href);
});

When('I choose {string} in the cookie banner', async function (this: SiteWorld, label: string) {
  await banner(this).getByRole('button', { name: label }).click();
});

Then('the stored cookie preference is {string}', async function (this: SiteWorld, value: string) {
  expect(await this.page.evaluate(() => window.localStorage.getItem('cookieConsent'))).toBe(value);
});

Then('the cookie banner is gone', async function (this: SiteWorld) {
  await expect(banner(this)).toHaveCount(0);
});

Then('the cookie banner is not shown', async function (this: SiteWorld) {
  await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  await this.page.waitForLoadState('networkidle');
  await expect(banner(this)).toHaveCount(0);
});

Then('no analytics script was loaded, because no analytics id is configured', async function (this: SiteWorld) {
  await expect(this.page.locator('script[data-analytics]')).toHaveCount(0);
});
