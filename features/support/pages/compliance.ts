import type { Locator, Page } from 'playwright-core';

/** /compliance: the document cards, their alerts, the skeleton and the retry. */
export class CompliancePage {
  constructor(readonly page: Page) {}

  complianceSkeletonCards(): Locator {
    return this.page.getByTestId('compliance-skeleton-card');
  }

  complianceCards(): Locator {
    return this.page.getByTestId('compliance-document');
  }

  complianceCard(title: string): Locator {
    return this.complianceCards().filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  viewLink(title: string): Locator {
    return this.complianceCard(title).getByRole('link', { name: `View ${title}`, exact: true });
  }

  /** The View button of a document without a file (one with a file has a View link). */
  viewButton(title: string): Locator {
    return this.complianceCard(title).getByRole('button', { name: `View ${title}`, exact: true });
  }

  downloadButton(title: string): Locator {
    return this.complianceCard(title).getByRole('button', { name: `Download ${title}`, exact: true });
  }

  /** The card's in-page alert (its live region is there, empty, even when nothing is said). */
  complianceAlert(title: string): Locator {
    return this.complianceCard(title).getByRole('alert');
  }

  complianceAlerts(): Locator {
    return this.complianceCards().getByRole('alert');
  }

  dismissAlert(title: string): Locator {
    return this.complianceCard(title).getByRole('button', { name: `Dismiss the message on ${title}`, exact: true });
  }
}
