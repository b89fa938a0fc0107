/**
 * The translations follow the style sheet (docs/i18n/termbase.md) on the built pages: no Hindi page
 * shows an AM/PM time, "Rs." or English placeholder text, with its lists from the mock loaded; and
 * figures are counted the way the page's language counts (lakh and crore, 万).
 */
import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { escapeRegExp } from '../support/regexp';
import type { SiteWorld } from '../support/world';
import { localisedPath } from '@/config/locales';
import { routes } from '@/config/paths';
import { listCalls, listsShown } from '../support/api-lists';
import { mainTexts } from '../support/english-copy';

/** "AM" and "PM" as words (not inside PMJJBY or a name); anything else as written. */
const patternOf = (text: string) => (/^[A-Z]+$/.test(text) ? new RegExp(`(?<![A-Za-z])${text}(?![A-Za-z])`) : new RegExp(escapeRegExp(text)));

// Every Hindi route, one after another: a minute or two on a busy 2-core machine, beyond cucumber's default 30 s.
Then(
  'no Hindi page shows {string}, {string}, {string} or {string}',
  { timeout: 240_000 },
  async function (this: SiteWorld, a: string, b: string, c: string, d: string) {
    const forbidden = [a, b, c, d];
    const problems: string[] = [];
    let pagesWithLists = 0;
    let placeholders = 0;
    for (const route of routes) {
      const path = localisedPath('hi', route.path);
      await this.open(path);
      // The lists from the mock (its Hindi examples) count too: read the page once they are shown.
      await listsShown(this);
      if (listCalls(this).length > 0) pagesWithLists += 1;
      placeholders += await this.page.getByTestId('photo-placeholder').count();
      // Everything the page says, English-marked parts too: its text (hidden text as well: what a screen
      // reader hears) and its labels, alternative texts, titles and placeholders.
      const texts = await this.page.locator('body').evaluate(mainTexts, { withEnglish: true });
      for (const word of forbidden) {
        const pattern = patternOf(word);
        for (const text of texts.filter((t) => pattern.test(t))) problems.push(`${path}: "${word}" in "${text.trim().slice(0, 120)}"`);
      }
    }
    expect(problems).toEqual([]);
    // The check read what it claims to: pages with the API's data, and photo placeholders (the home page's testimonials without a photo).
    expect(pagesWithLists, 'Hindi pages whose lists came from the mock').toBeGreaterThanOrEqual(8);
    expect(placeholders, 'photo placeholders read').toBeGreaterThan(0);
  },
);

const region = (world: SiteWorld, heading: string) => world.page.getByRole('region', { name: heading });

When('I scroll to the figures headed {string}', async function (this: SiteWorld, heading: string) {
  const figures = region(this, heading).getByRole('list');
  await figures.scrollIntoViewIfNeeded();
  // The count-up starts when the figures are seen (an intersection observer): wait for that before time moves on.
  await expect(figures).toHaveAttribute('data-counting', 'true');
});

Then('the figures headed {string} read {string}', async function (this: SiteWorld, heading: string, figures: string) {
  await expect(region(this, heading).getByTestId(/^(count-up|performance-figure)$/)).toHaveText(figures.split(', '));
});

Then('the head office is given as {string}, beside the contact details and under the map', async function (this: SiteWorld, address: string) {
  await expect(this.page.getByRole('region', { name: 'संपर्क जानकारी' }).locator('address')).toHaveText(address);
  await expect(this.page.getByTestId('map-placeholder')).toContainText(address);
});

Then('nothing on the page names {string}', async function (this: SiteWorld, names: string) {
  // Everything the page says, and what a screen reader hears (labels, alternative texts, titles).
  const texts = await this.page.locator('body').evaluate(mainTexts, { withEnglish: true });
  expect(texts.length, 'texts read').toBeGreaterThan(50);
  const found = names
    .split(', ')
    .flatMap((name) => texts.filter((t) => new RegExp(`\\b${escapeRegExp(name)}\\b`).test(t)).map((t) => `${name} in "${t.trim().slice(0, 120)}"`));
  expect(found).toEqual([]);
});
