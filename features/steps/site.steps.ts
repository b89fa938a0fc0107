import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { routes } from '../../src/config/paths';
import type { SiteWorld } from '../support/world';

async function builtRedirects(): Promise<Record<string, string>> {
  const file = resolve(import.meta.dirname, '../../dist/redirects.json');
  return JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
}

When('I open {string} while the renewal site is reachable', async function (this: SiteWorld, path: string) {
  const target = (await builtRedirects())[path];
  expect(target, `no redirect built for ${path}`).toBeTruthy();
  const renewalOrigin = new URL(target ?? '').origin;
  // Stand in for the external host: the navigation is intercepted, never fetched.
  await this.page.route(`${renewalOrigin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Renewal</title><h1>Renewal site</h1>' }),
  );
  await this.open(path);
});

Then('I am on the renewal site at {string}', async function (this: SiteWorld, path: string) {
  const target = new URL((await builtRedirects())[path] ?? '');
  const here = new URL(this.page.url());
  expect(here.origin).toBe(target.origin);
  expect(here.origin).not.toBe(new URL(this.siteUrl).origin);
  expect(here.pathname).toBe(path);
});

Then('I am on {string}', async function (this: SiteWorld, path: string) {
  await expect(this.page).toHaveURL(new URL(path, this.siteUrl).href);
});

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
  const response = await fetch(new URL('/robots.txt', this.siteUrl));
  expect(response.status).toBe(200);
  expect(await response.text()).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});
