import type { Locator, Page } from 'playwright-core';
import { termAnchor } from '../../seams';

/** The knowledge bank pages: glossaries, useful links, insurer forms. */
export class GlossaryPage {
  constructor(readonly page: Page) {}

  searchBox(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search the glossary' });
  }

  letters(): Locator {
    return this.page.getByRole('group', { name: 'Filter terms by first letter' }).getByRole('button');
  }

  letter(letter: string): Locator {
    return this.page.getByRole('group', { name: 'Filter terms by first letter' }).getByRole('button', { name: letter, exact: true });
  }

  /** The terms shown, in order. */
  terms(): Locator {
    return this.page.getByRole('main').getByRole('term');
  }

  definitionOf(term: string): Locator {
    return this.page.locator(`[id="${termAnchor(term)}"]`).getByRole('definition');
  }

  /** The two soft shapes drifting behind the page (decorative). */
  backgroundShapes(): Locator {
    return this.page.locator('.glossary-float-a, .glossary-float-b');
  }

  /** Headings of the letter groups in the all-terms view. */
  letterGroups(): Locator {
    return this.page.getByRole('main').getByRole('heading', { level: 3 });
  }
}
