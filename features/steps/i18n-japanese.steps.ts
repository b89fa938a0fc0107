/**
 * The site in Japanese (ADD-14.ja-pages), the Japanese scenarios of features/i18n.feature: the five
 * pre-rendered /ja/ pages and their alternates, the sitemap, the switcher on pages with and without
 * Japanese, the call-back form's Japanese messages, links to pages Japanese does not publish, and no
 * English copy in a Japanese page's main content. (The switcher's own steps are in i18n.steps.ts.)
 */
import { Then, type DataTable } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { SiteWorld } from '../support/world';
import { languageButton, languageList } from '../support/pages/language';
import { localesOf, localisedPath } from '@/config/locales';
import { routes } from '@/config/paths';
import { englishCopy, mainTexts } from '../support/english-copy';
import { escapeRegExp } from '../support/regexp';

/** The path of an absolute URL the page names ('' when there is none). */
const pathOf = (href: string | undefined) => (href ? new URL(href).pathname : '');

function alternate(html: string, hreflang: string): string {
  return pathOf(new RegExp(`<link rel="alternate" hreflang="${escapeRegExp(hreflang)}" href="([^"]+)"`).exec(html)?.[1]);
}

/** The registered route whose page is `path` in some language ('/ja/contact' → /contact). */
function routeOf(path: string) {
  const inside = path.replace(/^\/(hi|ja)(?=\/|$)/, '') || '/';
  const route = routes.find((r) => r.path === (inside.length > 1 ? inside.replace(/\/$/, '') : inside));
  if (!route) throw new Error(`${path} is not a page of the route list`);
  return route;
}

// ——— pre-rendered pages, hreflang, sitemap ———

Then(
  'these pages are served in Japanese, with og:locale {string}, their own canonical address and the heading:',
  async function (this: SiteWorld, ogLocale: string, table: DataTable) {
    const rows = table.hashes() as { page: string; heading: string }[];
    this.tablePages = rows.map((row) => row.page);
    for (const { page, heading } of rows) {
      const html = await this.served(page);
      expect(html, page).toMatch(/<html lang="ja"[ >]/);
      expect(html, page).toContain(`<meta property="og:locale" content="${ogLocale}">`);
      expect(pathOf(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]), page).toBe(page);
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
      expect(h1, page).toBe(heading);
    }
  },
);

Then(
  'each of them, and its English and Hindi page, names the alternates {string}, {string}, {string} and {string}',
  async function (this: SiteWorld, en: string, hi: string, ja: string, fallback: string) {
    for (const page of this.tablePages ?? []) {
      const route = routeOf(page);
      for (const path of [route.path, localisedPath('hi', route.path), page]) {
        const html = await this.served(path);
        expect({ path, en: alternate(html, en), hi: alternate(html, hi), ja: alternate(html, ja), fallback: alternate(html, fallback) }).toEqual({
          path,
          en: route.path,
          hi: localisedPath('hi', route.path),
          ja: page,
          fallback: route.path,
        });
      }
    }
  },
);

Then('no other English or Hindi page names a Japanese alternate', async function (this: SiteWorld) {
  const japanese = new Set((this.tablePages ?? []).map((page) => routeOf(page).id));
  const naming: string[] = [];
  for (const route of routes.filter((r) => !japanese.has(r.id))) {
    for (const path of [route.path, localisedPath('hi', route.path)]) {
      if ((await this.served(path)).includes('hreflang="ja-JP"')) naming.push(path);
    }
  }
  expect(naming).toEqual([]);
});

async function sitemapEntries(world: SiteWorld): Promise<Map<string, string>> {
  const xml = await world.served('/sitemap.xml');
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
  return new Map(entries.map((entry) => [pathOf(/<loc>([^<]+)<\/loc>/.exec(entry)?.[1]), entry]));
}

Then(
  "the sitemap's Japanese pages are {string}, {string}, {string}, {string} and {string}",
  async function (this: SiteWorld, a: string, b: string, c: string, d: string, e: string) {
    const pages = [a, b, c, d, e];
    const listed = [...(await sitemapEntries(this)).keys()].filter((path) => path.startsWith('/ja/'));
    expect(listed.sort()).toEqual([...pages].sort());
    // The same five the route list publishes in Japanese.
    expect(
      routes
        .filter((r) => localesOf(r.id).includes('ja'))
        .map((r) => localisedPath('ja', r.path))
        .sort(),
    ).toEqual([...pages].sort());
  },
);

Then(
  'in the sitemap {string}, {string} and {string} each name {string} with hreflang {string}',
  async function (this: SiteWorld, en: string, hi: string, ja: string, japanese: string, hreflang: string) {
    const entries = await sitemapEntries(this);
    for (const path of [en, hi, ja]) {
      const entry = entries.get(path) ?? '';
      expect(pathOf(new RegExp(`hreflang="${escapeRegExp(hreflang)}" href="([^"]+)"`).exec(entry)?.[1]), path).toBe(japanese);
    }
  },
);

