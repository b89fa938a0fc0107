import type { Locator, Page } from 'playwright-core';

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
