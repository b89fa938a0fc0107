import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { insurerForms } from '@/content/insurer-forms';
import type { SiteWorld } from '../support/world';
import { escapeRegExp } from '../support/regexp';

Then('I see all {int} insurers, each with a form link opening in a new tab', async function (this: SiteWorld, count: number) {
  expect(insurerForms).toHaveLength(count);
  const insurers = this.page.getByRole('list', { name: /^Forms of / });
  await expect(insurers).toHaveCount(count);
  const names = await this.page.getByRole('main').getByRole('heading', { level: 3 }).allInnerTexts();
  expect(names.map((n) => n.trim())).toEqual(insurerForms.map((i) => i.insurer));
  // Every form link of every insurer (a list may also hold one form shown without a link).
  for (const insurer of await insurers.all()) {
    const links = insurer.getByRole('link');
    await expect(links, 'an insurer with a form link').not.toHaveCount(0);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
  }
});

Then('one form is shown as {string} instead of a link', async function (this: SiteWorld, text: string) {
  const placeholder = this.page
    .getByRole('list', { name: /^Forms of / })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`: ${escapeRegExp(text)}$`) });
  await expect(placeholder).toHaveCount(1);
  await expect(placeholder.getByRole('link')).toHaveCount(0);
});

When('I look for the insurer {string}', async function (this: SiteWorld, name: string) {
  await this.page.getByRole('searchbox', { name: 'Find an insurer' }).fill(name);
});
