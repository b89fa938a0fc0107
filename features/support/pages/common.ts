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
