import { Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { LegalPage } from '../support/pages/legal-pages';
import type { SiteWorld } from '../support/world';

const names = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const legal = (world: SiteWorld) => new LegalPage(world.page);

Then('the legal page has the sections {string}', async function (this: SiteWorld, headings: string) {
  expect(await legal(this).sectionHeadings()).toEqual(names(headings));
  await expect(legal(this).contents().getByRole('link')).toHaveText(names(headings));
});

Then('the legal section {string} is in view', async function (this: SiteWorld, heading: string) {
  await expect(legal(this).section(heading).getByRole('heading')).toBeInViewport();
  expect(new URL(this.page.url()).hash).toBe(`#${await legal(this).section(heading).getAttribute('id')}`);
});
