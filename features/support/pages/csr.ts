import type { Locator, Page } from 'playwright-core';

/** /about/csr: the CSR policy card and the initiatives. */
export class CsrPage {
  constructor(readonly page: Page) {}

  csrPolicyDownload(): Locator {
    return this.page.getByRole('button', { name: 'Download the CSR Policy', exact: true });
  }

  csrInitiatives(): Locator {
    return this.page.getByTestId('csr-initiative');
  }

  csrInitiative(name: string): Locator {
    return this.csrInitiatives().filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  async csrInitiativeNames(): Promise<string[]> {
    return this.csrInitiatives().getByRole('heading').allInnerTexts();
  }
}
