import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { CsrPage } from '../support/pages/csr';
import { alternating, pictureSides } from '../support/pages/shared/people';
import type { SiteWorld } from '../support/world';

const csr = (world: SiteWorld) => new CsrPage(world.page);
const list = (text: string) => text.split(';').map((t) => t.trim());

Then('the CSR initiatives read, newest first, {string}', async function (this: SiteWorld, names: string) {
  await expect.poll(() => csr(this).csrInitiativeNames()).toEqual(list(names));
});

Then('the CSR initiatives alternate left and right', async function (this: SiteWorld) {
  const items = csr(this).csrInitiatives();
  const count = await items.count();
  expect(count).toBeGreaterThan(1);
  // Read from the layout: the image's box left or right of the initiative's name.
  expect(await pictureSides(items, 'img', 'h3')).toEqual(alternating(count));
});

/** The download button, pressed: whether a file is saved is for the next step to say. */
When(/^I (?:try to )?download the CSR policy$/, async function (this: SiteWorld) {
  await csr(this).csrPolicyDownload().click();
});

Then('the failure is only written to the browser console: nothing is shown and nothing is saved', async function (this: SiteWorld) {
  await Promise.all(this.failures);
  await expect.poll(() => this.consoleLog.some((line) => line.type === 'error' && /CSR policy/i.test(line.text))).toBe(true);
  await expect(this.page.getByRole('alert')).toHaveCount(0);
  await this.holdsFor(500, () => this.downloads.length === 0, 'no file to be saved');
  await expect(csr(this).csrPolicyDownload()).toBeEnabled();
});

Then('the CSR initiative {string} took place in {string} on {string}', async function (this: SiteWorld, name: string, city: string, date: string) {
  const item = csr(this).csrInitiative(name);
  await expect(item.getByText(city, { exact: true })).toBeVisible();
  await expect(item.locator('time')).toHaveText(date);
});

Then('the CSR initiative {string} shows the default CSR image', async function (this: SiteWorld, name: string) {
  const image = csr(this).csrInitiative(name).getByRole('img', { name });
  await expect(image).toHaveAttribute('src', '/images/csr/default.svg');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});
