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

/** /about/composite-license: the certificate and its full-screen preview. */
export class LicencePage {
  constructor(readonly page: Page) {}

  certificate(): Locator {
    return this.page.getByRole('button', { name: 'View the licence full screen' });
  }

  preview(): Locator {
    return this.page.getByRole('dialog', { name: 'Composite licence, full screen' });
  }

  enlargedLicence(): Locator {
    return this.preview().getByRole('img', { name: /Certificate of registration/ });
  }
}

/** /grievance: the escalation levels and the regulator's contacts. */
export class GrievancePage {
  constructor(readonly page: Page) {}

  levels(): Locator {
    return this.page.getByRole('region', { name: 'Escalation levels' }).getByRole('listitem');
  }

  level(n: number): Locator {
    return this.levels().filter({ hasText: `Level ${n}` });
  }

  regulator(): Locator {
    return this.page.getByRole('region', { name: 'Reaching the regulator' });
  }
}

/** /disclaimer and /privacy: headed sections and their contents list. */
export class LegalPage {
  constructor(readonly page: Page) {}

  sectionHeadings(): Promise<string[]> {
    return this.page.getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts();
  }

  section(heading: string): Locator {
    return this.page.getByRole('region', { name: heading, exact: true });
  }

  contents(): Locator {
    return this.page.getByRole('navigation', { name: 'On this page' });
  }
}
