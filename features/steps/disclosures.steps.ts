/**
 * The footer's statutory disclosures on every route, its links to the accessibility
 * statement and the Your data page, and "Cookie settings".
 */
import { Then, When, type DataTable } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { routes } from '@/config/paths';
import type { SiteWorld } from '../support/world';
import { escapeRegExp } from '../support/regexp';

const footer = (world: SiteWorld) => world.page.getByRole('contentinfo');
const disclosures = (world: SiteWorld) => footer(world).getByRole('region', { name: 'Regulatory disclosures' });

// One visit per route: a 2-core machine under load needs more than the default 30 s for all of them.
Then('the footer of every page discloses:', { timeout: 120_000 }, async function (this: SiteWorld, table: DataTable) {
  const lines = table.raw().map(([line]) => (line ?? '').trim());
  expect(routes.length).toBeGreaterThan(20);
  for (const route of routes) {
    await this.open(route.path);
    // The footer is drawn once near the screen (content-visibility: auto): read it as a visitor does, scrolled to.
    await footer(this).scrollIntoViewIfNeeded();
    await expect.poll(() => footer(this).innerText(), { message: `footer of ${route.path} drawn` }).toContain(lines[0] ?? '');
    const text = (await footer(this).innerText()).replace(/\s+/g, ' ');
    for (const line of lines) expect(text, `footer of ${route.path}`).toContain(line);
  }
});

Then("the footer's {string} opens {string} in a new tab", async function (this: SiteWorld, label: string, href: string) {
  const link = disclosures(this).getByRole('link', { name: new RegExp(`^${escapeRegExp(label)}`) });
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
});

When('I follow {string} in the footer', async function (this: SiteWorld, label: string) {
  await footer(this).getByRole('navigation', { name: 'Your rights' }).getByRole('link', { name: label, exact: true }).click();
});

When('I choose {string} in the footer', async function (this: SiteWorld, label: string) {
  await footer(this).getByRole('button', { name: label, exact: true }).click();
});

Then('{string} has the focus in the footer', async function (this: SiteWorld, label: string) {
  await expect(footer(this).getByRole('button', { name: label, exact: true })).toBeFocused();
});

Then('the cookie banner has the focus', async function (this: SiteWorld) {
  await expect(this.page.getByRole('region', { name: 'Cookie consent' })).toBeFocused();
});

Then('the privacy policy nowhere says {string}', async function (this: SiteWorld, text: string) {
  await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  expect(await this.page.locator('main').innerText()).not.toContain(text);
});

When("I follow the privacy notice's link {string}", async function (this: SiteWorld, label: string) {
  await this.page.locator('main article').getByRole('link', { name: label, exact: true }).click();
});
