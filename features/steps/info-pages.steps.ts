import { Then, When, type DataTable } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { GrievancePage, LegalPage, LicencePage, ProductsPage } from '../support/pages/info-pages';
import type { SiteWorld } from '../support/world';

const names = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);
const products = (world: SiteWorld) => new ProductsPage(world.page);
const licence = (world: SiteWorld) => new LicencePage(world.page);
const grievance = (world: SiteWorld) => new GrievancePage(world.page);
const legal = (world: SiteWorld) => new LegalPage(world.page);

// ---------- Products ----------

Then('the product sidebar {string} offers {string}', async function (this: SiteWorld, title: string, choices: string) {
  const sidebar = products(this).sidebar();
  await expect(sidebar.getByRole('heading', { name: title })).toBeVisible();
  await expect(products(this).visibleChoices()).toHaveText(names(choices));
});

Then('the product panel is titled {string}', async function (this: SiteWorld, title: string) {
  await expect(products(this).panelTitle()).toHaveText(title);
});

Then('the products listed are {string}', async function (this: SiteWorld, titles: string) {
  await expect(products(this).rows()).toHaveText(names(titles));
});

Then('no product is open', async function (this: SiteWorld) {
  const rows = products(this).rows();
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).toHaveAttribute('aria-expanded', 'false');
  await expect(products(this).openDetails()).toHaveCount(0);
});

When('I open the product {string}', async function (this: SiteWorld, title: string) {
  await products(this).row(title).click();
});

When('I click the product {string} again', async function (this: SiteWorld, title: string) {
  const row = products(this).row(title);
  await expect(row).toHaveAttribute('aria-expanded', 'true');
  await row.click();
});

Then(
  'only the product {string} is open, explaining {string}',
  async function (this: SiteWorld, title: string, excerpt: string) {
    const page = products(this);
    await expect(page.row(title)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.rows().and(page.page.locator('[aria-expanded="true"]'))).toHaveCount(1);
    const details = page.openDetails();
    await expect(details).toHaveCount(1);
    await expect(details).toHaveAccessibleName(title);
    await expect(details).toContainText(excerpt);
  },
);

Then('the open product lists {string}', async function (this: SiteWorld, labels: string) {
  const details = products(this).openDetails();
  await expect(details.getByRole('listitem')).toHaveCount(names(labels).length);
  for (const label of names(labels)) await expect(details.getByText(label, { exact: true })).toBeVisible();
});

When('I choose the product category {string}', async function (this: SiteWorld, name: string) {
  await products(this).category(name).click();
});

When('I choose the product sub-category {string}', async function (this: SiteWorld, name: string) {
  await products(this).category(name).click();
});

When('I use the arrow beside the Non-Life product category', async function (this: SiteWorld) {
  await products(this).subCategoryArrow().click();
});

Then('the Non-Life sub-categories are collapsed', async function (this: SiteWorld) {
  const page = products(this);
  await expect(page.subCategoryArrow()).toHaveAttribute('aria-expanded', 'false');
  await expect(page.category('Corporate')).toBeHidden();
  await expect(page.category('Retail')).toBeHidden();
});

Then(
  'the Non-Life sub-categories {string} are expanded with {string} selected',
  async function (this: SiteWorld, subs: string, selected: string) {
    const page = products(this);
    await expect(page.subCategoryArrow()).toHaveAttribute('aria-expanded', 'true');
    await expect(page.category('Non-Life')).toHaveAttribute('aria-pressed', 'true');
    for (const sub of names(subs)) {
      await expect(page.category(sub)).toBeVisible();
      await expect(page.category(sub)).toHaveAttribute('aria-pressed', String(sub === selected));
    }
  },
);

Then('the products page address is {string}', async function (this: SiteWorld, address: string) {
  await expect.poll(() => {
    const url = new URL(this.page.url());
    return `${url.pathname}${url.search}`;
  }).toBe(address);
});

Then(
  'the reinsurance panel describes {int} broker services, starting with {string}',
  async function (this: SiteWorld, count: number, first: string) {
    const services = products(this).panel().getByRole('region', { name: 'Our reinsurance broking services' });
    await expect(services.getByRole('listitem')).toHaveCount(count);
    await expect(services.getByRole('heading', { level: 4 }).first()).toHaveText(first);
    await expect(products(this).rows()).toHaveCount(0);
  },
);

Then('the reinsurance panel lists the facultative lines:', async function (this: SiteWorld, table: DataTable) {
  const lines = products(this).panel().getByRole('region', { name: 'Facultative lines we place' }).getByRole('listitem');
  await expect(lines).toHaveText(table.raw().map(([line]) => line ?? ''));
});

Then('the products page served before scripts run shows the {string} products', async function (this: SiteWorld, category: string) {
  const html = await this.served('/products?category=reinsurance');
  expect(html).toMatch(new RegExp(`aria-live="polite"[^>]*>${category}</h2>`));
  expect(html).toContain('Term Life Insurance');
  expect(html).not.toContain('Facultative lines we place');
});

When('I move the keyboard focus to the product {string}', async function (this: SiteWorld, title: string) {
  await products(this).row(title).focus();
});

Then('the product {string} has keyboard focus', async function (this: SiteWorld, title: string) {
  await expect(products(this).row(title)).toBeFocused();
});

