/** Steps of features/claims.feature: the claims help page and how it is reached. */
import { Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { claimsText } from '@/content/claims';
import { insurerForms } from '@/content/insurer-forms';
import type { SiteWorld } from '../support/world';

const names = (text: string, separator = ',') =>
  text
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);

Then('the claims page explains {string}, each with its steps, documents and timelines', async function (this: SiteWorld, titles: string) {
  const articles = this.page.locator('main article');
  await expect(articles.getByRole('heading', { level: 3 })).toHaveText(names(titles, ';'));
  for (const title of names(titles, ';')) {
    const line = claimsText.lines.find((l) => l.title === title);
    expect(line, `the content of "${title}"`).toBeDefined();
    const article = articles.filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
    await expect(article).toBeVisible();
    // Its steps, documents and timelines, each one shown.
    for (const item of [...(line?.steps ?? []), ...(line?.documents ?? []), ...(line?.timelines ?? [])]) {
      await expect(article.getByText(item, { exact: true })).toBeVisible();
    }
    await expect(article.getByRole('heading', { name: claimsText.documentsHeading })).toBeVisible();
    await expect(article.getByRole('heading', { name: claimsText.timelinesHeading })).toBeVisible();
  }
});

Then('the claims page links every insurer claim form of the insurer forms list, each in a new tab', async function (this: SiteWorld) {
  const section = this.page.getByRole('region', { name: claimsText.forms.heading });
  const expected = insurerForms.flatMap((insurer) => insurer.links.filter((l) => /claim/i.test(l.label)).map((l) => ({ ...l, insurer: insurer.insurer })));
  expect(expected.length, 'claim links in src/content/insurer-forms.ts').toBeGreaterThanOrEqual(3);
  const links = section.locator('a[target="_blank"]');
  await expect(links).toHaveCount(expected.length);
  for (const link of expected) {
    const anchor = section.locator(`a[href="${link.url}"]`).filter({ hasText: `${link.label} (${link.insurer})` });
    await expect(anchor).toHaveCount(1);
    await expect(anchor).toHaveAccessibleName(`${link.label} (${link.insurer}) (opens in a new tab)`);
    await expect(anchor).toHaveAttribute('rel', /noopener/);
  }
});
