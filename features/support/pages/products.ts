import type { Locator, Page } from 'playwright-core';

/** /products: the Browse Products sidebar and the products panel. */
export class ProductsPage {
  constructor(readonly page: Page) {}

  sidebar(): Locator {
    return this.page.getByRole('navigation', { name: 'Browse Products' });
  }

  category(name: string): Locator {
    return this.sidebar().getByRole('button', { name, exact: true });
  }

  subCategoryArrow(): Locator {
    return this.sidebar().getByRole('button', { name: 'Non-Life sub-categories' });
  }

  /** The main panel, titled by the category. */
  panel(): Locator {
    return this.page.getByRole('region').filter({ has: this.page.getByRole('heading', { level: 2, name: /^(Life|Non-Life|Reinsurance)/ }) });
  }

  panelTitle(): Locator {
    return this.panel().getByRole('heading', { level: 2 });
  }

  /** Product rows: the accordion headers of the panel. */
  rows(): Locator {
    return this.panel().locator('h3 > button[aria-expanded]');
  }

  row(title: string): Locator {
    return this.panel().getByRole('button', { name: title, exact: true });
  }

  openDetails(): Locator {
    return this.panel().getByRole('region').filter({ visible: true });
  }

  /** Visible sidebar choices by name (the arrow has no text). */
  visibleChoices(): Locator {
    return this.sidebar().getByRole('button').filter({ hasText: /\S/ });
  }
}
