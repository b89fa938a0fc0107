import { Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { apiPathOf } from '../support/api-names';
import { contractExample } from '../support/contract-data';
import { alternating, PeoplePages, pictureSides } from '../support/pages/shared/people';
import type { SiteWorld } from '../support/world';

Then('I see {int} board members, alternating left and right', async function (this: SiteWorld, count: number) {
  const members = new PeoplePages(this.page).boardMembers();
  await expect(members).toHaveCount(count);
  // Read from the layout: the photo's box left or right of the name.
  expect(await pictureSides(members, 'img, [data-testid="photo-placeholder"]', 'h2')).toEqual(alternating(count));
});

Then('the first member reads {string} with the designation {string}', async function (this: SiteWorld, name: string, designation: string) {
  const first = new PeoplePages(this.page).boardMembers().first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(name);
  await expect(first.getByText(designation, { exact: true })).toBeVisible();
});

Then("each line of the first member's details is its own paragraph", async function (this: SiteWorld) {
  const paragraphs = new PeoplePages(this.page).boardMembers().first().getByTestId('member-details').locator('p');
  // The first member of the contract's example (what the mock answers), one paragraph per line of its details.
  const [first] = contractExample(apiPathOf('board of directors'), 'en') as { member_details: string }[];
  const lines = (first?.member_details ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  expect(lines.length, 'lines in the example').toBeGreaterThan(1);
  await expect(paragraphs).toHaveText(lines);
});
