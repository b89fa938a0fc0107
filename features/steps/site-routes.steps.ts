import { Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { SitePage } from '../support/pages/common';
import type { SiteWorld } from '../support/world';
import { routes } from '@/config/paths';

Then('there is no breadcrumb', async function (this: SiteWorld) {
  await expect(new SitePage(this.page).breadcrumb()).toHaveCount(0);
});

Then(
  'the HTML served for {string} already contains the heading {string}',
  async function (this: SiteWorld, path: string, heading: string) {
    const html = await this.served(path);
    expect(html).toContain(`>${heading}</h1>`);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<link rel="canonical"');
    expect(html).toContain('<meta property="og:title"');
  },
);

Then('the server answers {string} with status {int}', async function (this: SiteWorld, path: string, status: number) {
  const response = await fetch(new URL(path, this.siteUrl));
  expect(response.status).toBe(status);
});

Then('I can go back to the home page from there', async function (this: SiteWorld) {
  await this.page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(this.page).toHaveURL(`${this.siteUrl}/`);
});

Then('the sitemap lists every registered page', async function (this: SiteWorld) {
  const response = await fetch(new URL('/sitemap.xml', this.siteUrl));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('xml');
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  expect(locs.sort()).toEqual(routes.map((r) => r.path).sort());
});

Then('robots.txt points to the sitemap', async function (this: SiteWorld) {
  expect(await this.served('/robots.txt')).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

Then('the API reference at {string} documents {string}', async function (this: SiteWorld, path: string, apiPath: string) {
  const html = await this.served(path);
  expect(html).toContain('Kizuna Bharat Insurance Brokers');
  expect(html).toContain(apiPath);
  expect(html).not.toMatch(/<script[^>]+src="https?:/);
});
