import type { Locator, Page } from 'playwright-core';

/** The Partners page: the grid of insurer logos. */
export class PartnersPage {
  constructor(readonly page: Page) {}

  logos(): Locator {
    return this.page.getByTestId('partner-logo');
  }
}
