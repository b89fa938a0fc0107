/**
 * Statutory facts as the visitor reads them (docs/statutory-facts.md): the licence statement and where
 * to check it, the number we call from, one name and one title per officer on every page, and the
 * grievance path with the Insurance Ombudsman's conditions.
 */
import { Then } from '@cucumber/cucumber';
import { expect, type Locator } from '@playwright/test';
import { officers, OFFICER_TITLES, statutory, type StatutoryLocale } from '@/config/statutory';
import { officerProblems } from '../../scripts/statutory/officers';
import { GrievancePage } from '../support/pages/grievance';
import type { SiteWorld } from '../support/world';
import { escapeRegExp } from '../support/regexp';

const footer = (world: SiteWorld) => world.page.getByRole('contentinfo');
const disclosures = (world: SiteWorld) =>
  footer(world)
    .getByRole('region')
    .filter({ has: world.page.locator('#regulatory-disclosures') });

/** The footer is drawn only near the screen while the page loads: read it as a visitor does, scrolled to. */
async function drawn(world: SiteWorld): Promise<Locator> {
  await footer(world).scrollIntoViewIfNeeded();
  await expect(disclosures(world).getByRole('listitem').first()).toBeVisible();
  return disclosures(world);
}

const localeOf = (world: SiteWorld): StatutoryLocale => {
  const first = new URL(world.page.url()).pathname.split('/')[1];
  return first === 'hi' || first === 'ja' ? first : 'en';
};

Then("the footer's licence statement reads {string} and links to IRDAI's website", async function (this: SiteWorld, statement: string) {
  const block = await drawn(this);
  const item = block.getByRole('listitem').filter({ hasText: statement });
  await expect(item).toHaveCount(1);
  // Once in the whole footer: the statement was once shown twice, in the disclosures and in the facts under them.
  const footer = (await this.page.getByRole('contentinfo').innerText()).replace(/\s+/g, ' ');
  expect(footer.split(statement).length - 1, 'the licence statement in the footer').toBe(1);
  const link = item.getByRole('link');
  await expect(link).toHaveAttribute('href', statutory.licence.verifyUrl);
  await expect(link).toHaveAttribute('target', '_blank');
  // The statement, then the link and nothing else: no date after the number.
  expect((await item.innerText()).replace(/\s+/g, ' ').trim()).toBe(`${statement} ${(await link.innerText()).replace(/\s+/g, ' ').trim()}`);
});

Then('the footer nowhere states the date {string} or a validity', async function (this: SiteWorld, date: string) {
  await drawn(this);
  const text = await footer(this).innerText();
  expect(text).not.toContain(date);
  expect(text).not.toMatch(/valid (till|until)|तक वैध|まで有効/i);
});

/**
 * "Title: Name; Title: Name": each pair appears on the page (the name within a short distance of the
 * title, as a card or a sentence puts them), and the page's text passes the build's officers check:
 * no title with another name, no officer with another title.
 */
Then('the officers named on the page are {string}', async function (this: SiteWorld, expected: string) {
  await drawn(this);
  const locale = localeOf(this);
  const pairs = expected.split('; ').map((pair) => {
    const [title, name] = pair.split(': ');
    if (!title || !name) throw new Error(`"${pair}" is not "Title: Name"`);
    expect(
      Object.values(OFFICER_TITLES).map((t) => t[locale]),
      `"${title}" is a title of ${locale}`,
    ).toContain(title);
    return { title, name };
  });
  const bodyText = async () => (await this.page.locator('body').innerText()).replace(/[ \t]+/g, ' ');
  const missing = (text: string) =>
    pairs
      .filter(
        ({ title, name }) =>
          ![...text.matchAll(new RegExp(escapeRegExp(title), 'g'))].some((m) =>
            text.slice(Math.max(0, (m.index ?? 0) - 160), (m.index ?? 0) + title.length + 160).includes(name),
          ),
      )
      .map(({ title, name }) => `${title}: ${name}`);
  // The key team comes from the API: wait until the page shows what it will show.
  await expect.poll(async () => missing(await bodyText()), { message: `officers named on ${this.page.url()}` }).toEqual([]);
  expect(officerProblems([{ where: this.page.url(), locale, text: await bodyText() }], [], { officers, others: [] })).toEqual([]);
});

const grievance = (world: SiteWorld) => new GrievancePage(world.page);

Then('the escalation levels begin with {string}', async function (this: SiteWorld, text: string) {
  const region = this.page.getByRole('region', { name: 'Escalation levels' });
  await expect(region.locator('h2 + p')).toBeVisible();
  expect((await region.locator('h2 + p').innerText()).startsWith(text)).toBe(true);
});

Then('escalation level {int} names {string}', async function (this: SiteWorld, n: number, who: string) {
  await expect(grievance(this).level(n)).toContainText(who);
});

Then('every time limit the page states for a grievance is {string}', async function (this: SiteWorld, limit: string) {
  const main = this.page.getByRole('main');
  await expect(main.getByRole('region', { name: 'Escalation levels' })).toBeVisible();
  // Every "<n> days" or "<n> working days" of the page (the Ombudsman's month and year are not days).
  const stated = (await main.innerText()).match(/\b\d+\s+(?:working\s+)?days?\b/g) ?? [];
  expect(stated.length, 'time limits stated').toBeGreaterThan(0);
  expect(new Set(stated), 'the time limits the page states').toEqual(new Set([limit]));
});

Then(
  "the licence number {string} is shown with a link to check its current status on IRDAI's website, and no validity date",
  async function (this: SiteWorld, number: string) {
    const main = this.page.getByRole('main');
    await expect(main.getByRole('definition').filter({ hasText: number })).toHaveText(number);
    const status = main.getByRole('definition').filter({ has: this.page.getByRole('link') });
    await expect(status.getByRole('link')).toHaveAttribute('href', statutory.licence.verifyUrl);
    await expect(status.getByRole('link')).toHaveAttribute('target', '_blank');
    expect(await main.innerText()).not.toMatch(/valid until|01\/09\/2026/i);
  },
);
