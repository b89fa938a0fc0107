import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
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
  const violations = await accessibilityViolations(this.page);
  expect(violations, violations.join('\n')).toEqual([]);
});

Then(
  'the HTML served for {string} already contains the heading {string}',
  async function (this: SiteWorld, path: string, heading: string) {
    const response = await fetch(new URL(path, this.siteUrl));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`>${heading}</h1>`);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<link rel="canonical"');
    expect(html).toContain('<meta property="og:title"');
  },
);

Then('the page title mentions {string}', async function (this: SiteWorld, text: string) {
  await expect(this.page).toHaveTitle(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
});
