import type { Locator, Page } from 'playwright-core';

/** The Clients page: search box, client cards, skeletons, pagination and the empty state. */
export class ClientsPage {
  constructor(readonly page: Page) {}

  search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search Clients' });
  }

  cards(): Locator {
    return this.page.getByTestId('client-card');
  }

  skeletons(): Locator {
    return this.page.getByTestId('client-skeleton');
  }

  pagination(): Locator {
    return this.page.getByRole('navigation', { name: 'Client pages' });
  }

  pageNumber(n: number): Locator {
    return this.pagination().getByRole('button', { name: `Page ${n}`, exact: true });
  }

  currentPageNumber(): Locator {
    return this.pagination().locator('[aria-current="page"]');
  }

  /** The page numbers and ellipses as a visitor reads them, e.g. "1 … 3 4 5 6 7 … 10". */
  async pageNumbersText(): Promise<string> {
    const items = await this.pagination()
      .getByRole('listitem')
      .evaluateAll((lis) => lis.map((li) => (li.querySelector('[aria-hidden="true"]')?.textContent ?? li.textContent ?? '').trim()));
    return items.filter((text) => text !== 'Previous' && text !== 'Next').join(' ');
  }

  paginationButton(label: 'Previous' | 'Next'): Locator {
    return this.pagination().getByRole('button', { name: label, exact: true });
  }

  clearAllFilters(): Locator {
    return this.page.getByRole('button', { name: 'Clear all filters' });
  }

  /** Waits until the cards' entry animation is over (axe then sees final colours). */
  async cardsSettled(): Promise<void> {
    await this.cards().first().waitFor({ state: 'visible' });
    await this.page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[data-testid="client-card"]')).every((card) => card.getAnimations().every((a) => a.playState === 'finished')),
    );
  }
}
