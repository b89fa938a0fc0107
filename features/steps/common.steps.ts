import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { apiPathOf, type ApiCall } from '../support/api-names';
import { accessibilityViolations } from '../support/axe';
import { opensDialog } from '../support/forms';
import { backToTop, colourChecks, isDark, isLight, SitePage } from '../support/pages/common';
import type { SiteWorld } from '../support/world';

Then('there is no Back to top button', async function (this: SiteWorld) {
  await expect(backToTop(this.page)).toHaveCount(0);
});

Then('the Back to top button appears', async function (this: SiteWorld) {
  await expect(backToTop(this.page)).toBeVisible();
});

/**
 * The one visit step. A link followed from another site opens the page afresh, #fragment and all (a
 * visit to the same page with a new #fragment would only scroll the page already open).
 */
Given(/^I (?:visit "([^"]*)"|follow a link to "([^"]*)" from another site)$/, async function (this: SiteWorld, path: string | null, linked: string | null) {
  if (linked !== null) await this.page.goto('about:blank');
  await this.open(path ?? linked ?? '');
});

Then('I see the heading {string}', async function (this: SiteWorld, heading: string) {
  await expect(new SitePage(this.page).heading()).toHaveText(heading);
});

Then('the breadcrumb reads {string}', async function (this: SiteWorld, trail: string) {
  const site = new SitePage(this.page);
  await expect(site.breadcrumb()).toBeVisible();
  expect((await site.breadcrumbTrail()).join(' > ')).toBe(trail);
  // The trail starts with Home, a link to / (part 1 §2.1).
  await expect(site.breadcrumb().getByRole('link').first()).toHaveText('Home');
  await expect(site.breadcrumb().getByRole('link').first()).toHaveAttribute('href', '/');
});

// axe reads every node of the page: a long page (a glossary) on a loaded 2-core machine needs more than 30 s.
Then('the page has no accessibility violations', { timeout: 90_000 }, async function (this: SiteWorld) {
  // axe schedules its work on timers: let time run again if a step had stopped it.
  if (this.clockControlled) await this.page.clock.resume();
  const violations = await accessibilityViolations(this.page);
  expect(violations, violations.join('\n')).toEqual([]);
});

Given(/^the (.+?) (?:is|are) slow to (?:arrive|answer)$/, async function (this: SiteWorld, name: string) {
  this.held.set(name, await this.holdApi(apiPathOf(name)));
});

When(/^the (?!.*slow to)(.+?) (?:arrives?|answers)$/, function (this: SiteWorld, name: string) {
  const release = this.held.get(name);
  if (!release) throw new Error(`the ${name} call was not held`);
  release();
});

/** The call fails: the backend answers the contract's server error, or no answer comes at all (a network error, which the contract cannot describe). */
Given(
  /^(?:the backend fails the (.+?) call with its server error|the network drops the (.+?) call)$/,
  async function (this: SiteWorld, failed: string | null, dropped: string | null) {
    if (failed !== null) await this.preferFromMock(apiPathOf(failed), 'code=500');
    else await this.page.route(`${this.apiUrl}${apiPathOf(dropped ?? '')}`, (route) => route.abort('internetdisconnected'));
  },
);

Given('the backend turns away the {api} call as too many requests', async function (this: SiteWorld, api: ApiCall) {
  await this.preferFromMock(api.path, 'code=429');
});

Then('I see {string}', async function (this: SiteWorld, text: string) {
  await expect(this.page.getByText(text, { exact: true }).first()).toBeVisible();
});

Then('{string} is gone', async function (this: SiteWorld, text: string) {
  await expect(this.page.getByText(text, { exact: true })).toHaveCount(0);
});

/** What the page shows once a call is over: failed (the failures the scenario arranged), or answered. */
Then(
  /^I still see "([^"]+)" (?:after the call has failed|once the (\w+) call has answered)$/,
  async function (this: SiteWorld, text: string, answered: string | null) {
    if (answered) await callAnswered(this, answered);
    else {
      await Promise.all(this.failures);
      // Let the app handle the failed answer before looking.
      await this.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    }
    await expect(this.page.getByText(text, { exact: true }).first()).toBeVisible();
  },
);

/**
 * A picture's file: failing, or there. The site ships no city photos (docs/photos.md): a published
 * photo is a picture the site has, answered at that path, standing in for the real photo someone puts there.
 */
Given(
  /^(?:the (?:photo|video) "([^"]+)" cannot be loaded|a photo is published at "([^"]+)")$/,
  async function (this: SiteWorld, broken: string | null, published: string | null) {
    if (broken !== null) {
      await this.breakFile(broken);
      return;
    }
    const picture = readFileSync(resolve(import.meta.dirname, '../../public/images/cities/default.svg'));
    await this.page.route(new URL(published ?? '', this.siteUrl).href, (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: picture }));
  },
);

/** A file the site links to (a document, a photo) fails with the server error the contract gives it. */
Given('the backend fails the file {string} with its server error', async function (this: SiteWorld, path: string) {
  await this.preferFromMock(path, 'code=500');
});

