/**
 * The footer's statutory disclosures on every route, its links to the accessibility
 * statement and the Your data page, and "Cookie settings".
 */
import { Then, type DataTable } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { routes } from '@/config/paths';
import type { SiteWorld } from '../support/world';

const footer = (world: SiteWorld) => world.page.getByRole('contentinfo');

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
