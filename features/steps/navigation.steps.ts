import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { SiteWorld } from '../support/world';

const mainNav = (world: SiteWorld) => world.page.getByRole('navigation', { name: 'Main', exact: true });
const aboutButton = (world: SiteWorld) => mainNav(world).getByRole('button', { name: 'About' });
const aboutMenu = (world: SiteWorld) => mainNav(world).getByRole('list', { name: 'About pages', includeHidden: true });
const menuButton = (world: SiteWorld) => world.page.getByRole('button', { name: /^(Open|Close) menu$/ });
const mobileNav = (world: SiteWorld) => world.page.getByRole('navigation', { name: 'Main (mobile)' });
const ABOUT_PAGES = ['Company Overview', 'Board of Directors', 'Key Management Team', 'Composite License', 'Clients', 'Partners', 'CSR'];

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

Then('{string} has focus', async function (this: SiteWorld, label: string) {
  await expect(mainNav(this).getByRole('button', { name: label })).toBeFocused();
});

When('I click {string} in the About menu', async function (this: SiteWorld, label: string) {
  await aboutMenu(this).getByRole('link', { name: label }).click();
});

Then('{string} is highlighted as the current section', async function (this: SiteWorld, label: string) {
  await expect(mainNav(this).getByRole('button', { name: label })).toHaveAttribute('data-active', 'true');
  await expect(aboutMenu(this).getByRole('link', { name: 'Key Management Team', includeHidden: true })).toHaveAttribute('aria-current', 'page');
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
