import type { Locator, Page } from 'playwright-core';

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
