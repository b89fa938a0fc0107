import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { apiPathOf } from '../support/api-names';
import { accessibilityViolations } from '../support/axe';
import { SitePage } from '../support/pages/site-page';
import type { SiteWorld } from '../support/world';

Given('I visit {string}', async function (this: SiteWorld, path: string) {
  await this.open(path);
});

When('I open {string}', async function (this: SiteWorld, path: string) {
  await this.open(path);
});

Then('I see the heading {string}', async function (this: SiteWorld, heading: string) {
  await expect(new SitePage(this.page).heading()).toHaveText(heading);
});

Then('the breadcrumb reads {string}', async function (this: SiteWorld, trail: string) {
  const site = new SitePage(this.page);
  await expect(site.breadcrumb()).toBeVisible();
  expect((await site.breadcrumbTrail()).join(' > ')).toBe(trail);
});

Then('there is no breadcrumb', async function (this: SiteWorld) {
  await expect(new SitePage(this.page).breadcrumb()).toHaveCount(0);
});

Then('the page has no accessibility violations', async function (this: SiteWorld) {
  // axe schedules its work on timers: let time run again if a step had stopped it.
  if (this.clockControlled) await this.page.clock.resume();
  const violations = await accessibilityViolations(this.page);
  expect(violations, violations.join('\n')).toEqual([]);
});

Then(
  'the HTML served for {string} already contains the heading {string}',
  async function (this: SiteWorld, path: string, heading: string) {
    const html = await this.served(path);
    expect(html).toContain(`>${heading}</h1>`);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<link rel="canonical"');
    expect(html).toContain('<meta property="og:title"');
  },
);

Then('the page title mentions {string}', async function (this: SiteWorld, text: string) {
  await expect(this.page).toHaveTitle(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
});

Given(/^the (.+?) (?:is|are) slow to (?:arrive|answer)$/, async function (this: SiteWorld, name: string) {
  this.held.set(name, await this.holdApi(apiPathOf(name)));
});

When(/^the (?!.*slow to)(.+?) (?:arrives?|answers)$/, function (this: SiteWorld, name: string) {
  const release = this.held.get(name);
  if (!release) throw new Error(`the ${name} call was not held`);
  release();
});

Given(/^the backend fails the (.+?) call with its server error$/, async function (this: SiteWorld, name: string) {
  await this.preferFromMock(apiPathOf(name), 'code=500');
});

Then('I see {string}', async function (this: SiteWorld, text: string) {
  await expect(this.page.getByText(text, { exact: true }).first()).toBeVisible();
});

Then('{string} is gone', async function (this: SiteWorld, text: string) {
  await expect(this.page.getByText(text, { exact: true })).toHaveCount(0);
});

Then('I still see {string} after the call has failed', async function (this: SiteWorld, text: string) {
  await Promise.all(this.failures);
  // Let the app handle the failed answer before looking.
  await this.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  await expect(this.page.getByText(text, { exact: true }).first()).toBeVisible();
});

Given('the photo {string} cannot be loaded', async function (this: SiteWorld, path: string) {
  await this.breakFile(path);
});
