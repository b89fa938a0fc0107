/**
 * Steps of features/first-screen.feature: the phone's first screen with the cookie banner up (boxes
 * compared, at each phone size), and journeys counted tap by tap.
 */
import { Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
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
