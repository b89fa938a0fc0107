import { type DataTable, Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { claimsText } from '@/content/claims';
import { grievanceIntro } from '@/content/grievance';
import { GrievancePage } from '../support/pages/grievance';
import type { SiteWorld } from '../support/world';

const grievance = (world: SiteWorld) => new GrievancePage(world.page);
Then('the grievance intro says an unsatisfied client may escalate', async function (this: SiteWorld) {
  // The intro as the content module words it, whole (not a pattern that a reworded intro could still match).
  await expect(this.page.getByRole('main').getByText(grievanceIntro, { exact: true })).toBeVisible();
});

Then('the escalation levels read, in order:', async function (this: SiteWorld, table: DataTable) {
  const rows = table.hashes();
  const levels = grievance(this).levels();
  await expect(levels).toHaveCount(rows.length);
  for (const [i, row] of rows.entries()) {
    const level = levels.nth(i);
    await expect(level.getByText(row.level ?? '', { exact: true })).toBeVisible();
    await expect(level.getByRole('heading', { level: 3 })).toHaveText(row.who ?? '');
    await expect(level.getByRole('link', { name: row.contact ?? '' })).toBeVisible();
  }
});

Then('escalation level {int} applies when there is no response within {int} working days', async function (this: SiteWorld, n: number, days: number) {
  await expect(grievance(this).level(n)).toContainText(`do not receive a response within ${days} working days`);
});

Then('escalation level {int} writes by e-mail to {string}', async function (this: SiteWorld, n: number, email: string) {
  await expect(grievance(this).level(n).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
});

Then("escalation level {int} opens the regulator's portal {string} in a new tab", async function (this: SiteWorld, n: number, href: string) {
  const link = grievance(this).level(n).getByRole('link');
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
});

/**
 * A number a visitor can call by tapping it: the regulator's toll-free numbers (the link reads the
 * number, and dials it without its spaces, or at the tel: address given), or our claims helpline (every "Call …" link of the page
 * dials the tel: address given, under the helpline's heading).
 */
Then(
  /^(the regulator's toll-free number|the claims helpline) "([^"]+)" can be called(?: at "([^"]+)")?$/,
  async function (this: SiteWorld, which: string, number: string, tel: string | null) {
    if (which === 'the claims helpline') {
      if (tel === null) throw new Error('say where the claims helpline is called: at "tel:…"');
      const helpline = this.page.getByRole('link', { name: `Call ${number}`, exact: true });
      await expect(helpline.first()).toBeVisible();
      for (const link of await helpline.all()) await expect(link).toHaveAttribute('href', tel);
      await expect(this.page.getByRole('heading', { name: `${claimsText.helpline.heading}: ${number}` })).toBeVisible();
      return;
    }
    const link = grievance(this).regulator().getByRole('link', { name: number, exact: true });
    await expect(link).toHaveAttribute('href', tel ?? `tel:${number.replace(/\s+/g, '')}`);
  },
);

Then("the regulator's complaints e-mail {string} can be written to", async function (this: SiteWorld, email: string) {
  await expect(grievance(this).regulator().getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
});

Then('written grievances go to {string} at {string} in {string}', async function (this: SiteWorld, cell: string, street: string, city: string) {
  const address = grievance(this).regulator().locator('address');
  for (const line of [cell, street, city]) await expect(address.getByText(line, { exact: true })).toBeVisible();
});
