import type { Locator, Page } from 'playwright-core';

/** Compliance, CSR and Careers pages. */
export class DocumentsPages {
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

  tryAgain(): Locator {
    return this.page.getByRole('button', { name: 'Try again', exact: true });
  }

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

  careersInvitation(email: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name: email, exact: true });
  }

  openings(): Locator {
    return this.page.getByTestId('career-opening');
  }

  opening(title: string): Locator {
    return this.openings().filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  applyLink(title: string): Locator {
    return this.opening(title).getByRole('link', { name: `Apply for ${title}`, exact: true });
  }
}
