/**
 * Steps of features/safe-forms.feature: the forms with scripts off (nothing typed in any address,
 * the other ways to reach us), a submit held until the page is interactive, and no form of any
 * pre-rendered page that could send its fields by GET.
 */
import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { Window } from 'happy-dom';
import type { Locator } from 'playwright-core';
import { channels } from '@/config/channels';
import { splitLocale, type Locale } from '@/config/locales';
import { site } from '@/config/site';
import { FORM_KIT_TEXT } from '@/content/forms';
import { formKit as hindiFormKit } from '@/content/hi/forms';
import { formKit as japaneseFormKit } from '@/content/ja/forms';
import { formFallbackPath } from '../support/seams';
import { htmlFiles } from '../../scripts/delivery/files';
import { currentSystems } from '../support/servers';
import type { SiteWorld } from '../support/world';

const dist = resolve(import.meta.dirname, '../../dist');
const NOT_SENT_TITLE: Record<Locale, string> = { en: FORM_KIT_TEXT.notSent.title, hi: hindiFormKit.notSent.title, ja: japaneseFormKit.notSent.title };

Given('the browser runs no script', async function (this: SiteWorld) {
  await this.context.close();
  this.context = await currentSystems().browser.newContext({ viewport: { width: 1366, height: 900 }, javaScriptEnabled: false });
  this.page = await this.context.newPage();
  this.page.setDefaultTimeout(10_000);
  // Every address the browser asks for from now on (main frame and subresources), and how: World.requests.
  this.requests = [];
  this.watch(this.context, this.page);
});

When('I open {string} without scripts', async function (this: SiteWorld, path: string) {
  await this.page.goto(new URL(path, this.siteUrl).href, { waitUntil: 'load' });
});

function formNamed(world: SiteWorld, name: string): Locator {
  const main = world.page.locator('main');
  switch (name) {
    case 'grievance':
    case 'data request':
      return main.locator('form[method="post"]').filter({ has: world.page.locator('textarea') });
    case 'contact':
      return world.page.getByTestId('contact-form');
    case 'call-back':
      return world.page.getByTestId('hero-callback');
    default:
      throw new Error(`unknown form ${name}`);
  }
}

async function expectWaysToReachUs(scope: Locator) {
  await expect(scope.locator(`a[href="tel:${channels.phone.tel}"]`).first()).toBeVisible();
  await expect(scope.locator(`a[href^="https://wa.me/${channels.whatsapp.number}?text="]`).first()).toBeVisible();
  await expect(scope.locator(`a[href="mailto:${site.email.general}"]`).first()).toBeVisible();
}

Then(
  /^the (grievance|data request|contact|call-back) form says it needs JavaScript and offers the phone number, WhatsApp and e-mail$/,
  async function (this: SiteWorld, name: string) {
    const notice = formNamed(this, name).locator('[data-form-noscript]');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('JavaScript');
    await expectWaysToReachUs(notice);
  },
);

/** Values no page shows by itself, so that finding one in an address can only mean it was sent there. */
const VALUES = { text: 'Asha Zqxrao', email: 'asha.zqx@example.com', tel: '9845012345', long: 'Zqx my claim was rejected without reason', number: '7' };

/** Fills every field with a value of its kind; what was typed (World.typed) is looked for in the addresses asked for. */
async function fillEverything(world: SiteWorld, form: Locator) {
  for (const input of await form.locator('input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), textarea').all()) {
    const type = (await input.getAttribute('type')) ?? 'text';
    const numeric = (await input.getAttribute('inputmode')) === 'numeric';
    const tag = await input.evaluate((el) => el.tagName);
    const value = tag === 'TEXTAREA' ? VALUES.long : type === 'email' ? VALUES.email : type === 'tel' ? VALUES.tel : numeric ? VALUES.number : VALUES.text;
    await input.fill(value);
    if (value !== VALUES.number) world.typed.fields.set((await input.getAttribute('name')) ?? value, value);
  }
  for (const box of await form.locator('input[type="checkbox"]').all()) await box.check({ force: true });
  const radios = form.locator('input[type="radio"]');
  if ((await radios.count()) > 1) await radios.nth(1).check({ force: true });
}

When(/^I fill in every field of the (grievance|data request|contact|call-back) form and submit it$/, async function (this: SiteWorld, name: string) {
  const form = formNamed(this, name);
  await fillEverything(this, form);
  await Promise.all([this.page.waitForURL(/form-needs-javascript/), form.locator('button[type="submit"]').click()]);
});

When('I press the button {string}', async function (this: SiteWorld, name: string) {
  this.typed.fields.clear();
  await Promise.all([this.page.waitForURL(/form-needs-javascript/), this.page.getByRole('button', { name, exact: true }).first().click()]);
});

Then('the browser is on {string} with no query, and nothing I typed is in any address it asked for', async function (this: SiteWorld, landing: string) {
  const url = new URL(this.page.url());
  expect(url.pathname).toBe(landing);
  expect(url.search).toBe('');
  const requests = this.requests;
  const arrival = requests.filter((r) => r.isNavigationRequest() && new URL(r.url()).pathname === landing);
  expect(
    arrival.map((r) => r.method()),
    'the form was posted, not sent by GET',
  ).toEqual(['POST']);
  const addresses = requests.map((r) => decodeURIComponent(r.url().replace(/\+/g, ' ')).toLowerCase());
  for (const value of this.typed.fields.values()) {
    for (const piece of [value, ...value.split(/[ @.]/).filter((p) => p.length > 3)]) {
      expect(
        addresses.filter((a) => a.includes(piece.toLowerCase())),
        `addresses holding "${piece}"`,
      ).toEqual([]);
    }
  }
});

