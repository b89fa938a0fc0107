import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { generalGlossary } from '@/content/glossary/general';
import { insurerForms } from '@/content/insurer-forms';
import { lifeGlossary } from '@/content/glossary/life';
import type { GlossaryEntry } from '@/content/glossary/types';
import { GlossaryPage } from '../support/pages/knowledge';
import type { SiteWorld } from '../support/world';

const glossary = (world: SiteWorld) => new GlossaryPage(world.page);

/** What the HTML page shows for a text (React escapes these characters). */
const asHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

Then('the glossary heading reads {string}', async function (this: SiteWorld, heading: string) {
  await expect(this.page.getByRole('main').getByRole('heading', { level: 2, name: heading })).toBeVisible();
});

Then('the glossary search box says {string}', async function (this: SiteWorld, placeholder: string) {
  await expect(glossary(this).searchBox()).toHaveAttribute('placeholder', placeholder);
});

Then('the glossary letters read {string}', async function (this: SiteWorld, letters: string) {
  await expect(glossary(this).letters()).toHaveText(letters.split(' '));
});

Then('there is no glossary letter {string}', async function (this: SiteWorld, letter: string) {
  await expect(glossary(this).letters().first()).toBeVisible();
  await expect(glossary(this).letter(letter)).toHaveCount(0);
});

Then('the glossary shows all its terms grouped by letter', async function (this: SiteWorld) {
  const letters = await glossary(this).letters().allInnerTexts();
  await expect(glossary(this).letterGroups()).toHaveText(letters);
  const path = new URL(this.page.url()).pathname;
  const entries = path.includes('life') ? lifeGlossary : generalGlossary;
  await expect(glossary(this).terms()).toHaveCount(entries.length);
});

When('I choose the glossary letter {string}', async function (this: SiteWorld, letter: string) {
  await glossary(this).letter(letter).click();
});

Then('every glossary term shown starts with {string}', async function (this: SiteWorld, letter: string) {
  await expect(glossary(this).letter(letter)).toHaveAttribute('aria-pressed', 'true');
  const terms = await glossary(this).terms().allInnerTexts();
  expect(terms.length).toBeGreaterThan(0);
  for (const term of terms) expect(term.trim().charAt(0)).toBe(letter);
});

When('I search the glossary for {string}', async function (this: SiteWorld, query: string) {
  await glossary(this).searchBox().fill(query);
});

When('I empty the glossary search box', async function (this: SiteWorld) {
  await glossary(this).searchBox().fill('');
});

Then('the glossary search box is empty', async function (this: SiteWorld) {
  await expect(glossary(this).searchBox()).toHaveValue('');
});

Then('no glossary letter is selected', async function (this: SiteWorld) {
  await expect(glossary(this).letters().and(this.page.locator('[aria-pressed="true"]'))).toHaveCount(0);
});

Then('the glossary search count matches the terms shown', async function (this: SiteWorld) {
  const count = await glossary(this).terms().count();
  expect(count).toBeGreaterThan(0);
  await expect(this.page.getByText(`(${count} found)`, { exact: true })).toBeVisible();
});

Then('the glossary shows {string} among the results', async function (this: SiteWorld, term: string) {
  await expect(glossary(this).terms().filter({ hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}`) }).first()).toBeVisible();
});

Then('every glossary result mentions {string}', async function (this: SiteWorld, word: string) {
  const rows = await glossary(this).terms().evaluateAll((terms) => terms.map((t) => `${t.textContent} ${t.nextElementSibling?.textContent}`));
  for (const row of rows) expect(row.toLowerCase()).toContain(word.toLowerCase());
});

Then('the definition of {string} mentions {string}', async function (this: SiteWorld, term: string, fact: string) {
  await expect(glossary(this).definitionOf(term)).toContainText(fact);
});

Then('the glossary term {string} is shown at the top of the page', async function (this: SiteWorld, term: string) {
  const row = this.page.locator(':target');
  await expect(row.getByRole('term')).toContainText(term);
  await expect.poll(() => row.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200);
});

Then('its definition mentions {string}', async function (this: SiteWorld, fact: string) {
  await expect(this.page.locator(':target').getByRole('definition')).toContainText(fact);
});

Then(
  /^the HTML served for "([^"]+)" contains every (life|general) insurance term and definition$/,
  async function (this: SiteWorld, path: string, which: string) {
    const html = await this.served(path);
    const entries: readonly GlossaryEntry[] = which === 'life' ? lifeGlossary : generalGlossary;
    for (const entry of entries) {
      expect(html, entry.term).toContain(`>${asHtml(entry.term)}<`);
      expect(html, entry.term).toContain(asHtml(entry.definition));
    }
  },
);

Then(
  'the HTML served for {string} describes the terms as a schema.org DefinedTermSet',
  async function (this: SiteWorld, path: string) {
    const html = await this.served(path);
    const json = /<script type="application\/ld\+json">(.+?)<\/script>/.exec(html)?.[1];
    expect(json).toBeTruthy();
    const data = JSON.parse(json ?? '{}') as { '@type': string; hasDefinedTerm: { name: string; url: string }[] };
    expect(data['@type']).toBe('DefinedTermSet');
    expect(data.hasDefinedTerm).toHaveLength(lifeGlossary.length);
    expect(data.hasDefinedTerm.find((t) => t.name === 'Free Look Period')?.url).toMatch(/\/knowledge\/glossary\/life-insurance#free-look-period$/);
  },
);

Then(
  'I see {int} useful links, each opening in a new tab without access to this page',
  async function (this: SiteWorld, count: number) {
    const links = this.page.getByRole('region', { name: 'Official links' }).getByRole('link');
    await expect(links).toHaveCount(count);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
  },
);

Then('the useful links include {string} at {string}', async function (this: SiteWorld, name: string, url: string) {
  await expect(this.page.getByRole('link', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) })).toHaveAttribute('href', url);
});

Then('I see the insurer groups {string}', async function (this: SiteWorld, groups: string) {
  await expect(this.page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(groups.split(', '));
});

Then(
  'I see all {int} insurers, each with a form link opening in a new tab',
  async function (this: SiteWorld, count: number) {
    expect(insurerForms).toHaveLength(count);
    const insurers = this.page.getByRole('list', { name: /^Forms of / });
    await expect(insurers).toHaveCount(count);
    const names = await this.page.getByRole('main').getByRole('heading', { level: 3 }).allInnerTexts();
    expect(names.map((n) => n.trim())).toEqual(insurerForms.map((i) => i.insurer));
    for (const insurer of await insurers.all()) {
      const link = insurer.getByRole('link').first();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
  },
);

Then('one form is shown as {string} instead of a link', async function (this: SiteWorld, text: string) {
  const placeholder = this.page.getByRole('list', { name: /^Forms of / }).getByRole('listitem').filter({ hasText: new RegExp(`: ${text}$`) });
  await expect(placeholder).toHaveCount(1);
  await expect(placeholder.getByRole('link')).toHaveCount(0);
});

When('I look for the insurer {string}', async function (this: SiteWorld, name: string) {
  await this.page.getByRole('searchbox', { name: 'Find an insurer' }).fill(name);
});

Then('I see only the insurer {string}', async function (this: SiteWorld, name: string) {
  await expect(this.page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText([name]);
});