/** The last download of the scenario, by the name the browser saves it under. */
Then('the file is saved as {string}', async function (this: SiteWorld, name: string) {
  // The download arrives as an event after the click: wait for it.
  await expect.poll(() => this.downloads.at(-1)?.suggestedFilename(), { message: 'the file saved' }).toBe(name);
});

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

Given('my screen is {int} px wide', async function (this: SiteWorld, width: number) {
  await this.page.setViewportSize({ width, height: 844 });
});

Given('my screen is {int} px wide and {int} px high', async function (this: SiteWorld, width: number, height: number) {
  await this.page.setViewportSize({ width, height });
});

When('I press {string}', async function (this: SiteWorld, key: string) {
  await this.page.keyboard.press(key === 'Space' ? ' ' : key);
});

/** Well down the page (1500 px, or as far as it goes), or exactly as far as the step says. */
When(/^I scroll down (?:the page|(\d+) px, not beyond the Back to top threshold)$/, async function (this: SiteWorld, px: string | null) {
  if (px === null) {
    await this.page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => this.page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    return;
  }
  await this.page.evaluate((y) => window.scrollTo(0, y), Number(px));
  await expect.poll(() => this.page.evaluate(() => window.scrollY)).toBe(Number(px));
});

When('I click {string}', async function (this: SiteWorld, label: string) {
  const button = this.page.getByRole('button', { name: label, exact: true }).first();
  await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  // Scrolling a section into view starts its reveal, which slides it up: a press that began on the
  // button would end beside it, as a visitor's tap would. Press once the reveal has started (its
  // observer reported) and the button has stopped moving (two looks 100 ms apart; with the clock
  // under test control the reveal does not move, so the button is still at once).
  await expect
    .poll(() => button.evaluate((el) => (el.closest('[data-reveal]') as HTMLElement | null)?.dataset.reveal ?? 'none'), { timeout: 5_000 })
    .not.toMatch(/^(pending|waiting)$/);
  let last = '';
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await button.boundingBox());
        const still = box === last;
        last = box;
        return still;
      },
      { intervals: [100], timeout: 5_000 },
    )
    .toBe(true);
  // A dialog's opener: the click is done when the dialog is open. Until then the form in front is the
  // page's (the home page's call-back box), or two forms once the dialog is mounted and not yet shown,
  // and the next step would work in the wrong one.
  const dialog = await opensDialog(button);
  await button.click();
  if (dialog) await expect(this.page.locator('dialog[open]')).toBeVisible();
});

Then('the page is scrolled to the top', async function (this: SiteWorld) {
  await expect.poll(() => this.page.evaluate(() => window.scrollY)).toBe(0);
});

Given(/^the backend has published no (.+?) yet$/, async function (this: SiteWorld, name: string) {
  await this.preferFromMock(apiPathOf(name), 'example=empty');
});

Then('I am on {string}', async function (this: SiteWorld, path: string) {
  await expect(this.page).toHaveURL(new URL(path, this.siteUrl).href);
});

Then('the page made no calls to the backend', async function (this: SiteWorld) {
  // Everything the page would fetch on its own has been asked for once the network is idle.
  await this.page.waitForLoadState('networkidle');
  expect(this.apiCalls.map((c) => `${c.method} ${c.url}`)).toEqual([]);
});

/** The answer to the app's call has arrived and the page has had a frame to show it. */
async function callAnswered(world: SiteWorld, name: string): Promise<void> {
  const url = `${world.apiUrl}${apiPathOf(name)}`;
  await expect
    .poll(() => world.page.evaluate((u) => performance.getEntriesByName(u).some((e) => (e as PerformanceResourceTiming).responseEnd > 0), url))
    .toBe(true);
  await world.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
}

Given(/^my system prefers (a dark colour scheme|a light colour scheme|reduced motion)$/, async function (this: SiteWorld, preference: string) {
  if (preference === 'reduced motion') await this.page.emulateMedia({ reducedMotion: 'reduce' });
  else await this.page.emulateMedia({ colorScheme: preference === 'a dark colour scheme' ? 'dark' : 'light' });
});

Then(/^the page follows the (dark|light) colour scheme$/, async function (this: SiteWorld, scheme: 'dark' | 'light') {
  const background = scheme === 'dark' ? isDark : isLight;
  const text = scheme === 'dark' ? isLight : isDark;
  // The cards come from the API: judge the page once they are there (and once colour transitions have run).
  await this.page.waitForLoadState('networkidle');
  const misfits = async () => {
    const checks = await colourChecks(this.page);
    if (checks.length < 2) return ['the page has its main heading and at least one card to judge'];
    return checks.flatMap((c) => [
      ...(background(c.background) ? [] : [`${c.what}: background ${c.background}`]),
      ...(text(c.color) ? [] : [`${c.what}: text ${c.color}`]),
    ]);
  };
  await expect.poll(misfits, { message: `everything in ${scheme} colours` }).toEqual([]);
});
