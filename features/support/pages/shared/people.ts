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

/**
 * On which side each card shows its picture, read from the layout: "left" when the
 * picture's box lies left of the text's heading, "right" otherwise.
 */
export async function pictureSides(cards: Locator, picture: string, heading: string): Promise<string[]> {
  return cards.evaluateAll(
    (els, [pictureSelector, headingSelector]) =>
      els.map((el) => {
        const pic = el.querySelector(pictureSelector ?? '')?.getBoundingClientRect();
        const text = el.querySelector(headingSelector ?? '')?.getBoundingClientRect();
        if (!pic || !text) return 'missing';
        return pic.left + pic.width / 2 < text.left + text.width / 2 ? 'left' : 'right';
      }),
    [picture, heading],
  );
}

/** Left, right, left… for `count` cards. */
export const alternating = (count: number) => Array.from({ length: count }, (_, i) => (i % 2 === 0 ? 'left' : 'right'));
