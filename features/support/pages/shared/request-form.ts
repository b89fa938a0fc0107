import type { Locator, Page } from 'playwright-core';
import { escapeRegExp } from '../../regexp';

/** The forms that carry a notice and consent (ADD-13.consent-block), by the name the features give them. */
export const REQUEST_FORMS = {
  'data request': { heading: 'Make a request', submit: 'Send request', api: '/api/data-requests/' },
  grievance: { heading: 'File a grievance online', submit: 'Send grievance', api: '/api/grievances/' },
} as const;

export type RequestFormName = keyof typeof REQUEST_FORMS;

export function requestForm(name: string): (typeof REQUEST_FORMS)[RequestFormName] {
  const form = REQUEST_FORMS[name as RequestFormName];
  if (!form) throw new Error(`Unknown form "${name}"; known: ${Object.keys(REQUEST_FORMS).join(', ')}`);
  return form;
}

/** An inline request form (the data-request and grievance forms): fields, choices, consent boxes and its status. */
export class RequestFormPage {
  constructor(
    readonly page: Page,
    readonly name: string,
  ) {}

  get spec() {
    return requestForm(this.name);
  }

  form(): Locator {
    return this.page.getByRole('form', { name: this.spec.heading });
  }

  /** A text box by its label ("(optional)" may follow). */
  field(label: string): Locator {
    return this.form().getByLabel(new RegExp(`^${escapeRegExp(label)}( \\(optional\\))?$`));
  }

  choice(label: string): Locator {
    return this.form().getByRole('radio', { name: label, exact: true });
  }

  /** Picks a choice the way a visitor does: its chip (the radio inside is visually hidden). */
  async choose(label: string): Promise<void> {
    await this.form()
      .locator('label')
      .filter({ has: this.page.getByRole('radio', { name: label, exact: true }) })
      .click();
  }

  /** The group of choices by its legend. */
  choiceGroup(legend: string): Locator {
    return this.form().getByRole('group', { name: legend });
  }

  contactBox(): Locator {
    return this.form().getByRole('checkbox', { name: 'I agree to be contacted by phone, SMS or e-mail about this request.' });
  }

  marketingBox(): Locator {
    return this.form().getByRole('checkbox', { name: /^Also send me news and offers about insurance by e-mail\./ });
  }

  notice(): Locator {
    return this.form().getByRole('group', { name: 'Your consent' });
  }

  submit(): Locator {
    return this.form().getByRole('button', { name: this.spec.submit });
  }

  status(): Locator {
    return this.form().getByTestId('request-status');
  }

  consentSummary(): Locator {
    return this.form().getByTestId('consent-summary');
  }
}
