import type { Locator, Page } from 'playwright-core';

/** Board of directors and key management team: the member cards, the loading dots. */
export class PeoplePages {
  constructor(readonly page: Page) {}

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
