import type { Locator, Page } from 'playwright-core';

/** What every page has: the main heading, the breadcrumb trail, the header and footer. */
export class SitePage {
  constructor(readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  breadcrumb(): Locator {
    return this.page.getByRole('navigation', { name: 'Breadcrumb' });
  }

  async breadcrumbTrail(): Promise<string[]> {
    const items = await this.breadcrumb().getByRole('listitem').allInnerTexts();
    return items.map((text) => text.replace(/^\s*\/\s*/, '').trim());
  }
}

/** The floating Back to top button (Clients and Partners). */
export function backToTop(page: Page): Locator {
  return page.getByRole('button', { name: 'Back to top', exact: true });
}

/** Cards of the pages that follow the system colour scheme, judged with the page itself. */
const CARD_SELECTOR = [
  '[data-testid="board-member"]',
  '[data-testid="team-member"]',
  '[data-testid="client-card"]',
  'section[aria-labelledby="offices-heading"] li > a',
].join(', ');

export interface ColourCheck {
  what: string;
  /** The colour painted behind the element (its own, or the nearest ancestor's that is not transparent). */
  background: string;
  /** Its text colour (of its heading, for a card). */
  color: string;
}

/** The main heading and the first three cards: their background and text colours as the browser computes them. */
export async function colourChecks(page: Page): Promise<ColourCheck[]> {
  // (No named functions inside: the page runs this code as written, without the helpers a bundler would add.)
  return page.evaluate((cards) => {
    const h1 = document.querySelector('main h1');
    const judged: { what: string; el: Element }[] = [
      ...(h1 ? [{ what: 'the page heading', el: h1 }] : []),
      ...[...document.querySelectorAll(cards)].slice(0, 3).map((el, i) => ({ what: `card ${i + 1}`, el })),
    ];
    return judged.map(({ what, el }) => {
      // The colour painted behind it: its own background or the nearest ancestor's that is not transparent.
      let background = getComputedStyle(document.documentElement).backgroundColor;
      for (let node: Element | null = el; node; node = node.parentElement) {
        const bg = getComputedStyle(node).backgroundColor;
        if (bg !== 'transparent' && !/\/\s*0\)$|,\s*0\)$/.test(bg)) {
          background = bg;
          break;
        }
      }
      const text = what === 'the page heading' ? el : (el.querySelector('h2, h3, span') ?? el);
      return { what, background, color: getComputedStyle(text).color };
    });
  }, CARD_SELECTOR);
}

/** Perceived lightness (0 black … 1 white) of a computed CSS colour: rgb(), oklch(), oklab(), lab() or color(srgb). */
export function lightness(css: string): number {
  const numbers = (css.match(/-?[\d.]+%?/g) ?? []).map((n) => (n.endsWith('%') ? Number(n.slice(0, -1)) / 100 : Number(n)));
  if (/^ok(lch|lab)\(/.test(css)) return numbers[0] ?? 0;
  if (/^lab\(/.test(css)) return (numbers[0] ?? 0) / 100;
  const [r = 0, g = 0, b = 0] = /^color\(srgb/.test(css) ? numbers : numbers.map((n) => n / 255);
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const y = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  return (y > 216 / 24389 ? 116 * Math.cbrt(y) - 16 : (24389 / 27) * y) / 100;
}

export const isDark = (css: string) => lightness(css) < 0.4;
export const isLight = (css: string) => lightness(css) > 0.6;
