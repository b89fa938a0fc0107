import type { Locator, Page } from 'playwright-core';
import { escapeRegExp } from '../../regexp';

/** The enquiry and POSP forms: one modal dialog with labelled fields. */
export class ModalForm {
  constructor(readonly page: Page) {}

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** A field by its label ("Remarks" also finds "Remarks (optional)"). */
  field(label: string): Locator {
    return this.dialog().getByLabel(new RegExp(`^${escapeRegExp(label)}( \\(optional\\))?$`));
  }

  /** The labels of the form's fields, in order. */
  async labels(): Promise<string[]> {
    // The form's own fields: the consent block's two boxes (ADD-13.consent-block) are not fields of the spec's form.
    const texts = await this.dialog()
      .locator('label')
      .evaluateAll((labels) => labels.filter((l) => !l.closest('[data-testid="consent-fields"]')).map((l) => (l as HTMLElement).innerText));
    return texts.map((t) => t.trim().replace(/ \(optional\)$/, ''));
  }

  submitButton(): Locator {
    return this.dialog().getByRole('button', { name: /^(Submit|Apply)$/ });
  }

  status(): Locator {
    return this.dialog().getByTestId('form-status');
  }
}

/** The submission endpoints of the two forms (part 1 §7). */
export const SUBMISSION_PATH = /\/api\/submit-(insurance-section|posp)-form\/$/;
