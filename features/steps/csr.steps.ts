import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { Download } from 'playwright-core';
import { CsrPage } from '../support/pages/csr';
import type { SiteWorld } from '../support/world';

const csr = (world: SiteWorld) => new CsrPage(world.page);
const list = (text: string) => text.split(';').map((t) => t.trim());

/** The CSR policy download each scenario saw. */
const downloads = new WeakMap<SiteWorld, Download>();

When('I download the CSR policy', async function (this: SiteWorld) {
  const [download] = await Promise.all([this.page.waitForEvent('download'), csr(this).csrPolicyDownload().click()]);
  downloads.set(this, download);
});

Then('the CSR policy is saved as {string}', function (this: SiteWorld, name: string) {
  expect(downloads.get(this)?.suggestedFilename()).toBe(name);
});

Then('the CSR initiatives read, newest first, {string}', async function (this: SiteWorld, names: string) {
  await expect.poll(() => csr(this).csrInitiativeNames()).toEqual(list(names));
});

Then('the CSR initiatives alternate left and right', async function (this: SiteWorld) {
  const items = csr(this).csrInitiatives();
  const count = await items.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i += 1) {
    await expect(items.nth(i)).toHaveAttribute('data-side', i % 2 === 0 ? 'left' : 'right');
  }
});

Then(
  'the CSR initiative {string} took place in {string} on {string}',
  async function (this: SiteWorld, name: string, city: string, date: string) {
    const item = csr(this).csrInitiative(name);
    await expect(item.getByText(city, { exact: true })).toBeVisible();
    await expect(item.locator('time')).toHaveText(date);
  },
);

Then('the CSR initiative {string} shows the default CSR image', async function (this: SiteWorld, name: string) {
  const image = csr(this).csrInitiative(name).getByRole('img', { name });
  await expect(image).toHaveAttribute('src', '/images/csr/default.jpg');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});
