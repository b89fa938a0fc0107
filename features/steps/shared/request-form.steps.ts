/**
 * The grievance page around its form (the form itself has the forms vocabulary, forms.steps.ts):
 * the order of its sections and where a grievance goes next.
 */
import { Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { SiteWorld } from '../../support/world';

Then('the grievance page reads, in order: {string}', async function (this: SiteWorld, headings: string) {
  const expected = headings.split(', ');
  const found = (await this.page.locator('main h2').allInnerTexts()).map((h) => h.trim()).filter((h) => expected.includes(h));
  expect(found).toEqual(expected);
});