Then('in the sitemap {string} names no Japanese page', async function (this: SiteWorld, path: string) {
  const entry = (await sitemapEntries(this)).get(path);
  expect(entry, path).toBeDefined();
  expect(entry).not.toContain('ja-JP');
  expect(entry).not.toContain('/ja/');
});

// ——— the switcher ———

/** The other languages of the page, all of them and in order. */
Then(/^the language switcher offers "([^"]+)"(?: and "([^"]+)"| only)$/, async function (this: SiteWorld, first: string, second: string | null) {
  // (Cucumber passes null for the second group when the step says "only".)
  await expect((await languageList(this.page)).getByRole('link')).toHaveText(second === null ? [first] : [first, second]);
});

Then("the header's items stand side by side within the screen, the language control included", async function (this: SiteWorld) {
  const width = this.page.viewportSize()?.width ?? 0;
  const boxes = await this.page.getByRole('banner').evaluate((header) => {
    const row = header.firstElementChild as HTMLElement;
    return (
      [...row.children]
        .map((child) => ({ child, box: child.getBoundingClientRect() }))
        // What is shown in the row (the phone menu, absolutely placed below it, is not part of it).
        .filter(({ child, box }) => box.width > 0 && getComputedStyle(child).position !== 'absolute')
        .map(({ child, box }) => ({ what: child.getAttribute('aria-label') ?? child.tagName.toLowerCase(), left: box.left, right: box.right }))
    );
  });
  for (const [i, box] of boxes.entries()) {
    expect(box.right, `${box.what} ends within the screen`).toBeLessThanOrEqual(width);
    const next = boxes[i + 1];
    if (next) expect(next.left, `${next.what} starts after ${box.what}`).toBeGreaterThanOrEqual(box.right);
  }
  const control = languageButton(this.page);
  await expect(control).toBeInViewport({ ratio: 1 });
  const box = await control.boundingBox();
  expect(box?.height ?? 0, 'the language control is a 44 px target').toBeGreaterThanOrEqual(44);
  expect(box?.width ?? 0, 'the language control is a 44 px target').toBeGreaterThanOrEqual(44);
});

// ——— links to pages Japanese does not publish ———

const frameLink = (world: SiteWorld, where: string, name: string) =>
  (where === 'header'
    ? world.page.getByRole('banner').getByRole('navigation', { name: 'メインメニュー', exact: true })
    : world.page.getByRole('contentinfo')
  ).getByRole('link', {
    name,
    exact: true,
  });

Then(/^the (header|footer)'s link "([^"]+)" leads to the English page "([^"]+)"$/, async function (this: SiteWorld, where: string, name: string, path: string) {
  const link = frameLink(this, where, name);
  await expect(link).toHaveAttribute('href', path);
  await expect(link).toHaveAttribute('hreflang', 'en-IN');
});

// ——— no English copy ———

/** Every string of a JSON answer (deep). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The texts of the API's answers to the page's GET calls (the mock answers a repeated call the same way). */
async function apiTexts(world: SiteWorld): Promise<string[]> {
  // The lists only (/api/…): the page also fetches the images the lists name from the API host.
  const urls = [...new Set(world.apiCalls.filter((call) => call.method === 'GET' && new URL(call.url).pathname.startsWith('/api/')).map((call) => call.url))];
  // Asked as a Japanese page asks: in English, the contract having no Japanese (src/lib/api-client.ts,
  // apiLanguageOf). Node's own Accept-Language (*) is outside the contract's en | hi, and Prism refuses it.
  const answers = await Promise.all(
    urls.map(async (url) => {
      const answer = await fetch(url, { headers: { 'accept-language': 'en' } });
      expect(answer.status, `${url} asked again for its texts`).toBe(200);
      return answer.json() as Promise<unknown>;
    }),
  );
  // Words only (not a suffix such as "M", which would cut names apart); longest first, so a title
  // inside a longer text is not removed before the text.
  return answers
    .flatMap(stringsOf)
    .filter((text) => /[A-Za-z]{2,}/.test(text) && text.trim().length >= 4)
    .sort((a, b) => b.length - a.length);
}

Then("the main content shows {string} and has no English copy besides the API's data", async function (this: SiteWorld, shown: string) {
  const main = this.page.getByRole('main');
  await expect(main.getByText(shown, { exact: true }).first()).toBeAttached();
  const texts = await main.evaluate(mainTexts);
  const data = await apiTexts(this);
  const found = texts.flatMap((text) =>
    englishCopy(
      data.reduce((rest, item) => rest.split(item).join(' '), text),
      { singleWords: true },
    ),
  );
  expect(found).toEqual([]);
});
