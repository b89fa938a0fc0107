import type { Locator, Page } from 'playwright-core';

/** /careers: the invitation and the openings. */
export class CareersPage {
  constructor(readonly page: Page) {}

  careersInvitation(email: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name: email, exact: true });
  }

  openings(): Locator {
    return this.page.getByTestId('career-opening');
  }

  opening(title: string): Locator {
    return this.openings().filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }
}
