/**
 * Steps of features/first-screen.feature: the phone's first screen with the cookie banner up (boxes
 * compared, at each phone size), and journeys counted tap by tap.
 */
import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
import { escapeRegExp } from '../support/regexp';
import type { SiteWorld } from '../support/world';

type Box = { x: number; y: number; width: number; height: number };

const heroButton = (page: Page) => page.getByTestId('hero-callback').locator('button[type="submit"]');
const actionBar = (page: Page) => page.locator('[data-action-bar]');
const cookieBanner = (page: Page) => page.locator('[data-cookie-banner]');

async function boxOf(target: Locator, what: string): Promise<Box> {
  const box = await target.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  return box as Box;
}

function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Whether a tap at the middle of `target` lands on it (nothing drawn on top of it). */
export async function tappableWhereItIs(target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) return false;
  return target.evaluate(
    (el, [x, y]) => {
      const hit = document.elementFromPoint(x as number, y as number);
      return (
        hit !== null &&
        (el === hit || el.contains(hit) || (el instanceof HTMLInputElement && el.labels !== null && [...el.labels].some((l) => l.contains(hit))))
      );
    },
    [box.x + box.width / 2, box.y + box.height / 2],
  );
}

/** The boxes of the first screen at the page's current size: each target whole on the screen, none met by the banner. */
async function expectClearOfBanner(page: Page, size: string) {
  const height = page.viewportSize()?.height ?? 0;
  const banner = cookieBanner(page);
  await expect(banner, `the cookie banner (a first visit) at ${size}`).toBeVisible();
  const bannerBox = await boxOf(banner, 'the cookie banner');
  const bar = actionBar(page);
  await expect(bar, `the action bar at ${size}`).toBeVisible();
  const barBox = await boxOf(bar, 'the action bar');
  const button = await boxOf(heroButton(page), "the hero's call-back button");
  expect(button.y, `top of the hero's call-back button at ${size}`).toBeGreaterThanOrEqual(0);
  expect(button.y + button.height, `bottom of the hero's call-back button at ${size}`).toBeLessThanOrEqual(height);
  expect(overlapArea(button, bannerBox), `the cookie banner over the hero's call-back button at ${size}`).toBe(0);
  expect(overlapArea(button, barBox), `the action bar over the hero's call-back button at ${size}`).toBe(0);
  const items = await bar.locator('a, button').all();
  expect(items.length, "the action bar's buttons").toBe(3);
  for (const item of items) {
    const what = `the action bar's "${(await item.innerText()).trim()}" at ${size}`;
    const box = await boxOf(item, what);
    expect(box.y + box.height, `bottom of ${what}`).toBeLessThanOrEqual(height + 0.5);
    expect(overlapArea(box, bannerBox), `the cookie banner over ${what}`).toBe(0);
  }
  for (const choice of await banner.getByRole('button').all()) {
    const what = `the banner's "${(await choice.innerText()).trim()}" at ${size}`;
    const box = await boxOf(choice, what);
    expect(box.y + box.height, `bottom of ${what}`).toBeLessThanOrEqual(height);
    expect(overlapArea(box, barBox), `the action bar over ${what}`).toBe(0);
  }
}

Then(
  /^at (\d+) × (\d+), (\d+) × (\d+) and (\d+) × (\d+) px the hero's call-back button and the action bar's buttons are on the screen, clear of the cookie banner$/,
  async function (this: SiteWorld, w1: string, h1: string, w2: string, h2: string, w3: string, h3: string) {
    for (const [width, height] of [
      [w1, h1],
      [w2, h2],
      [w3, h3],
    ].map(([w, h]) => [Number(w), Number(h)] as const)) {
      await this.page.setViewportSize({ width, height });
      await expectClearOfBanner(this.page, `${width} × ${height}`);
    }
  },
);

Then("the hero's call-back button can be tapped where it is", async function (this: SiteWorld) {
  expect(await tappableWhereItIs(heroButton(this.page))).toBe(true);
});

// ——— journeys on a touch screen ———

/** The part of the screen a visitor can use: below the fixed header, above the action bar when it shows. */
async function usableScreen(page: Page): Promise<{ top: number; bottom: number }> {
  const height = page.viewportSize()?.height ?? 0;
  const header = await page.getByRole('banner').first().boundingBox();
  const bar = (await actionBar(page).isVisible()) ? await actionBar(page).boundingBox() : null;
  return { top: header ? header.y + header.height : 0, bottom: bar ? bar.y : height };
}

/** Fails unless the whole of `target` is on the usable screen (no swipe needed to reach it). */
async function expectOnScreen(page: Page, target: Locator, what: string) {
  await expect(target, what).toBeVisible();
  const box = await boxOf(target, what);
  const screen = await usableScreen(page);
  expect(box.y, `top of ${what}`).toBeGreaterThanOrEqual(screen.top - 0.5);
  expect(box.y + box.height, `bottom of ${what}`).toBeLessThanOrEqual(screen.bottom + 0.5);
}