Then('the product sidebar is shown above the products', async function (this: SiteWorld) {
  const sidebar = await products(this).sidebar().boundingBox();
  const panel = await products(this).panel().boundingBox();
  expect(sidebar && panel).toBeTruthy();
  expect(sidebar!.y + sidebar!.height).toBeLessThanOrEqual(panel!.y);
});

const noSidewaysScroll = async function (this: SiteWorld) {
  const overflow = await this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
};
Then('the products page does not scroll sideways', noSidewaysScroll);

// ---------- Composite licence ----------

Then('the licence statement reads {string}', async function (this: SiteWorld, statement: string) {
  await expect(this.page.getByRole('main').getByText(statement, { exact: true })).toBeVisible();
});

Then('the licence number {string} is shown, valid until {string}', async function (this: SiteWorld, number: string, until: string) {
  const main = this.page.getByRole('main');
  await expect(main.getByRole('definition').filter({ hasText: number })).toHaveText(number);
  await expect(main.getByRole('definition').filter({ hasText: until })).toHaveText(until);
});

Then('the licence certificate image is shown', async function (this: SiteWorld) {
  const image = licence(this).certificate().locator('img');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

Then('the licence is previewed full screen on a dark overlay', async function (this: SiteWorld) {
  const dialog = licence(this).preview();
  await expect(dialog).toBeVisible();
  await expect(licence(this).enlargedLicence()).toBeVisible();
  const viewport = this.page.viewportSize();
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(viewport?.width);
  expect(box?.height).toBe(viewport?.height);
  const backdrop = await dialog.evaluate((el) => getComputedStyle(el, '::backdrop').backgroundColor);
  const [r, g, b, a] = (backdrop.match(/[\d.]+/g) ?? []).map(Number);
  expect(Math.max(r ?? 255, g ?? 255, b ?? 255)).toBeLessThan(40);
  expect(a ?? 1).toBeGreaterThanOrEqual(0.8);
});

When('I click the dark overlay around the licence', async function (this: SiteWorld) {
  // A corner of the screen, away from the licence and the close button.
  const viewport = this.page.viewportSize();
  await this.page.mouse.click(10, (viewport?.height ?? 800) - 10);
});

When('I click the enlarged licence', async function (this: SiteWorld) {
  await licence(this).enlargedLicence().click();
});

Then('the licence preview is closed', async function (this: SiteWorld) {
  await expect(licence(this).preview()).toBeHidden();
});

Then('the licence certificate has keyboard focus again', async function (this: SiteWorld) {
  await expect(licence(this).certificate()).toBeFocused();
});

// ---------- Grievance ----------

Then('the grievance intro says an unsatisfied client may escalate', async function (this: SiteWorld) {
  await expect(this.page.getByText(/not satisfied .* you may escalate/)).toBeVisible();
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

Then(
  'escalation level {int} applies when there is no response within {int} working days',
  async function (this: SiteWorld, n: number, days: number) {
    await expect(grievance(this).level(n)).toContainText(`do not receive a response within ${days} working days`);
  },
);

Then('escalation level {int} writes by e-mail to {string}', async function (this: SiteWorld, n: number, email: string) {
  await expect(grievance(this).level(n).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
});

Then(
  "escalation level {int} opens the regulator's portal {string} in a new tab",
  async function (this: SiteWorld, n: number, href: string) {
    const link = grievance(this).level(n).getByRole('link');
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  },
);

Then("the regulator's toll-free number {string} can be called", async function (this: SiteWorld, number: string) {
  const link = grievance(this).regulator().getByRole('link', { name: number, exact: true });
  await expect(link).toHaveAttribute('href', `tel:${number.replace(/\s+/g, '')}`);
});

Then("the regulator's complaints e-mail {string} can be written to", async function (this: SiteWorld, email: string) {
  await expect(grievance(this).regulator().getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
});

Then(
  'written grievances go to {string} at {string} in {string}',
  async function (this: SiteWorld, cell: string, street: string, city: string) {
    const address = grievance(this).regulator().locator('address');
    for (const line of [cell, street, city]) await expect(address.getByText(line, { exact: true })).toBeVisible();
  },
);

Then('the escalation level page does not scroll sideways', noSidewaysScroll);

// ---------- Disclaimer and privacy ----------

Then('the legal page has the sections {string}', async function (this: SiteWorld, headings: string) {
  expect(await legal(this).sectionHeadings()).toEqual(names(headings));
  await expect(legal(this).contents().getByRole('link')).toHaveText(names(headings));
});

Then('the legal section {string} says {string}', async function (this: SiteWorld, heading: string, text: string) {
  await expect(legal(this).section(heading)).toContainText(text);
});

Then('the privacy policy asks at registration for {string}', async function (this: SiteWorld, fields: string) {
  await expect(legal(this).section('Information We Collect').getByRole('listitem')).toHaveText(names(fields));
});

When('I choose {string} in the legal page contents', async function (this: SiteWorld, heading: string) {
  await legal(this).contents().getByRole('link', { name: heading, exact: true }).click();
});

Then('the legal section {string} is in view', async function (this: SiteWorld, heading: string) {
  await expect(legal(this).section(heading).getByRole('heading')).toBeInViewport();
  expect(new URL(this.page.url()).hash).toBe(`#${await legal(this).section(heading).getAttribute('id')}`);
});

When("I follow the cookie banner's link to the privacy policy", async function (this: SiteWorld) {
  await this.page.getByRole('region', { name: 'Cookie consent' }).getByRole('link').click();
});
