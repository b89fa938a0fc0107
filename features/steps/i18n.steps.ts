/**
 * The site in Hindi: pre-rendered /hi/ pages, hreflang both ways, the sitemap,
 * the language switcher, Hindi validation messages, the Hindi glossary and a check that
 * a Hindi page's main content holds no English copy.
 */
import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { SiteWorld } from '../support/world';
import { localesOf, localisedPath } from '@/config/locales';
import { routes } from '@/config/paths';
import { englishCopy, mainTexts } from '../support/english-copy';
import { listCalls, listsShown } from '../support/api-lists';
import { escapeRegExp } from '../support/regexp';
import { languageButton, languageControl, languageList } from '../support/pages/language';

function linkHref(html: string, hreflang: string): string | undefined {
  return new RegExp(`<link rel="alternate" hreflang="${escapeRegExp(hreflang)}" href="([^"]+)"`).exec(html)?.[1];
}

function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
}

Then(
  'every registered page is served under {string} in Hindi, with its Hindi canonical address and hreflang alternates',
  async function (this: SiteWorld, prefix: string) {
    const problems: string[] = [];
    for (const route of routes) {
      const hindi = localisedPath('hi', route.path);
      expect(hindi.startsWith(`${prefix}/`), hindi).toBe(true);
      const html = await this.served(hindi);
      if (!/<html lang="hi"[ >]/.test(html)) problems.push(`${hindi}: <html> is not lang="hi"`);
      const canonical = canonicalOf(html);
      if (!canonical || new URL(canonical).pathname !== hindi) problems.push(`${hindi}: canonical ${canonical}`);
      if (new URL(linkHref(html, 'hi-IN') ?? 'x:/').pathname !== hindi) problems.push(`${hindi}: hreflang hi-IN ${linkHref(html, 'hi-IN')}`);
      if (new URL(linkHref(html, 'en-IN') ?? 'x:/').pathname !== route.path) problems.push(`${hindi}: hreflang en-IN ${linkHref(html, 'en-IN')}`);
      if (new URL(linkHref(html, 'x-default') ?? 'x:/').pathname !== route.path) problems.push(`${hindi}: hreflang x-default ${linkHref(html, 'x-default')}`);
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
      if (!/[\u0900-\u097F]/.test(h1)) problems.push(`${hindi}: heading "${h1}" is not in Hindi`);
    }
    expect(problems).toEqual([]);
  },
);

Then('every English page names its Hindi alternate with hreflang {string}', async function (this: SiteWorld, hreflang: string) {
  const problems: string[] = [];
  for (const route of routes) {
    const html = await this.served(route.path);
    if (!/<html lang="en-IN"[ >]/.test(html)) problems.push(`${route.path}: <html> is not lang="en-IN"`);
    const href = linkHref(html, hreflang);
    if (!href || new URL(href).pathname !== localisedPath('hi', route.path)) problems.push(`${route.path}: hreflang ${hreflang} ${href}`);
    if (new URL(canonicalOf(html) ?? 'x:/').pathname !== route.path) problems.push(`${route.path}: canonical ${canonicalOf(html)}`);
  }
  expect(problems).toEqual([]);
});

Then(
  'the sitemap lists every registered page in English and in Hindi, each with hreflang {string}, {string} and {string}',
  async function (this: SiteWorld, en: string, hi: string, fallback: string) {
    const xml = await this.served('/sitemap.xml');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
    const byPath = new Map(entries.map((entry) => [new URL(/<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? 'x:/').pathname, entry]));
    const expected = routes.flatMap((r) => localesOf(r.id).map((locale) => localisedPath(locale, r.path)));
    // Every route in English and Hindi (Japanese adds some: see i18n-japanese.steps.ts).
    expect(expected.filter((path) => !path.startsWith('/ja/')).length).toBe(routes.length * 2);
    expect([...byPath.keys()].sort()).toEqual([...expected].sort());
    for (const route of routes) {
      for (const path of [route.path, localisedPath('hi', route.path)]) {
        const entry = byPath.get(path) ?? '';
        const alt = (lang: string) => new URL(new RegExp(`hreflang="${escapeRegExp(lang)}" href="([^"]+)"`).exec(entry)?.[1] ?? 'x:/').pathname;
        expect(alt(en), `${path} ${en}`).toBe(route.path);
        expect(alt(hi), `${path} ${hi}`).toBe(localisedPath('hi', route.path));
        expect(alt(fallback), `${path} ${fallback}`).toBe(route.path);
      }
    }
  },
);

When('I choose {string} in the language switcher', async function (this: SiteWorld, language: string) {
  const link = (await languageList(this.page)).getByRole('link', { name: language, exact: true });
  await Promise.all([this.page.waitForEvent('load'), link.click()]);
  await this.page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
});

