import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { Request } from 'playwright-core';
import type { SiteWorld } from '../support/world';
import { hasRoute, localesOf, localisedPath, type Locale } from '@/config/locales';
import { routes } from '@/config/paths';

Then('the HTML served for {string} already contains the heading {string}', async function (this: SiteWorld, path: string, heading: string) {
  const html = await this.served(path);
  expect(html).toContain(`>${heading}</h1>`);
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  expect(html).toContain('<link rel="canonical"');
  expect(html).toContain('<meta property="og:title"');
});

Then('the server answers {string} with status {int}', async function (this: SiteWorld, path: string, status: number) {
  const response = await fetch(new URL(path, this.siteUrl));
  expect(response.status).toBe(status);
});

/** Every registered page (and no other), or the one page named among them. */
Then(/^the sitemap lists (?:every registered page|"([^"]+)")$/, async function (this: SiteWorld, path: string | null) {
  const response = await fetch(new URL('/sitemap.xml', this.siteUrl));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('xml');
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  if (path !== null) expect(locs).toContain(path);
  // Every route in every language that publishes it (/hi/… beside the English, ADD-14.hindi-pages).
  else expect(locs.sort()).toEqual(routes.flatMap((r) => localesOf(r.id).map((locale) => localisedPath(locale, r.path))).sort());
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

/** What sticks out past the right edge of the screen: the innermost elements, for the failure message. */
function sidewaysCulprits(): string[] {
  const width = window.innerWidth;
  const wide = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > width + 0.5);
  return wide
    .filter((el) => !wide.some((other) => other !== el && el.contains(other)))
    .slice(0, 5)
    .map(
      (el) =>
        `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${(el.textContent ?? '').trim().slice(0, 40)}" ends at ${Math.round(el.getBoundingClientRect().right)} px`,
    );
}

// One visit per route: a 2-core machine under load needs more than the default 30 s for all of them.
const LANGUAGES: Readonly<Record<string, Locale>> = { English: 'en', Hindi: 'hi' };

Then(
  'no registered page in {word} scrolls sideways, and no ordinary word is broken apart',
  { timeout: 120_000 },
  async function (this: SiteWorld, language: string) {
    const locale = LANGUAGES[language];
    if (!locale) throw new Error(`No language "${language}" (${Object.keys(LANGUAGES).join(', ')})`);
    const problems: string[] = [];
    // Content the API sends (office cards, client cards…) arrives after load and can widen the page too:
    // each page is judged once its calls to the API have been answered.
    let inFlight = 0;
    const isApi = (request: Request) => request.url().startsWith(this.apiUrl);
    this.page.on('request', (r) => void (isApi(r) && inFlight++));
    this.page.on('requestfinished', (r) => void (isApi(r) && inFlight--));
    this.page.on('requestfailed', (r) => void (isApi(r) && inFlight--));
    // Every route of src/config/paths.ts: a route added later is checked without touching this feature.
    for (const route of routes.filter((r) => hasRoute(locale, r.id))) {
      const path = localisedPath(locale, route.path);
      await this.open(path);
      await expect.poll(() => inFlight).toBe(0);
      await this.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
      const page = await this.page.evaluate(
        ([culprits]) => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
          culprits: (new Function(`return (${culprits})()`) as () => string[])(),
          // word-break: break-all splits every word at the line's end, e-mail or not.
          breakAll: [...document.querySelectorAll('body *')].filter((el) => getComputedStyle(el).wordBreak === 'break-all').length,
        }),
        [sidewaysCulprits.toString()],
      );
      if (page.scrollWidth > page.innerWidth) {
        problems.push(`${path} is ${page.scrollWidth} px wide on a ${page.innerWidth} px screen: ${page.culprits.join('; ')}`);
      }
      if (page.breakAll > 0) problems.push(`${path}: ${page.breakAll} element(s) break every word apart (word-break: break-all)`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  },
);

When('the code of the other pages can no longer be loaded', async function (this: SiteWorld) {
  // Each page is its own chunk (assets/page-*.js), loaded when a visitor first goes there.
  await this.page.route(`${this.siteUrl}/assets/page-*.js`, (route) => route.abort('failed'));
});

Then('the site shows a screen titled {string}', async function (this: SiteWorld, title: string) {
  await expect(this.page.getByRole('heading', { name: title, exact: true })).toBeVisible();
});
