import type { Locator, Page } from 'playwright-core';

export class ContactPage {
  constructor(readonly page: Page) {}

  officeCards(): Locator {
    return this.page.locator('section[aria-labelledby="offices-heading"] li');
  }

  officeCard(city: string): Locator {
    return this.officeCards().filter({ hasText: city });
  }

  question(): Locator {
    return this.page.getByTestId('captcha-question');
  }

  answerBox(): Locator {
    return this.page.getByRole('textbox', { name: /Security check/ });
  }

  async fillForm(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) {
      await this.page.getByLabel(label, { exact: true }).fill(value);
    }
  }

  async correctAnswer(): Promise<string> {
    const text = await this.question().innerText();
    const [a, b] = text.split('+').map((n) => Number(n.trim()));
    return String((a ?? 0) + (b ?? 0));
  }

  outcome(): Locator {
    return this.page.getByTestId('contact-outcome');
  }

  map(): Locator {
    return this.page.locator('iframe[title^="Map"]');
  }
}
