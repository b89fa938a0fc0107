import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { SiteWorld } from '../support/world';

const banner = (world: SiteWorld) => world.page.getByRole('region', { name: 'Cookie consent' });

Given('the clock is under test control', async function (this: SiteWorld) {
  // Time stands still from before the page loads; it moves only when a step says so.
  const start = Date.now();
  await this.page.clock.install({ time: start });
  await this.page.clock.pauseAt(start + 5_000);
  this.clockControlled = true;
});

When(/^(\d+) ms pass(?:es)?$/, async function (this: SiteWorld, ms: string) {
  await this.page.clock.runFor(Number(ms));
});

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

const mainNav = (world: SiteWorld) => world.page.getByRole('navigation', { name: 'Main', exact: true });
const aboutButton = (world: SiteWorld) => mainNav(world).getByRole('button', { name: 'About' });
const aboutMenu = (world: SiteWorld) => mainNav(world).getByRole('list', { name: 'About pages', includeHidden: true });
const menuButton = (world: SiteWorld) => world.page.getByRole('button', { name: /^(Open|Close) menu$/ });
const mobileNav = (world: SiteWorld) => world.page.getByRole('navigation', { name: 'Main (mobile)' });
const footer = (world: SiteWorld) => world.page.getByRole('contentinfo');

const ABOUT_PAGES = ['Company Overview', 'Board of Directors', 'Key Management Team', 'Composite License', 'Clients', 'Partners', 'CSR'];

Given('my screen is {int} px wide', async function (this: SiteWorld, width: number) {
  await this.page.setViewportSize({ width, height: 844 });
});

Then('the logo links to the home page', async function (this: SiteWorld) {
  await expect(this.page.getByRole('banner').getByRole('link', { name: /home$/ })).toHaveAttribute('href', '/');
});

Then('the header shows {string}', async function (this: SiteWorld, name: string) {
  await expect(this.page.getByRole('banner').getByText(name, { exact: true })).toBeVisible();
});

Then('the top navigation reads {string}', async function (this: SiteWorld, items: string) {
  const labels = await mainNav(this).locator(':scope > ul > li > a, :scope > ul > li > button').allInnerTexts();
  expect(labels.map((l) => l.trim()).join(', ')).toBe(items);
});

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

When('I press {string}', async function (this: SiteWorld, key: string) {
  await this.page.keyboard.press(key === 'Space' ? ' ' : key);
});

Then('{string} has focus', async function (this: SiteWorld, label: string) {
  await expect(mainNav(this).getByRole('button', { name: label })).toBeFocused();
});

When('I scroll down the page', async function (this: SiteWorld) {
  await this.page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => this.page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

When('I click {string}', async function (this: SiteWorld, label: string) {
  await this.page.getByRole('button', { name: label, exact: true }).first().click();
});

When('I click {string} in the About menu', async function (this: SiteWorld, label: string) {
  await aboutMenu(this).getByRole('link', { name: label }).click();
});

Then('{string} is highlighted as the current section', async function (this: SiteWorld, label: string) {
  await expect(mainNav(this).getByRole('button', { name: label })).toHaveAttribute('data-active', 'true');
  await expect(aboutMenu(this).getByRole('link', { name: 'Key Management Team', includeHidden: true })).toHaveAttribute('aria-current', 'page');
});

Then('the page is scrolled to the top', async function (this: SiteWorld) {
  await expect.poll(() => this.page.evaluate(() => window.scrollY)).toBe(0);
});

When('I click outside the navigation', async function (this: SiteWorld) {
  await this.page.getByRole('heading', { level: 1 }).click();
});

Then('{string} is the current page in the top navigation', async function (this: SiteWorld, label: string) {
  await expect(mainNav(this).getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(mainNav(this).locator('[aria-current="page"]:visible')).toHaveCount(1);
});

Then('no top navigation item is highlighted', async function (this: SiteWorld) {
  await expect(mainNav(this).locator('[aria-current="page"]')).toHaveCount(0);
  await expect(aboutButton(this)).not.toHaveAttribute('data-active');
});

Then('the top navigation is hidden behind the menu button', async function (this: SiteWorld) {
  await expect(mainNav(this)).toBeHidden();
  await expect(menuButton(this)).toHaveAttribute('aria-expanded', 'false');
  await expect(mobileNav(this)).toBeHidden();
});

When('I open the menu', async function (this: SiteWorld) {
  await menuButton(this).click();
});

Then('the menu button is expanded', async function (this: SiteWorld) {
  await expect(menuButton(this)).toHaveAttribute('aria-expanded', 'true');
  await expect(mobileNav(this)).toBeVisible();
});

When('I expand {string} in the menu', async function (this: SiteWorld, label: string) {
  const button = mobileNav(this).getByRole('button', { name: label });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
});

Then('I see the seven About pages in the menu', async function (this: SiteWorld) {
  for (const label of ABOUT_PAGES) await expect(mobileNav(this).getByRole('link', { name: label, exact: true })).toBeVisible();
});

When('I choose {string} in the menu', async function (this: SiteWorld, label: string) {
  await mobileNav(this).getByRole('link', { name: label, exact: true }).click();
});

Then('the menu is closed', async function (this: SiteWorld) {
  await expect(menuButton(this)).toHaveAttribute('aria-expanded', 'false');
  await expect(mobileNav(this)).toBeHidden();
});

Then('the footer links read {string}', async function (this: SiteWorld, links: string) {
  const labels = await footer(this).getByRole('navigation', { name: 'Footer' }).getByRole('listitem').getByRole('link').allTextContents();
  expect(labels.map((l) => l.replace(' (opens in a new tab)', '').trim()).join(', ')).toBe(links);
});

Then('the footer link {string} opens {string} in a new tab', async function (this: SiteWorld, label: string, href: string) {
  const link = footer(this).getByRole('link', { name: new RegExp(`^${label}`) });
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

Then('the {string} form is open', async function (this: SiteWorld, title: string) {
  await expect(this.page.getByRole('dialog', { name: title })).toBeVisible();
});

Then('the page behind cannot scroll', async function (this: SiteWorld) {
  expect(await this.page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
});
