import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { lifeGlossary } from '@/content/glossary/life';
import { GlossaryPage } from '../support/pages/shared/glossary';
import type { SiteWorld } from '../support/world';

const glossary = (world: SiteWorld) => new GlossaryPage(world.page);

Then('every glossary term shown starts with {string}', async function (this: SiteWorld, letter: string) {
  await expect(glossary(this).letter(letter)).toHaveAttribute('aria-pressed', 'true');
  const terms = await glossary(this).terms().allInnerTexts();
  expect(terms.length).toBeGreaterThan(0);
  for (const term of terms) expect(term.trim().charAt(0)).toBe(letter);
});

Then('no glossary letter is selected', async function (this: SiteWorld) {
  await expect(glossary(this).letters().and(this.page.locator('[aria-pressed="true"]'))).toHaveCount(0);
});

/** The terms list, which fades in when scrolled into view (src/lib/use-reveal.ts). */
const list = (world: SiteWorld) => world.page.getByTestId('glossary-list');

When('I scroll until the glossary terms fill {int} % of the screen', async function (this: SiteWorld, percent: number) {
  // Measured in the same task as the scroll, before the fade (which also moves the list) can start.
  const shown = await list(this).evaluate((el, share) => {
    const top = el.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, Math.round(top - window.innerHeight * (1 - share / 100)));
    return (window.innerHeight - el.getBoundingClientRect().top) / window.innerHeight;
  }, percent);
  expect(Math.round(shown * 100)).toBe(percent);
});

Then('the background shapes drift in endless loops of {int} s and {int} s', async function (this: SiteWorld, a: number, b: number) {
  const loops = await glossary(this)
    .backgroundShapes()
    .evaluateAll((els) => els.map((el) => `${getComputedStyle(el).animationDuration} ${getComputedStyle(el).animationIterationCount}`));
  expect(loops).toEqual([`${a}s infinite`, `${b}s infinite`]);
});

Then('the glossary term {string} is shown at the top of the page', async function (this: SiteWorld, term: string) {
  const row = this.page.locator(':target');
  await expect(row.getByRole('term')).toContainText(term);
  // Below the fixed header, near the top: where the browser scrolled it, and where it stays once
  // the page is interactive (a block drawn late above it would push it down).
  const headerBottom = await this.page.getByRole('banner').evaluate((el) => Math.round(el.getBoundingClientRect().bottom));
  const top = () => row.evaluate((el) => Math.round(el.getBoundingClientRect().top));
  await expect.poll(top).toBeGreaterThanOrEqual(headerBottom);
  await expect.poll(top).toBeLessThan(200);
});

Then('the HTML served for {string} describes the terms as a schema.org DefinedTermSet', async function (this: SiteWorld, path: string) {
  const html = await this.served(path);
  const json = /<script type="application\/ld\+json">(.+?)<\/script>/.exec(html)?.[1];
  expect(json).toBeTruthy();
  const data = JSON.parse(json ?? '{}') as { '@type': string; hasDefinedTerm: { name: string; url: string }[] };
  expect(data['@type']).toBe('DefinedTermSet');
  expect(data.hasDefinedTerm).toHaveLength(lifeGlossary.length);
  expect(data.hasDefinedTerm.find((t) => t.name === 'Free Look Period')?.url).toMatch(/\/knowledge\/glossary\/life-insurance#free-look-period$/);
});
