import { Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { PARTNER_LOGO_COUNT } from '@/config/timings';
import { PartnersPage } from '../support/pages/partners';
import type { SiteWorld } from '../support/world';

const partners = (world: SiteWorld) => new PartnersPage(world.page);

Then('I see {int} partner logos in the category {string}, each named for its insurer', async function (this: SiteWorld, count: number, category: string) {
  expect(count).toBe(PARTNER_LOGO_COUNT);
  const logos = partners(this).logos();
  await expect(logos).toHaveCount(count);
  await expect(this.page.getByRole('heading', { level: 2, name: category, exact: true })).toBeVisible();
  const categories = await logos.evaluateAll((els) => els.map((e) => e.getAttribute('data-category')));
  expect(new Set(categories)).toEqual(new Set([category]));
  const names = await logos.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? ''));
  expect(names).toHaveLength(count);
  expect(names.every((name) => name.trim().length > 0)).toBe(true);
  expect(new Set(names).size).toBe(count);
});

Then('I see the partner logo of {string}', async function (this: SiteWorld, name: string) {
  await expect(partners(this).logos().getByRole('img', { name, exact: true })).toBeVisible();
});

Then('the partner logos below the first row load lazily, and every partner logo has a width and height', async function (this: SiteWorld) {
  const imgs = partners(this).logos().locator('img');
  await expect(imgs).toHaveCount(PARTNER_LOGO_COUNT);
  const facts = await imgs.evaluateAll((els) =>
    els.map((img) => ({
      top: img.getBoundingClientRect().top,
      loading: img.getAttribute('loading'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
    })),
  );
  const firstRowTop = facts[0]!.top;
  for (const fact of facts) {
    expect(Number(fact.width)).toBeGreaterThan(0);
    expect(Number(fact.height)).toBeGreaterThan(0);
    if (fact.top > firstRowTop + 1) expect(fact.loading).toBe('lazy');
  }
  expect(facts.some((f) => f.loading === 'lazy')).toBe(true);
});

Then('the partner logo of {string} shows the insurer name instead', async function (this: SiteWorld, name: string) {
  const tile = partners(this).logos().filter({ hasText: name });
  await expect(tile).toHaveCount(1);
  await expect(tile.locator('img')).toHaveCount(0);
  await expect(tile.getByText(name, { exact: true })).toBeVisible();
});