/**
 * A tap on something already on the screen and not covered (a tap at its middle lands on it): a
 * visitor cannot tap what they do not see, so a target off the screen fails the journey (a swipe
 * would have been needed).
 */
async function tap(world: SiteWorld, target: Locator, what: string) {
  await expect(target, what).toBeVisible();
  const box = await boxOf(target, what);
  const height = world.page.viewportSize()?.height ?? 0;
  expect(box.y, `top of ${what}`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `bottom of ${what}`).toBeLessThanOrEqual(height);
  expect(await tappableWhereItIs(target), `${what} can be tapped where it is`).toBe(true);
  world.journey.taps += 1;
  await target.tap();
}

When('I start a journey at {string}', async function (this: SiteWorld, path: string) {
  await this.open(path);
  this.journey = { taps: 0, swipes: 0 };
});

When('I tap the menu button', async function (this: SiteWorld) {
  await tap(this, this.page.getByRole('banner').getByRole('button', { name: /menu/i }), 'the menu button');
});

/** A link of the phone menu (then on the page it leads to) or of the claims page's list of claim types (a place on this page). */
When(/^I tap "([^"]+)" (in the menu|among the claim types)$/, async function (this: SiteWorld, label: string, where: string) {
  if (where === 'among the claim types') {
    const types = this.page.getByRole('navigation', { name: 'How to raise a claim' });
    await tap(this, types.getByRole('link', { name: label, exact: true }), `"${label}" among the claim types`);
    return;
  }
  const link = this.page.getByRole('navigation', { name: 'Main (mobile)' }).getByRole('link', { name: label, exact: true });
  const to = new URL((await link.getAttribute('href')) ?? '', this.siteUrl).pathname;
  await tap(this, link, `"${label}" in the menu`);
  await this.page.waitForURL((url) => url.pathname === to);
});

/** In the hero's call-back box: a field itself, a chip or a box by its label (what a finger meets), or a button. */
async function heroTarget(page: Page, label: string): Promise<Locator> {
  const box = page.getByTestId('hero-callback');
  const exact = new RegExp(`^${escapeRegExp(label)}$`);
  for (const target of [box.getByRole('textbox', { name: exact }), box.locator('label').filter({ hasText: exact }), box.getByRole('button', { name: exact })])
    if ((await target.count()) === 1) return target;
  throw new Error(`Nothing labelled "${label}" in the hero's call-back box`);
}

/** A control of the hero's call-back box, tapped; a field, then typed into as a phone's keyboard would. */
When(/^I tap "([^"]+)" in the hero's call-back box(?: and type "([^"]*)")?$/, async function (this: SiteWorld, label: string, text: string | null) {
  const target = await heroTarget(this.page, label);
  await tap(this, target, `"${label}" in the hero's call-back box`);
  if (text === null) return;
  await expect(target).toBeFocused();
  await this.page.keyboard.type(text);
});

Then('the page behind the menu is dimmed, and the menu offers {string} and {string}', async function (this: SiteWorld, grievance: string, callback: string) {
  const backdrop = this.page.locator('[data-menu-backdrop]');
  await expect(backdrop).toBeVisible();
  const box = await boxOf(backdrop, 'the backdrop');
  expect(box.width * box.height, 'the backdrop covers the screen').toBeGreaterThanOrEqual(
    (this.page.viewportSize()?.width ?? 0) * (this.page.viewportSize()?.height ?? 0),
  );
  expect(await backdrop.evaluate((el) => getComputedStyle(el).backgroundColor), 'the backdrop dims').not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
  const menu = this.page.getByRole('navigation', { name: 'Main (mobile)' });
  await expect(menu.getByRole('link', { name: grievance, exact: true })).toHaveAttribute('href', '/grievance');
  await expect(menu.getByRole('button', { name: callback, exact: true })).toBeVisible();
});

/** Where a journey ends: what the visitor came for, its heading and its first item, whole on the screen. */
Then(/^(the motor claim's documents|the grievance form's heading and first field) are on the screen$/, async function (this: SiteWorld, what: string) {
  if (what === "the motor claim's documents") {
    const motor = this.page.locator('article#motor');
    await expectOnScreen(this.page, motor.getByRole('heading', { name: 'Documents' }), "the motor claim's documents heading");
    await expectOnScreen(this.page, motor.getByRole('listitem').first(), "the motor claim's first document");
    return;
  }
  expect(new URL(this.page.url()).pathname).toBe('/grievance');
  await expectOnScreen(this.page, this.page.getByRole('heading', { name: 'File a grievance online' }), "the grievance form's heading");
  await expectOnScreen(this.page, this.page.getByRole('textbox', { name: 'Full name' }), "the grievance form's first field");
});

Then('the journey took {int} taps and {int} swipes', function (this: SiteWorld, taps: number, swipes: number) {
  expect(this.journey).toEqual({ taps, swipes });
});