/** The language of a page as the features name it: its html lang and the language control's current item. */
const PAGE_LANGUAGES: Record<string, { lang: string; control: string; current: string }> = {
  English: { lang: 'en-IN', control: 'Language', current: 'English' },
  Hindi: { lang: 'hi', control: 'भाषा', current: 'हिन्दी' },
  Japanese: { lang: 'ja', control: '言語', current: '日本語' },
};

/** The address has become `path` (a link or a stored choice may move the visitor on load) and that page has come to life in `language`. */
async function onPageIn(world: SiteWorld, path: string, language: string): Promise<void> {
  await expect.poll(() => new URL(world.page.url()).pathname, { message: 'the address' }).toBe(path);
  // A stored choice is applied before the page comes to life: once it has, the address is final.
  await world.page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  expect(new URL(world.page.url()).pathname).toBe(path);
  await expect(world.page.locator('html')).toHaveAttribute('lang', PAGE_LANGUAGES[language]?.lang ?? `no language ${language}`);
}

Then(
  /^I am on "([^"]+)" and the page is in (Hindi|Japanese) with the heading "([^"]+)"$/,
  async function (this: SiteWorld, path: string, language: string, heading: string) {
    await onPageIn(this, path, language);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(languageControl(this.page)).toHaveAccessibleName(PAGE_LANGUAGES[language]?.control ?? '');
    // The current language is marked in the list, which is in the page only while open: open it, read it, close it.
    await expect((await languageList(this.page)).locator('[aria-current="true"]')).toHaveText(PAGE_LANGUAGES[language]?.current ?? '');
    await this.page.keyboard.press('Escape');
    await expect(languageButton(this.page)).toHaveAttribute('aria-expanded', 'false');
  },
);

/** Where a visit ends: moved on to the page of the language the visitor chose before, or kept where it was. */
Then(/^I (?:am taken to|stay on) the (English|Hindi|Japanese) page "([^"]+)"$/, async function (this: SiteWorld, language: string, path: string) {
  await onPageIn(this, path, language);
});

Then('I am on {string} and the page is in English', async function (this: SiteWorld, path: string) {
  await onPageIn(this, path, 'English');
  await expect(this.page.getByRole('heading', { level: 1 })).not.toHaveText(/[\u0900-\u097F]/);
});

When('I come back later to {string}', async function (this: SiteWorld, path: string) {
  // The same visitor (same browser profile) opens the English address again, as from a bookmark.
  await this.page.goto(new URL(path, this.siteUrl).href, { waitUntil: 'load' });
});

