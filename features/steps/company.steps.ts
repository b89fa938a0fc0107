import { Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { companyPage } from '@/content/company';
import type { SiteWorld } from '../support/world';

Then('I see {int} strengths', async function (this: SiteWorld, count: number) {
  // The section under the content's own heading (not any heading that mentions strengths).
  const section = this.page.getByRole('region', { name: companyPage.strengthsHeading, exact: true });
  await expect(section.getByRole('listitem')).toHaveCount(count);
});
