import type { Locator, Page } from 'playwright-core';

/** /disclaimer and /privacy: headed sections and their contents list. */
export class LegalPage {
  constructor(readonly page: Page) {}

  sectionHeadings(): Promise<string[]> {
    return this.page.getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts();
  }

  section(heading: string): Locator {
    return this.page.getByRole('region', { name: heading, exact: true });
  }

  /** The paragraphs before the first section. */
  introduction(): Locator {
    return this.page.getByRole('article').locator('> div').first();
  }

  contents(): Locator {
    return this.page.getByRole('navigation', { name: 'On this page' });
  }
}
