import { describe, expect, it } from 'vitest';
import { headFor, headHtml } from '@/app/head';
import { localesOf, localisedPath, splitLocale } from '@/config/locales';
import { routes } from '@/config/paths';
import { formatFor, loadCopy } from '@/lib/i18n';

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
    const head = headFor('/hi/contact');
    expect(head.title).toBe('संपर्क करें | Kizuna Bharat');
    expect(head.canonical).toMatch(/\/hi\/contact$/);
    const html = headHtml(head);
    expect(html).toContain('<meta property="og:locale" content="hi_IN" />');
    expect(html).toMatch(/hreflang="en-IN" href="[^"]+\/contact"/);
    expect(html).toMatch(/hreflang="hi-IN" href="[^"]+\/hi\/contact"/);
    expect(html).toMatch(/hreflang="x-default" href="[^"]+\/contact"/);
    expect(headHtml(headFor('/contact'))).toMatch(/hreflang="hi-IN" href="[^"]+\/hi\/contact"/);
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