Then('the page says in {string} that the form was not sent and offers the phone number, WhatsApp and e-mail', async function (this: SiteWorld, lang: string) {
  await expect(this.page.locator('html')).toHaveAttribute('lang', lang);
  const { locale } = splitLocale(new URL(this.page.url()).pathname);
  await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(NOT_SENT_TITLE[locale]);
  await expectWaysToReachUs(this.page.locator('main'));
});

// ---------------------------------------------------------------- a submit before the page is interactive

function entryScript(): string {
  const html = readFileSync(resolve(dist, 'index.html'), 'utf8');
  const src = /<meta name="app-entry" content="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('no app entry in dist/index.html');
  return src;
}

Given("the site's entry script is held back", async function (this: SiteWorld) {
  let release!: () => void;
  const gate = new Promise<void>((ok) => (release = ok));
  await this.page.route(new URL(entryScript(), this.siteUrl).href, async (route) => {
    await gate;
    await route.continue().catch(() => undefined);
  });
  this.releases.push(release);
  this.releaseEntry = release;
});

When('I open {string} before its scripts have run', async function (this: SiteWorld, path: string) {
  await this.page.goto(new URL(path, this.siteUrl).href, { waitUntil: 'load' });
  await expect(this.page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
});

When("the site's entry script is let through", async function (this: SiteWorld) {
  const release = this.releaseEntry;
  if (!release) throw new Error('the entry script was not held back');
  release();
  await this.page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
});

const apiPosts = (world: SiteWorld, path?: string) => world.apiCalls.filter((c) => c.method === 'POST' && (!path || c.url === `${world.apiUrl}${path}`));

Then('the browser is still on {string} and nothing was sent within {int} ms', async function (this: SiteWorld, path: string, ms: number) {
  await this.holdsFor(
    ms,
    async () =>
      new URL(this.page.url()).pathname === path && apiPosts(this).length === 0 && (await this.page.locator('html[data-hydrated="true"]').count()) === 0,
    `the page to stay on ${path}, not interactive, with nothing sent`,
  );
});

Then("the grievance form's button says {string}", async function (this: SiteWorld, text: string) {
  await expect(this.page.getByRole('form', { name: 'File a grievance online' }).locator('button[type="submit"]')).toHaveText(text);
});

When(
  "in the hero's call-back box I choose {string}, type {string}, tick the box to be called back and press {string}",
  async function (this: SiteWorld, product: string, number: string, button: string) {
    const hero = this.page.getByTestId('hero-callback');
    await hero.locator('label').filter({ hasText: product }).click();
    await hero.locator('input[type="tel"]').fill(number);
    await hero.locator('input[name="consent_contact"]').check();
    await hero.getByRole('button', { name: button }).click();
  },
);

// ---------------------------------------------------------------- no form by GET

// Parses every pre-rendered page (57) with happy-dom: about 1 s on an idle machine, but CPU-bound, so it
// grows with load (24 s of the default 30 s under a load average of 14); the limit leaves room for that.
Then(
  'every form of every pre-rendered page posts to the fallback page of its language, or sends no field',
  { timeout: 120_000 },
  async function (this: SiteWorld) {
    const window = new Window();
    const problems: string[] = [];
    let forms = 0;
    const pages = htmlFiles(dist);
    for (const file of pages) {
      const path = `/${relative(dist, file).split(sep).join('/')}`;
      const { locale } = splitLocale(path);
      const document = new window.DOMParser().parseFromString(readFileSync(file, 'utf8'), 'text/html');
      for (const form of Array.from(document.querySelectorAll('form'))) {
        forms += 1;
        const method = (form.getAttribute('method') ?? 'get').toLowerCase();
        const named = Array.from(form.querySelectorAll('input[name], select[name], textarea[name], button[name]')).map((c) => c.getAttribute('name'));
        const byGet = Array.from(form.querySelectorAll('[formmethod]')).filter((c) => c.getAttribute('formmethod')?.toLowerCase() !== 'post');
        const label = `${path}: <form ${form.getAttribute('aria-labelledby') ?? form.getAttribute('data-testid') ?? ''}>`;
        if (byGet.length > 0) problems.push(`${label} has a button that sends it by GET`);
        if (method !== 'post') {
          if (named.length > 0) problems.push(`${label} sends ${named.join(', ')} by ${method.toUpperCase()}`);
          continue;
        }
        if (form.getAttribute('action') !== formFallbackPath(locale))
          problems.push(`${label} posts to ${form.getAttribute('action')}, not ${formFallbackPath(locale)}`);
      }
    }
    await window.happyDOM.close();
    this.attach(`${forms} forms on ${pages.length} pages`);
    expect(pages.length, 'pre-rendered pages').toBeGreaterThan(50);
    expect(forms, 'forms found').toBeGreaterThan(50);
    expect(problems).toEqual([]);
  },
);
