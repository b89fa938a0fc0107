/**
 * The grievance page around its form (the form itself has the forms vocabulary, forms.steps.ts):
 * the order of its sections and where a grievance goes next.
 */
import { Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { formInFront } from '../../support/forms';
import type { SiteWorld } from '../../support/world';

Then('the grievance page reads, in order: {string}', async function (this: SiteWorld, headings: string) {
  const expected = headings.split(', ');
  const found = (await this.page.locator('main h2').allInnerTexts()).map((h) => h.trim()).filter((h) => expected.includes(h));
  expect(found).toEqual(expected);
});

Then('the section {string} links to {string} and {string} in new tabs', async function (this: SiteWorld, heading: string, first: string, second: string) {
  const section = this.page.getByRole('region', { name: heading });
  for (const href of [first, second]) {
    const link = section.locator(`a[href="${href}"]`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

Then('the grievance confirmation leads on to {string} and {string} in new tabs', async function (this: SiteWorld, first: string, second: string) {
  const status = formInFront(this.page).getByRole('status');
  for (const href of [first, second]) await expect(status.locator(`a[href="${href}"]`)).toHaveAttribute('target', '_blank');
});
