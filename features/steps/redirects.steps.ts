import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { SiteWorld } from '../support/world';

async function builtRedirects(): Promise<Record<string, string>> {
  const file = resolve(import.meta.dirname, '../../dist/redirects.json');
  return JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
}

When('I visit {string}, which leaves for the renewal site', async function (this: SiteWorld, path: string) {
  // The browser follows the server's redirect. Outside names never resolve in this suite, so the
  // trip ends at the renewal host with a name-resolution error: that error and no other is expected.
  const leftFor: { url: string; from?: string }[] = [];
  this.page.on('request', (request) => {
    if (request.isNavigationRequest()) leftFor.push({ url: request.url(), from: request.redirectedFrom()?.url() });
  });
  const failure = await this.page.goto(new URL(path, this.siteUrl).href).then(
    () => undefined,
    (error: Error) => error,
  );
  expect(failure?.message, 'the navigation stops at the outside host').toMatch(/net::ERR_(NAME_NOT_RESOLVED|BLOCKED_BY_CLIENT)/);
  this.navigations = leftFor;
});

Then('I am on the renewal site at {string}', async function (this: SiteWorld, path: string) {
  const target = (await builtRedirects())[path];
  expect(target, `no redirect built for ${path}`).toBeTruthy();
  const renewal = new URL(target ?? '');
  expect(renewal.origin).not.toBe(new URL(this.siteUrl).origin);
  expect(renewal.pathname).toBe(path);
  const last = this.navigations.at(-1);
  expect(last?.url).toBe(renewal.href);
  expect(last?.from).toBe(new URL(path, this.siteUrl).href);
  const response = await fetch(new URL(path, this.siteUrl), { redirect: 'manual' });
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe(renewal.href);
});
