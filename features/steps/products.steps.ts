import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { corporateProducts, lifeProducts, retailProducts } from '@/content/products';
import { ProductsPage } from '../support/pages/products';
import type { SiteWorld } from '../support/world';
import { escapeRegExp } from '../support/regexp';

const names = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const products = (world: SiteWorld) => new ProductsPage(world.page);
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

/** A product's row, clicked: to open it, or, open already, to click it again. */
When(/^I (open|click) the product "([^"]+)"( again)?$/, async function (this: SiteWorld, verb: string, title: string, again: string | null) {
  if ((verb === 'click') !== !!again) throw new Error('say "I open the product …" or "I click the product … again"');
  const row = products(this).row(title);
  if (again) await expect(row).toHaveAttribute('aria-expanded', 'true');
  await row.click();
});

Then('only the product {string} is open, explaining {string}', async function (this: SiteWorld, title: string, excerpt: string) {
  const page = products(this);
  await expect(page.row(title)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.rows().and(page.page.locator('[aria-expanded="true"]'))).toHaveCount(1);
  const details = page.openDetails();
  await expect(details).toHaveCount(1);
  await expect(details).toHaveAccessibleName(title);
  await expect(details).toContainText(excerpt);
});

Then('the open product lists {string}', async function (this: SiteWorld, labels: string) {
  const details = products(this).openDetails();
  await expect(details.getByRole('listitem')).toHaveCount(names(labels).length);
  for (const label of names(labels)) await expect(details.getByText(label, { exact: true })).toBeVisible();
});

When('I choose the product category/sub-category {string}', async function (this: SiteWorld, name: string) {
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

Then('the Non-Life sub-categories {string} are expanded with {string} selected', async function (this: SiteWorld, subs: string, selected: string) {
  const page = products(this);
  await expect(page.subCategoryArrow()).toHaveAttribute('aria-expanded', 'true');
  await expect(page.category('Non-Life')).toHaveAttribute('aria-pressed', 'true');
  for (const sub of names(subs)) {
    await expect(page.category(sub)).toBeVisible();
    await expect(page.category(sub)).toHaveAttribute('aria-pressed', String(sub === selected));
  }
});

Then('the products page address is {string}', async function (this: SiteWorld, address: string) {
  await expect
    .poll(() => {
      const url = new URL(this.page.url());
      return `${url.pathname}${url.search}`;
    })
    .toBe(address);
});

Then('the reinsurance panel describes {int} broker services, starting with {string}', async function (this: SiteWorld, count: number, first: string) {
  const services = products(this).panel().getByRole('region', { name: 'Our reinsurance broking services' });
  await expect(services.getByRole('listitem')).toHaveCount(count);
  await expect(services.getByRole('heading', { level: 4 }).first()).toHaveText(first);
  await expect(products(this).rows()).toHaveCount(0);
});

/** The built-in products of each category a visitor can choose without sub-category (part 2 §2). */
const PRODUCTS_OF: Record<string, readonly { title: string }[]> = { Life: lifeProducts };

Then(
  'the products page served for {string} before scripts run shows the {string} products',
  async function (this: SiteWorld, address: string, category: string) {
    const html = await this.served(address);
    expect(html).toMatch(new RegExp(`aria-live="polite"[^>]*>${escapeRegExp(category)}</h2>`));
    const titles = (PRODUCTS_OF[category] ?? []).map((p) => p.title);
    expect(titles.length, `products of ${category}`).toBeGreaterThan(0);
    for (const title of titles) expect(html).toContain(`>${title}<`);
    // …and nothing of the category the address asked for.
    for (const other of [...corporateProducts, ...retailProducts]) expect(html).not.toContain(`>${other.title}<`);
    expect(html).not.toContain('Facultative lines we place');
  },
);

Then('the product sidebar is shown above the products', async function (this: SiteWorld) {
  const sidebar = await products(this).sidebar().boundingBox();
  const panel = await products(this).panel().boundingBox();
  expect(sidebar && panel).toBeTruthy();
  expect(sidebar!.y + sidebar!.height).toBeLessThanOrEqual(panel!.y);
});

// ——— the first screen: what visitors buy ———

const choices = (world: SiteWorld) => world.page.locator('[data-product-choice]');
const choice = (world: SiteWorld, label: string) => choices(world).filter({ hasText: new RegExp(`^\\s*${escapeRegExp(label)}`) });

Then('the first screen offers {string}, each whole on it and clear of the action bar', async function (this: SiteWorld, list: string) {
  const labels = names(list);
  await expect(choices(this)).toHaveCount(labels.length);
  const viewport = this.page.viewportSize();
  const bar = await this.page.locator('[data-action-bar]').boundingBox();
  const bottom = bar && bar.height > 0 ? bar.y : (viewport?.height ?? 0);
  for (const [i, label] of labels.entries()) {
    const tile = choices(this).nth(i);
    await expect(tile).toContainText(label);
    const box = await tile.boundingBox();
    expect(box, label).not.toBeNull();
    expect(box?.y ?? -1, `the top of "${label}"`).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? 0) + (box?.height ?? Infinity), `the bottom of "${label}"`).toBeLessThanOrEqual(bottom);
  }
});

When('I tap the choice {string}', async function (this: SiteWorld, label: string) {
  await expect(choice(this, label)).toHaveCount(1);
  await choice(this, label).click();
});
