import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { generalGlossary } from '@/content/glossary/general';
import { lifeGlossary } from '@/content/glossary/life';
import type { GlossaryEntry } from '@/content/glossary/types';
import { GlossaryPage } from '../../support/pages/shared/glossary';
import type { SiteWorld } from '../../support/world';
import { escapeRegExp } from '../../support/regexp';

const glossary = (world: SiteWorld) => new GlossaryPage(world.page);

/** What the HTML page shows for a text (React escapes these characters). */
const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

Then('the glossary heading reads {string}', async function (this: SiteWorld, heading: string) {
  await expect(this.page.getByRole('main').getByRole('heading', { level: 2, name: heading })).toBeVisible();
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

/** What the glossary's search box holds: the words searched for, or nothing. */
When(/^I (?:search the glossary for "([^"]*)"|empty the glossary search box)$/, async function (this: SiteWorld, query: string | null) {
  await glossary(this)
    .searchBox()
    .fill(query ?? '');
});

Then('the glossary shows {string} among the results', async function (this: SiteWorld, term: string) {
  await expect(
    glossary(this)
      .terms()
      .filter({ hasText: new RegExp(`^${escapeRegExp(term)}`) })
      .first(),
  ).toBeVisible();
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

Then('the definition of {string} mentions {string}', async function (this: SiteWorld, term: string, fact: string) {
  await expect(glossary(this).definitionOf(term)).toContainText(fact);
});

/** The glossary of the page we are on. */
const entriesOf = (world: SiteWorld): readonly GlossaryEntry[] => (new URL(world.page.url()).pathname.includes('life') ? lifeGlossary : generalGlossary);

Then('no glossary term or definition is blank', async function (this: SiteWorld) {
  const terms = glossary(this).terms();
  await expect(terms).toHaveCount(entriesOf(this).length);
  const rows = await terms.evaluateAll((dts) => dts.map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']));
  for (const [term, definition] of rows) {
    expect(term?.trim(), 'a term').not.toBe('');
    expect(definition?.trim(), `the definition of ${term}`).not.toBe('');
  }
});

Then(
  'the glossary shows the {int} terms that mention {string}, with the count {string}',
  async function (this: SiteWorld, count: number, word: string, found: string) {
    // Expected: every entry whose term or definition contains the word, whatever the case (part 2 §5).
    const expected = entriesOf(this)
      .filter((e) => `${e.term} ${e.definition}`.toLowerCase().includes(word.toLowerCase()))
      .map((e) => e.term);
    expect(expected).toHaveLength(count);
    // (A term's text ends with its "#" anchor link.)
    await expect.poll(async () => (await glossary(this).terms().allInnerTexts()).map((t) => t.replace(/#$/, '').trim())).toEqual(expected);
    await expect(this.page.getByText(found, { exact: true })).toBeVisible();
  },
);
