import type { Locator, Page } from 'playwright-core';

/** Services, board, team and company pages. */
export class PeoplePages {
  constructor(readonly page: Page) {}

  serviceCards(): Locator {
    return this.page.getByRole('main').getByRole('listitem').filter({ has: this.page.locator('img, [aria-hidden="true"]') });
  }

  boardMembers(): Locator {
    return this.page.getByTestId('board-member');
  }

  teamMembers(): Locator {
    return this.page.getByTestId('team-member');
  }

  member(name: string): Locator {
    return this.page.locator('[data-testid="team-member"], [data-testid="board-member"]').filter({ has: this.page.getByRole('heading', { name }) });
  }

  dots(): Locator {
    return this.page.getByTestId('bouncing-dot');
  }
}
