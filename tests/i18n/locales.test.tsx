import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeadTags } from '@/app/document-head';
import { localesOf, localisedPath, publishes, siteHref, splitLocale } from '@/config/locales';
import { routes } from '@/config/paths';
import { formatFor } from '@/lib/locale-format';
import { loadCopy } from '@/content/copy-loading';

/** The head tags of a page as the pre-render writes them (React names the attribute hrefLang; HTML reads it as hreflang). */
const headHtml = (path: string) => renderToStaticMarkup(<HeadTags path={path} />).replaceAll('hrefLang=', 'hreflang=');

describe('locales from the URL prefix', () => {
  it('reads the locale and the path inside it', () => {
    expect(splitLocale('/hi/contact')).toEqual({ locale: 'hi', path: '/contact' });
    expect(splitLocale('/hi')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocale('/hi/')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocale('/history')).toEqual({ locale: 'en', path: '/history' });
    expect(splitLocale('/contact')).toEqual({ locale: 'en', path: '/contact' });
  });

  it('writes a route path in a locale', () => {
    expect(localisedPath('hi', '/')).toBe('/hi/');
    expect(localisedPath('hi', '/about/company')).toBe('/hi/about/company');
    expect(localisedPath('en', '/about/company')).toBe('/about/company');
  });

  it('publishes every route in English and Hindi', () => {
    for (const route of routes) expect(localesOf(route.id)).toEqual(expect.arrayContaining(['en', 'hi']));
  });
});

describe('the head of a Hindi page', () => {
  it('has its Hindi title, its canonical under /hi/ and hreflang both ways', async () => {
    await loadCopy('hi', ['routes']);
    const html = headHtml('/hi/contact');
    expect(html).toContain('<title>संपर्क करें | Kizuna Bharat</title>');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/hi\/contact"/);
    expect(html).toContain('<meta property="og:locale" content="hi_IN"/>');
    expect(html).toMatch(/hreflang="en-IN" href="[^"]+\/contact"/);
    expect(html).toMatch(/hreflang="hi-IN" href="[^"]+\/hi\/contact"/);
    expect(html).toMatch(/hreflang="x-default" href="[^"]+\/contact"/);
    expect(headHtml('/contact')).toMatch(/hreflang="hi-IN" href="[^"]+\/hi\/contact"/);
  });
});

describe('numbers and dates in the locale', () => {
  it('groups in lakhs and crores', () => {
    expect(formatFor('en').number(12345678)).toBe('1,23,45,678');
    expect(formatFor('hi').number(1234567)).toBe('12,34,567');
  });

  it('names months in the locale', () => {
    const date = new Date(Date.UTC(2026, 10, 23));
    expect(formatFor('hi').date(date, { month: 'long', timeZone: 'UTC' })).toBe('नवंबर');
  });
});

// ——— Japanese (issue 14, part 5): a locale that publishes only some routes ———

describe('Japanese publishes home, company, services, products and contact only', () => {
  const published = ['/', '/about/company', '/services', '/products', '/contact'];

  it('lists exactly those routes, in English and Hindi too', () => {
    for (const route of routes) {
      expect(localesOf(route.id), route.path).toEqual(published.includes(route.path) ? ['en', 'hi', 'ja'] : ['en', 'hi']);
    }
  });

  it('links a Japanese page to a Japanese page, and to the English page where Japanese has none', () => {
    expect(siteHref('ja', '/contact')).toBe('/ja/contact');
    expect(siteHref('ja', '/')).toBe('/ja/');
    expect(siteHref('ja', '/?section=2')).toBe('/ja/?section=2');
    expect(siteHref('ja', '/claims')).toBe('/claims');
    expect(siteHref('ja', '/privacy#rights')).toBe('/privacy#rights');
    expect(publishes('ja', '/about/board-of-directors')).toBe(false);
    expect(siteHref('hi', '/claims')).toBe('/hi/claims');
    expect(siteHref('en', '/claims')).toBe('/claims');
  });
});

describe('the head of a Japanese page', () => {
  it('has its Japanese title, og:locale ja_JP, its canonical under /ja/ and hreflang both ways', async () => {
    await loadCopy('ja', ['routes']);
    const html = headHtml('/ja/contact');
    expect(html).toContain('<title>お問い合わせ | Kizuna Bharat</title>');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/ja\/contact"/);
    expect(html).toContain('<meta property="og:locale" content="ja_JP"/>');
    expect(html).toMatch(/hreflang="ja-JP" href="[^"]+\/ja\/contact"/);
    expect(html).toMatch(/hreflang="en-IN" href="[^"]+\/contact"/);
    expect(html).toMatch(/hreflang="hi-IN" href="[^"]+\/hi\/contact"/);
    expect(headHtml('/contact')).toMatch(/hreflang="ja-JP" href="[^"]+\/ja\/contact"/);
    expect(headHtml('/hi/contact')).toMatch(/hreflang="ja-JP" href="[^"]+\/ja\/contact"/);
  });

  it('is not named by a page Japanese does not publish', () => {
    expect(headHtml('/claims')).not.toContain('ja-JP');
    expect(headHtml('/hi/claims')).not.toContain('ja-JP');
  });
});

describe('numbers and dates in Japanese', () => {
  it('groups in thousands and writes dates the Japanese way', () => {
    expect(formatFor('ja').number(12345678)).toBe('12,345,678');
    const date = new Date(Date.UTC(2026, 8, 1));
    expect(formatFor('ja').date(date, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })).toBe('2026年9月1日');
  });
});
