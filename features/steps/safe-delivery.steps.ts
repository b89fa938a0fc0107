/**
 * Steps of the delivery scenarios tagged ADD-26: each language's 404 page, the page a form posted
 * without its scripts lands on, /favicon.ico, modules preloaded once, the API reference's head.
 */
import { request as httpRequest } from 'node:http';
import { Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { channels } from '@/config/channels';
import { site } from '@/config/site';
import { currentSystems } from '../support/servers';
import type { SiteWorld } from '../support/world';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function exchange(base: string, path: string, method: string, body?: string): Promise<Answer> {
  return new Promise((ok, fail) => {
    const req = httpRequest(
      new URL(path, base),
      {
        method,
        headers: {
          'accept-encoding': 'identity',
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${method} ${path}`)));
    req.on('error', fail);
    req.end(body);
  });
}

Then('the page is in {string}, titled {string}, with the heading {string}', async function (this: SiteWorld, lang: string, title: string, heading: string) {
  await expect(this.page.locator('html')).toHaveAttribute('lang', lang);
  await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(heading);
  // The title the client keeps once it has hydrated (it used to take a route's title the language does not publish).
  await expect(this.page).toHaveTitle(title);
});

/** What a visitor typed into the grievance form, as its fields would post it. */
const TYPED = { name: 'Asha Rao', email: 'asha@example.com', phone_num: '9876543210', description: 'My claim was rejected without reason' };

Then(
  'nginx answers a form posted to {string} with 405 and a page in {string} offering the phone number, WhatsApp and e-mail, and nothing of what was sent',
  async function (this: SiteWorld, path: string, lang: string) {
    const answer = await exchange(currentSystems().siteUrl, path, 'POST', new URLSearchParams(TYPED).toString());
    const html = answer.body.toString('utf8');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(String(answer.headers['content-type'])).toMatch(/^text\/html/);
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(`href="tel:${channels.phone.tel}"`);
    expect(html).toContain(`href="https://wa.me/${channels.whatsapp.number}?text=`);
    expect(html).toContain(`href="mailto:${site.email.general}"`);
    for (const value of Object.values(TYPED)) {
      for (const piece of [value, encodeURIComponent(value), value.split(' ')[0] ?? value]) expect(html, `the answer repeats "${piece}"`).not.toContain(piece);
    }
  },
);

Then('nginx sends {string} as an icon', async function (this: SiteWorld, path: string) {
  const answer = await exchange(currentSystems().siteUrl, path, 'GET');
  expect(answer.status).toBe(200);
  expect(String(answer.headers['content-type'])).toBe('image/x-icon');
  // An ICO file: reserved 0, type 1 (icon), and at least one image.
  expect([answer.body.readUInt16LE(0), answer.body.readUInt16LE(2)]).toEqual([0, 1]);
  expect(answer.body.readUInt16LE(4)).toBeGreaterThan(0);
});

Then("the page's modulepreload links are exactly its own list, each module once", async function (this: SiteWorld) {
  await this.page.waitForLoadState('networkidle');
  const seen = await this.page.evaluate(() => ({
    links: [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => new URL(l.getAttribute('href') ?? '', location.href).pathname),
    list: (document.querySelector('meta[name="app-chunks"]')?.getAttribute('content') ?? '').split(' ').filter(Boolean),
    entry: document.querySelector('meta[name="app-entry"]')?.getAttribute('content'),
  }));
  expect(seen.list.length, 'the page lists its first-view scripts').toBeGreaterThan(1);
  expect(seen.list[0], 'the entry is listed first').toBe(seen.entry);
  expect(new Set(seen.links).size, `modulepreload links: ${seen.links.join(' ')}`).toBe(seen.links.length);
  // Vite's preload helper adds a link for any dependency no <link> names yet: none may be left.
  expect([...seen.links].sort()).toEqual([...seen.list].sort());
});

Then('its head declares the charset {string}, a description and an icon', async function (this: SiteWorld, charset: string) {
  const html = await this.served('/api-docs/');
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain(`<meta charset="${charset}"`);
  expect(head).toMatch(/<meta name="description" content="[^"]{40,}"/);
  expect(head).toMatch(/<link rel="icon" href="\/favicon\.svg"/);
});

Then('every link of its menu is a fragment of the page, and opening one afresh shows that section', async function (this: SiteWorld) {
  const html = await this.served('/api-docs/');
  const menu = [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"[^>]*\sdata-discover="true"/g)].map((m) => m[1] ?? '');
  expect(menu.length, 'menu links').toBeGreaterThan(3);
  expect(menu.filter((href) => !href.startsWith('#/'))).toEqual([]);
  const section = menu.find((href) => href !== '#/') ?? '';
  await this.page.goto(new URL(`/api-docs/${section}`, this.siteUrl).href, { waitUntil: 'networkidle' });
  await expect(this.page.locator(`a[href="${section}"] [data-active="true"]`)).toHaveCount(1);
});
