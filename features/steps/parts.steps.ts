/**
 * Phrases shared by every page, about a named part of it (`{part}`, features/support/parts.ts):
 * what a list reads, what a part says or never says, a text shown in it, a control clicked in it.
 */
import { type DataTable, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { listOf, type Part } from '../support/parts';
import { escapeRegExp } from '../support/regexp';
import type { SiteWorld } from '../support/world';

/** The items, in order and all of them: one more, one fewer or one moved fails. */
Then('{part} read(s) {string}', async function (this: SiteWorld, part: Part, expected: string) {
  if (!part.items) throw new Error(`${part.what} is not a list: say what it says instead`);
  const items = part.items;
  await part.drawn?.(this);
  await expect.poll(() => items(this), { message: `what ${part.what} read` }).toEqual(listOf(expected));
});

/** The same, one item a row of the table. */
Then('{part} read(s), in order:', async function (this: SiteWorld, part: Part, table: DataTable) {
  if (!part.items) throw new Error(`${part.what} is not a list: say what it says instead`);
  const items = part.items;
  await part.drawn?.(this);
  await expect.poll(() => items(this), { message: `what ${part.what} read` }).toEqual(table.raw().map(([item]) => (item ?? '').trim()));
});

/** Where the part's links go, in order and all of them (their href as written). */
Then('{part} lead(s) to {string}', async function (this: SiteWorld, part: Part, hrefs: string) {
  await part.drawn?.(this);
  const links = part.locate(this).getByRole('link');
  await expect.poll(() => links.evaluateAll((els) => els.map((el) => el.getAttribute('href'))), { message: `where ${part.what} lead` }).toEqual(listOf(hrefs));
});

/** The words are in the part's text (whitespace aside). */
Then('{part} says {string}', async function (this: SiteWorld, part: Part, text: string) {
  await part.drawn?.(this);
  await expect(part.locate(this)).toContainText(text);
});

/** The part is shown, and its text does not contain the words. */
Then('{part} nowhere say(s) {string}', async function (this: SiteWorld, part: Part, text: string) {
  await part.drawn?.(this);
  const region = part.locate(this);
  await expect(region).toBeVisible();
  expect(await region.innerText()).not.toContain(text);
});

/** An element of the part whose whole text is the words, shown. */
Then('{part} shows {string}', async function (this: SiteWorld, part: Part, text: string) {
  await part.drawn?.(this);
  await expect(part.locate(this).getByText(text, { exact: true }).first()).toBeVisible();
});

Then('{part} is/are shown', async function (this: SiteWorld, part: Part) {
  await expect(part.locate(this)).toBeVisible();
});

Then('{part} is/are gone', async function (this: SiteWorld, part: Part) {
  await expect(part.locate(this)).toHaveCount(0);
});

/** Every link of the part, counted, opens another site in a new tab that cannot reach back into this page. */
Then('{part} has {int} links, each opening in a new tab without access to this page', async function (this: SiteWorld, part: Part, count: number) {
  await part.drawn?.(this);
  const links = part.locate(this).getByRole('link');
  await expect(links).toHaveCount(count);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
});

/** The part's one picture with that text for those who cannot see it, shown and loaded. */
Then('{part} shows the picture {string}', async function (this: SiteWorld, part: Part, alt: string) {
  await part.drawn?.(this);
  const image = part.locate(this).getByRole('img', { name: alt, exact: true });
  await expect(image).toHaveCount(1);
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: `${alt} loaded` }).toBe(true);
});

/** Each address has a link in the part that opens it in a new tab, unable to reach back into this page. */
Then('{part} links to {string} and {string} in new tabs', async function (this: SiteWorld, part: Part, first: string, second: string) {
  await part.drawn?.(this);
  for (const href of [first, second]) {
    const link = part.locate(this).locator(`a[href="${href}"]`);
    await expect(link, `a link to ${href} in ${part.what}`).toHaveCount(1);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  }
});

/** A box to type in: empty, and what it invites the visitor to type. */
Then('{part} is empty', async function (this: SiteWorld, part: Part) {
  await expect(part.locate(this)).toHaveValue('');
});

Then('{part} has the placeholder {string}', async function (this: SiteWorld, part: Part, placeholder: string) {
  await expect(part.locate(this)).toHaveAttribute('placeholder', placeholder);
});

/**
 * The one button or link of the part with that label (a link to another tab may add, for a screen
 * reader, that it opens one).
 */
When('I click/choose/follow {string} in {part}', async function (this: SiteWorld, label: string, part: Part) {
  const name = new RegExp(`^${escapeRegExp(label)}( \\(opens in a new tab\\))?$`);
  const region = part.locate(this);
  await region.getByRole('button', { name }).or(region.getByRole('link', { name })).click();
});

/** The focus put on the part as the Tab key would, without a click. */
When('I move the keyboard focus to {part}', async function (this: SiteWorld, part: Part) {
  await part.locate(this).focus();
});

/** What has the keyboard focus is named so (its label, or a region's name). */
Then('{string} has (the )focus( again)', async function (this: SiteWorld, label: string) {
  await expect(this.page.locator(':focus')).toHaveAccessibleName(label);
});

/** Nothing sticks out on the right: the page is no wider than the screen. */
Then('the page does not scroll sideways', async function (this: SiteWorld) {
  const overflow = await this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

Then('{part} has the focus( again)', async function (this: SiteWorld, part: Part) {
  await expect(part.locate(this)).toBeFocused();
});

/** The part's one link with that label (a link to another tab may add, for a screen reader, that it opens one). */
const linkIn = (world: SiteWorld, part: Part, label: string) =>
  part.locate(world).getByRole('link', { name: new RegExp(`^${escapeRegExp(label)}( \\(opens in a new tab\\))?$`) });

Then("{part}'s link {string} opens {string} in a new tab", async function (this: SiteWorld, part: Part, label: string, href: string) {
  await part.drawn?.(this);
  const link = linkIn(this, part, label);
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  // The page it opens cannot reach back into this one.
  await expect(link).toHaveAttribute('rel', /noopener/);
});

Then("{part}'s link {string} opens {string} in the same tab", async function (this: SiteWorld, part: Part, label: string, href: string) {
  await part.drawn?.(this);
  const link = linkIn(this, part, label);
  await expect(link).toHaveAttribute('href', href);
  await expect(link).not.toHaveAttribute('target', /./);
});

/** A link to a page in the page's own language (a link to another language's page names it with hreflang). */
Then("{part}'s link {string} leads to {string}", async function (this: SiteWorld, part: Part, label: string, href: string) {
  await part.drawn?.(this);
  const link = linkIn(this, part, label);
  await expect(link).toHaveAttribute('href', href);
  await expect(link).not.toHaveAttribute('hreflang', /./);
});
