import { Given, Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { ANALYTICS_SCRIPT_URL } from '../support/seams';
import type { SiteWorld } from '../support/world';

const banner = (world: SiteWorld) => world.page.getByRole('region', { name: 'Cookie consent' });

Then('I see the cookie banner with {string} and {string}', async function (this: SiteWorld, a: string, b: string) {
  await expect(banner(this).getByRole('button', { name: a })).toBeVisible();
  await expect(banner(this).getByRole('button', { name: b })).toBeVisible();
});

Then('the stored cookie preference is {string}', async function (this: SiteWorld, value: string) {
  expect(await this.page.evaluate(() => window.localStorage.getItem('cookieConsent'))).toBe(value);
});

Then('the cookie banner is not shown', async function (this: SiteWorld) {
  await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  await this.page.waitForLoadState('networkidle');
  await expect(banner(this)).toHaveCount(0);
});

/** The analytics host, as the site names it (src/features/analytics/analytics.ts). */
const ANALYTICS_ORIGIN = new URL(ANALYTICS_SCRIPT_URL('x')).origin;
/** The requests the browser made to the analytics host in this scenario (the World records every request). */
const requestsOf = (world: SiteWorld) => world.requests.map((r) => r.url()).filter((url) => new URL(url).origin === ANALYTICS_ORIGIN);

Given('the analytics host answers in this browser', async function (this: SiteWorld) {
  // Outside hosts are refused in this suite; this one answers an empty script.
  await this.page.route(`${ANALYTICS_ORIGIN}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
});

/**
 * None: once the page's own requests have settled, none goes to the analytics host for the whole
 * window. Once: one goes out, with the build's measurement id, and no second follows for a second.
 */
Then(/^(?:no analytics request is made within (\d+) ms|analytics is requested exactly once)$/, async function (this: SiteWorld, ms: string | null) {
  if (ms !== null) {
    await this.page.waitForLoadState('networkidle');
    await this.holdsFor(Number(ms), () => requestsOf(this).length === 0, 'no analytics request');
    return;
  }
  await expect
    .poll(() => requestsOf(this).length, {
      message: 'an analytics request after Accept All (is this a build from `npm run build:acceptance`, which sets VITE_ANALYTICS_ID?)',
    })
    .toBeGreaterThan(0);
  await this.holdsFor(1_000, () => requestsOf(this).length === 1, 'exactly one analytics request');
  expect(requestsOf(this)[0]).toMatch(/[?&]id=G-[A-Z0-9]+$/);
});
