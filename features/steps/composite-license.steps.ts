import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { LicencePage } from '../support/pages/composite-license';
import type { SiteWorld } from '../support/world';

const licence = (world: SiteWorld) => new LicencePage(world.page);

Then('the licence certificate image is shown', async function (this: SiteWorld) {
  const image = licence(this).certificate().locator('img');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

Then('the licence is previewed full screen on a dark overlay', async function (this: SiteWorld) {
  const dialog = licence(this).preview();
  await expect(dialog).toBeVisible();
  await expect(licence(this).enlargedLicence()).toBeVisible();
  const viewport = this.page.viewportSize();
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(viewport?.width);
  expect(box?.height).toBe(viewport?.height);
  const backdrop = await dialog.evaluate((el) => getComputedStyle(el, '::backdrop').backgroundColor);
  const [r, g, b, a] = (backdrop.match(/[\d.]+/g) ?? []).map(Number);
  expect(Math.max(r ?? 255, g ?? 255, b ?? 255)).toBeLessThan(40);
  expect(a ?? 1).toBeGreaterThanOrEqual(0.8);
});

/** Either place of the preview: the licence itself, or the overlay around it. */
When(/^I click (the dark overlay around the licence|the enlarged licence)$/, async function (this: SiteWorld, where: string) {
  if (where === 'the enlarged licence') {
    await licence(this).enlargedLicence().click();
    return;
  }
  // A corner of the screen, away from the licence and the close button.
  const viewport = this.page.viewportSize();
  await this.page.mouse.click(10, (viewport?.height ?? 800) - 10);
});

Then('the licence preview is closed', async function (this: SiteWorld) {
  await expect(licence(this).preview()).toBeHidden();
});