Then('the term {string} is shown with {string} after it', async function (this: SiteWorld, term: string, english: string) {
  const title = this.page
    .getByRole('main')
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${escapeRegExp(term)}`) })
    .first();
  await expect(title).toContainText(`${term}${english}`);
  await expect(title.locator('[lang="en"]')).toHaveText(english);
});

When('I search the Hindi glossary for {string}', async function (this: SiteWorld, query: string) {
  await this.page.getByRole('main').getByRole('searchbox').fill(query);
});

Then('the search results include {string}', async function (this: SiteWorld, term: string) {
  const main = this.page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'खोज परिणाम' })).toBeVisible();
  await expect(main.getByRole('term').filter({ hasText: new RegExp(`^${escapeRegExp(term)}`) })).toBeVisible();
  // Only the matches are listed, not the whole glossary.
  expect(await main.getByRole('term').count()).toBeLessThan(10);
});

Then('I see {string} from the API, and not {string}', async function (this: SiteWorld, shown: string, absent: string) {
  const main = this.page.getByRole('main');
  await expect(main.getByText(shown, { exact: true }).first()).toBeVisible();
  await expect(main.getByText(absent, { exact: true })).toHaveCount(0);
});

const API_LANGUAGE: Readonly<Record<string, string>> = { English: 'en', Hindi: 'hi' };

Then(/^the page asked the API for its lists in (English|Hindi)$/, function (this: SiteWorld, language: string) {
  const calls = listCalls(this);
  expect(calls.length, `list calls from ${this.page.url()}`).toBeGreaterThan(0);
  expect(calls.map((c) => `${new URL(c.url).pathname} ${c.language}`)).toEqual(calls.map((c) => `${new URL(c.url).pathname} ${API_LANGUAGE[language]}`));
});

Then('the main content has no English copy', async function (this: SiteWorld) {
  // Lists from the API count too: read the page once they are shown.
  await listsShown(this);
  const texts = await this.page.getByRole('main').evaluate(mainTexts);
  const found = texts.flatMap((text) => englishCopy(text));
  expect(found).toEqual([]);
});

// ---------------------------------------------------------------- the Devanagari font

const DEVANAGARI_FONT = /^\/assets\/noto-sans-devanagari-[^/]+\.woff2$/;

When('I open the language list with the keyboard', async function (this: SiteWorld) {
  const button = languageButton(this.page);
  await button.focus();
  await this.page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await languageList(this.page);
});

Then('the language list is closed and its button has the focus', async function (this: SiteWorld) {
  const button = languageButton(this.page);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});

Then(
  'the language list offers {string} and {string}, the Hindi name drawn, and the page downloaded no Devanagari font',
  async function (this: SiteWorld, current: string, other: string) {
    const list = await languageList(this.page);
    await expect(list.locator('[aria-current="true"]')).toHaveText(current);
    await expect(list.getByRole('link')).toHaveText([other]);
    // "हिन्दी" is a drawing (a path shaped from the site's cut); its text is there for screen readers only.
    const hindi = list.getByRole('link', { name: 'हिन्दी', exact: true });
    await expect(hindi.locator('svg[data-drawn-label] path')).toBeVisible();
    expect(((await hindi.locator('svg path').getAttribute('d')) ?? '').length, 'the drawn word').toBeGreaterThan(500);
    const shownAsText = await hindi.evaluate(
      (link) =>
        [...link.querySelectorAll('*'), link]
          .flatMap((el) => [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && /[\u0900-\u097F]/.test(n.textContent ?? '')).map(() => el))
          .filter((el) => (el as HTMLElement).getBoundingClientRect().width > 1).length,
    );
    expect(shownAsText, 'Devanagari drawn as text').toBe(0);
    await this.page.evaluate(() => document.fonts.ready.then(() => undefined));
    const fonts = await this.page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    expect(fonts.filter((path) => DEVANAGARI_FONT.test(path))).toEqual([]);
  },
);

Then(
  'the language control is one button at least 44 × 44 px, drawn alike on {string}, {string} and {string}',
  async function (this: SiteWorld, first: string, second: string, third: string) {
    const looks = async () => {
      const button = languageButton(this.page);
      await expect(button).toHaveCount(1);
      await expect(
        this.page
          .getByRole('banner')
          .getByRole('navigation', { name: /^(Language|भाषा|言語)$/ })
          .getByRole('link'),
      ).toHaveCount(0);
      const box = await button.boundingBox();
      expect(box?.width ?? 0, "the control's width").toBeGreaterThanOrEqual(44);
      expect(box?.height ?? 0, "the control's height").toBeGreaterThanOrEqual(44);
      return button.evaluate((el) => {
        const style = getComputedStyle(el);
        return [
          style.height,
          style.borderTopWidth,
          style.borderTopColor,
          style.borderRadius,
          style.backgroundColor,
          style.fontSize,
          el.querySelectorAll('svg').length,
        ];
      });
    };
    const here = await looks();
    for (const path of [first, second, third]) {
      await this.open(path);
      expect(await looks(), `the control on ${path}`).toEqual(here);
    }
  },
);

When('I visit {string} and note the fonts it downloads', async function (this: SiteWorld, path: string) {
  await this.open(path);
  await this.page.evaluate(() => document.fonts.ready.then(() => undefined));
  // The browser's own record of what the page fetched (same origin, so with the file's size).
  const fonts = await this.page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => new URL(entry.name).pathname.endsWith('.woff2'))
      .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.decodedBodySize })),
  );
  this.fontsNoted = { path, fonts };
});

/**
 * The page noted (I visit … and note the fonts it downloads): a Hindi page preloads the Devanagari
 * font and downloads that file, small; any other page downloads none and preloads none.
 */
Then(
  /^(?:its HTML preloads the Devanagari font, and the page downloaded that file: under (\d+) KB|the page downloaded no Devanagari font, and its HTML preloads none)$/,
  async function (this: SiteWorld, kilobytes: string | null) {
    const seen = this.fontsNoted;
    if (!seen) throw new Error('no page was opened with its fonts noted');
    const downloaded = seen.fonts.filter((f) => DEVANAGARI_FONT.test(f.path));
    if (kilobytes === null) {
      expect(seen.fonts.length, `fonts of ${seen.path}`).toBeGreaterThan(0);
      expect(downloaded).toEqual([]);
      expect(await this.served(seen.path)).not.toMatch(/<link rel="preload"[^>]*noto-sans-devanagari/);
      return;
    }
    const preloaded = /<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)"/g;
    const preloads = [...(await this.served(seen.path)).matchAll(preloaded)].map((m) => m[1] ?? '');
    const font = preloads.find((href) => DEVANAGARI_FONT.test(href));
    expect(font, `the Devanagari preload among ${preloads.join(', ')}`).toBeDefined();
    expect(downloaded.map((f) => f.path)).toEqual([font]);
    expect(downloaded[0]?.bytes ?? Infinity).toBeLessThan(Number(kilobytes) * 1024);
  },
);
