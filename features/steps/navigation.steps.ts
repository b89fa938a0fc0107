import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { Locator } from 'playwright-core';
import { ENV_DEFAULTS } from '@/config/env';
import type { Part } from '../support/parts';
import type { SiteWorld } from '../support/world';

const mainNav = (world: SiteWorld) => world.page.getByRole('navigation', { name: 'Main', exact: true });
const aboutButton = (world: SiteWorld) => mainNav(world).getByRole('button', { name: 'About' });
const aboutMenu = (world: SiteWorld) => mainNav(world).getByRole('list', { name: 'About pages', includeHidden: true });
const menuButton = (world: SiteWorld) => world.page.getByRole('button', { name: /^(Open|Close) menu$/ });
const mobileNav = (world: SiteWorld) => world.page.getByRole('navigation', { name: 'Main (mobile)' });
const ABOUT_PAGES = ['Company Overview', 'Board of Directors', 'Key Management Team', 'Composite License', 'Clients', 'Partners', 'CSR'];

When('I point at {string}', async function (this: SiteWorld, label: string) {
  await mainNav(this).getByRole('button', { name: label }).hover();
});

When('I move the pointer away', async function (this: SiteWorld) {
  await this.page.mouse.move(5, 600);
});

Then('the About menu is open with its seven pages', async function (this: SiteWorld) {
  await expect(aboutButton(this)).toHaveAttribute('aria-expanded', 'true');
  const links = aboutMenu(this).getByRole('link');
  await expect(links).toHaveText(ABOUT_PAGES);
  for (const link of await links.all()) await expect(link).toBeVisible();
});

Then('the About menu is about {int} px wide', async function (this: SiteWorld, width: number) {
  const box = await aboutMenu(this).boundingBox();
  expect(Math.abs((box?.width ?? 0) - width)).toBeLessThanOrEqual(10);
});

Then('the About menu is closed', async function (this: SiteWorld) {
  await expect(aboutButton(this)).toHaveAttribute('aria-expanded', 'false');
  await expect(aboutMenu(this)).toBeHidden();
});

When('I press Tab until {string} has focus', async function (this: SiteWorld, label: string) {
  for (let i = 0; i < 15; i++) {
    await this.page.keyboard.press('Tab');
    const focused = await this.page.evaluate(() => document.activeElement?.textContent?.trim());
    if (focused === label) return;
  }
  throw new Error(`${label} never received focus`);
});

Then('{string} is highlighted as the current section', async function (this: SiteWorld, label: string) {
  // The section's button is marked, and inside its menu exactly one link, the one of the page we are on, is current.
  const section = mainNav(this).getByRole('button', { name: label, exact: true });
  await expect(section).toHaveAttribute('data-active', 'true');
  await expect(mainNav(this).locator('button[data-active="true"]')).toHaveCount(1);
  // A closed menu is not in the page (docs/performance.md): open it to read it, then close it again.
  await expect(section).toHaveAttribute('aria-expanded', 'false');
  await section.click();
  await expect(section).toHaveAttribute('aria-expanded', 'true');
  const menu = mainNav(this).locator(`[id="${await section.getAttribute('aria-controls')}"]`);
  const current = menu.locator('a[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('href', new URL(this.page.url()).pathname);
  await this.page.keyboard.press('Escape');
  await expect(section).toHaveAttribute('aria-expanded', 'false');
});

Then('the header is still at the top of the screen', async function (this: SiteWorld) {
  expect(await this.page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const header = this.page.getByRole('banner');
  await expect(header).toBeInViewport();
  expect((await header.boundingBox())?.y).toBe(0);
});

Then('the header shows the logo without the company name', async function (this: SiteWorld) {
  const banner = this.page.getByRole('banner');
  await expect(banner.getByRole('link', { name: /home$/ }).locator('svg, img').first()).toBeVisible();
  await expect(banner.getByText('Kizuna Bharat Insurance Brokers Private Limited', { exact: true })).toBeHidden();
});

/** The login URL a build without settings uses (VITE_CUSTOMER_LOGIN_URL, README "Configuration"). */
const LOGIN_URL = ENV_DEFAULTS.VITE_CUSTOMER_LOGIN_URL;

async function plainLoginLink(link: Locator) {
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', LOGIN_URL);
  // A plain link: an <a> with the external address, no script behind it.
  expect(await link.evaluate((el) => el.tagName === 'A' && !el.hasAttribute('onclick') && !el.getAttribute('href')?.startsWith('javascript:'))).toBe(true);
}

Then('{part} has a plain link {string} to the customer login site', async function (this: SiteWorld, part: Part, label: string) {
  await plainLoginLink(part.locate(this).getByRole('link', { name: label, exact: true }));
});

Then('following {string} leaves for the customer login site without a call to the backend', async function (this: SiteWorld, label: string) {
  await this.page.waitForLoadState('networkidle');
  const callsBefore = this.apiCalls.length;
  // Outside hosts never resolve in this suite: the browser sets off for the site and stops there.
  const leaving = this.page.waitForRequest((r) => r.isNavigationRequest() && r.url() === LOGIN_URL);
  await this.page.getByRole('link', { name: label, exact: true }).filter({ visible: true }).click({ noWaitAfter: true });
  await leaving;
  expect(this.apiCalls.slice(callsBefore)).toEqual([]);
});

Then('{string} is the current page in the top navigation', async function (this: SiteWorld, label: string) {
  await expect(mainNav(this).getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(mainNav(this).locator('[aria-current="page"]:visible')).toHaveCount(1);
});

Then('no top navigation item is highlighted', async function (this: SiteWorld) {
  await expect(mainNav(this).getByRole('link')).not.toHaveCount(0);
  await expect(mainNav(this).locator('[aria-current="page"]')).toHaveCount(0);
  await expect(mainNav(this).locator('[data-active]')).toHaveCount(0);
});

Then('the top navigation is hidden behind the menu button', async function (this: SiteWorld) {
  await expect(mainNav(this)).toBeHidden();
  await expect(menuButton(this)).toHaveAttribute('aria-expanded', 'false');
  await expect(mobileNav(this)).toBeHidden();
});

When('I open the menu', async function (this: SiteWorld) {
  await menuButton(this).click();
});

When('I expand {string} in the menu', async function (this: SiteWorld, label: string) {
  const button = mobileNav(this).getByRole('button', { name: label });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
});

/** The phone menu and its button agree: expanded and shown, or collapsed and hidden. */
Then(/^the menu is (open|closed)$/, async function (this: SiteWorld, state: 'open' | 'closed') {
  await expect(menuButton(this)).toHaveAttribute('aria-expanded', String(state === 'open'));
  if (state === 'open') await expect(mobileNav(this)).toBeVisible();
  else await expect(mobileNav(this)).toBeHidden();
});
