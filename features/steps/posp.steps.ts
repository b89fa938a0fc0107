import { When } from '@cucumber/cucumber';
import type { Locator } from 'playwright-core';
import type { SiteWorld } from '../support/world';

const dialog = (world: SiteWorld): Locator => world.page.getByRole('dialog');
const field = (world: SiteWorld, label: string): Locator => dialog(world).getByLabel(new RegExp(`^${label}( \\(optional\\))?$`));

function recordSubmissions(world: SiteWorld) {
  if (world.submissions) return;
  world.submissions = [];
  world.page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().startsWith(`${world.apiUrl}/api/submit-`)) {
      world.submissions?.push({ url: request.url(), body: request.postDataJSON() as Record<string, unknown> });
    }
  });
}

When('I fill in the POSP application correctly', async function (this: SiteWorld) {
  recordSubmissions(this);
  await field(this, 'Name').fill('Rohit Kulkarni');
  await field(this, 'PAN').fill('ABCDE1234F');
  await field(this, 'Email').fill('rohit.k@example.com');
  await field(this, 'Phone Number').fill('9823012345');
  await field(this, 'Remarks').fill('Five years of motor insurance sales in Nashik.');
});
