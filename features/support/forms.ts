/**
 * The site's forms as the steps see them (features/steps/forms.steps.ts). Every form is built from the
 * same kit (src/components/form, src/features/consent): labelled fields whose error is tied to them by
 * aria-describedby, choices in a fieldset with a legend, the consent block, one submit button and a
 * role="status" region. So one set of steps works on whichever form the visitor is in: the open
 * dialog's, or else the one form of the page's main content that can be sent.
 *
 * A form can also be named (`{form}`): its page and how it opens, and what a visitor would type to
 * fill it in correctly, so that one scenario outline covers every form.
 */
import { defineParameterType } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
import { callbackText } from '@/content/callback';
import { CONTACT_FORM_TEXT, CONTACT_MESSAGES } from '@/content/contact-form';
import { contact as hindiContact } from '@/content/hi/contact';
import { FORM_KIT_TEXT, FORM_TEXT } from '@/content/forms';
import { formKit as hindiKit } from '@/content/hi/forms';
import { formKit as japaneseKit } from '@/content/ja/forms';
import { apiPathOf } from './api-names';
import { contractReference } from './contract-data';
import type { SiteWorld } from './world';
import { escapeRegExp } from './regexp';

/** What a visitor types into, ticks or chooses. */
const FIELDS = 'input:not([type="hidden"]), select, textarea';

/**
 * A form a visitor fills in: fields and a submit button (a button alone in a form is a button that opens
 * a dialog, a form only for visitors without scripts: src/features/submission).
 */
const FORM_WITH_FIELDS = `form:has(button[type="submit"]):has(${FIELDS})`;

/**
 * Whether the button is alone in its form: one that opens a dialog (safe-form.tsx's DialogFormButton), whose
 * form arrives in a chunk of its own and is shown a moment after it is in the page.
 */
export function opensDialog(button: Locator): Promise<boolean> {
  return button.evaluate((el, fields) => {
    const form = el.closest('form');
    return form !== null && form.querySelector(fields) === null;
  }, FIELDS);
}

/** A form of the main content, not one in a closed dialog (a dialog's form stays in the page once it has been opened). */
const MAIN_FORM = `body:not(:has(dialog[open])) main ${FORM_WITH_FIELDS}:not(dialog *)`;

/** The form a visitor is working in: the open dialog's, else the one form of the main content a visitor fills in. */
export function formInFront(page: Page): Locator {
  return page.locator(`dialog[open] form, ${MAIN_FORM}`);
}

/** Where the form is shown: the open dialog (its close button is outside the form), else the form itself. */
export function formFrame(page: Page): Locator {
  return page.locator(`dialog[open], ${MAIN_FORM}`);
}

const OPTIONAL = [FORM_KIT_TEXT.optional, hindiKit.optional, japaneseKit.optional].map(escapeRegExp).join('|');

/** A field by its label, with or without the "(optional)" the kit adds after it (in any of the site's languages). */
export function fieldOf(form: Locator, label: string): Locator {
  return form.getByLabel(new RegExp(`^${escapeRegExp(label)}(?: (?:${OPTIONAL}))?$`));
}

/** A choice (radio) by its label. */
export function choiceOf(form: Locator, label: string): Locator {
  return form.getByRole('radio', { name: label, exact: true });
}

/** Picks a choice the way a visitor does: its chip (the radio inside is visually hidden). */
export async function choose(world: SiteWorld, form: Locator, label: string): Promise<void> {
  await form
    .locator('label')
    .filter({ has: world.page.getByRole('radio', { name: label, exact: true }) })
    .click();
  await expect(choiceOf(form, label)).toBeChecked();
  world.typed.choices.add(label);
}

/** The consent block's required box (to be contacted about this request) and its optional marketing box. */
export const contactBox = (form: Locator) => form.getByTestId('consent-fields').locator('input[name="consent_contact"]');
export const marketingBox = (form: Locator) => form.getByTestId('consent-fields').locator('input[name="consent_marketing"]');

/** Fills a field as a paste would, and remembers it for "still holds what I typed". */
export async function fillIn(world: SiteWorld, form: Locator, label: string, value: string): Promise<void> {
  await fieldOf(form, label).fill(value);
  world.typed.fields.set(label, value);
}

/** Types into a field key by key (what a visitor's keyboard sends), after emptying it, and remembers it. */
export async function typeInto(world: SiteWorld, form: Locator, label: string, value: string): Promise<void> {
  const field = fieldOf(form, label);
  await field.fill('');
  await field.pressSequentially(value);
  world.typed.fields.set(label, value);
}

/** Ticks a box and remembers it under `name`. */
export async function tick(world: SiteWorld, name: string, box: Locator): Promise<void> {
  await box.check();
  world.typed.boxes.set(name, box);
}

export interface NamedForm {
  /** Visits its page and, for a dialog, opens it. */
  open: (world: SiteWorld) => Promise<void>;
  /** What a visitor types, field by field, and the choices they pick (the consent block aside). */
  fields: [label: string, value: string][];
  choices?: string[];
  /** The label of its phone box. */
  phone?: string;
  /** What else the form needs before it can be sent, besides the consent to be contacted (the contact form: terms, captcha). */
  more?: (world: SiteWorld, form: Locator) => Promise<void>;
  /** The form's own way of saying that the backend received it. */
  received: (world: SiteWorld) => Promise<void>;
}

/** The enquiry and POSP dialogs (part 1 §2.3, §2.4), opened by a button of their page. */
function dialogForm(path: string, opener: string, title: string, fields: [string, string][], phone = 'Phone Number'): NamedForm {
  return {
    open: async (world) => {
      await world.open(path);
      await world.page.getByRole('button', { name: opener, exact: true }).first().click();
      await expect(world.page.getByRole('dialog', { name: title })).toBeVisible();
    },
    fields,
    phone,
    received: async (world) => {
      await expect(formInFront(world.page).getByTestId('form-status')).toHaveText(FORM_TEXT.success);
    },
  };
}

/** The data-request and grievance forms, in their page; the reference they show is the contract's example answer's. */
function pageForm(path: string, api: string, choices: string[], fields: [string, string][]): NamedForm {
  return {
    open: (world) => world.open(path),
    fields,
    choices,
    phone: 'Phone number',
    received: async (world) => {
      await expect(formInFront(world.page).getByRole('status')).toContainText(contractReference(api));
    },
  };
}

export const FORMS: Record<string, NamedForm> = {
  enquiry: dialogForm('/', 'Explore Health Insurance', 'Health Insurance enquiry', [
    ['Name', 'Asha Menon'],
    ['Email', 'asha.menon@example.com'],
    ['Phone Number', '9876543210'],
  ]),
  POSP: dialogForm('/careers', 'Become a POSP', 'Become a POSP partner', [
    ['Name', 'Rohit Kulkarni'],
    ['PAN', 'ABCDE1234F'],
    ['Email', 'rohit.k@example.com'],
    ['Phone Number', '9823012345'],
    ['Remarks', 'Five years of motor insurance sales in Nashik.'],
  ]),
  'call-back': {
    open: async (world) => {
      await world.open('/contact');
      await world.page
        .getByRole('main')
        .getByRole('button', { name: new RegExp(`^${escapeRegExp(callbackText.title)}`) })
        .click();
      await expect(world.page.getByRole('dialog', { name: callbackText.title })).toBeVisible();
    },
    choices: ['Car'],
    fields: [
      [callbackText.name, 'Vikram Rao'],
      [callbackText.phone, '9876543210'],
    ],
    phone: callbackText.phone,
    received: async (world) => {
      await expect(world.page.getByRole('dialog').getByTestId('callback-confirmation')).toBeVisible();
    },
  },
  'data request': pageForm(
    '/privacy/your-data',
    apiPathOf('data request'),
    ['A summary of my data'],
    [
      ['Full name', 'Meera Iyer'],
      ['Email', 'meera.iyer@example.com'],
      ['Details of your request', 'Please send me a summary of the data you hold from my motor policy enquiry.'],
    ],
  ),
  grievance: pageForm(
    '/grievance',
    apiPathOf('grievance'),
    ['A claim'],
    [
      ['Full name', 'Arjun Reddy'],
      ['Email', 'arjun.reddy@example.com'],
      ['Phone number', '9845012345'],
      ['Insurer', 'Suraksha General'],
      ['Your grievance', 'My motor claim was surveyed three weeks ago and I have heard nothing since.'],
    ],
  ),
  contact: {
    open: (world) => world.open('/contact'),
    fields: [
      ['First name', 'Priya'],
      ['Last name', 'Natarajan'],
      ['Email', 'priya.n@example.com'],
      ['Subject', 'Marine cargo open cover'],
      ['Message', 'We import machinery every month; please quote an annual open cover.'],
    ],
    more: async (world, form) => {
      await tick(world, 'terms', termsBox(form));
      await answerCaptcha(world, form, 'correctly');
    },
    received: async (world) => {
      await expect(formInFront(world.page).getByTestId('contact-outcome')).toHaveText(CONTACT_MESSAGES.success);
    },
  },
  'Hindi contact': {
    open: (world) => world.open('/hi/contact'),
    fields: [
      [hindiContact.CONTACT_FORM_TEXT.firstName, 'प्रिया'],
      [hindiContact.CONTACT_FORM_TEXT.lastName, 'नटराजन'],
      [hindiContact.CONTACT_FORM_TEXT.email, 'priya.n@example.com'],
      [hindiContact.CONTACT_FORM_TEXT.subject, 'समुद्री कार्गो ओपन कवर'],
      [hindiContact.CONTACT_FORM_TEXT.message, 'हम हर महीने मशीनरी आयात करते हैं; कृपया वार्षिक ओपन कवर का भाव बताएँ।'],
    ],
    more: async (world, form) => {
      await tick(world, 'terms', termsBox(form));
      await answerCaptcha(world, form, 'correctly');
    },
    received: async (world) => {
      await expect(formInFront(world.page).getByTestId('contact-outcome')).toHaveText(hindiContact.CONTACT_MESSAGES.success);
    },
  },
};

/** The contact form's terms box and its captcha (part 1 §2.6), in English or Hindi. */
const eitherOf = (english: string, hindi: string) => new RegExp(`${escapeRegExp(english)}|${escapeRegExp(hindi)}`);
export const termsBox = (form: Locator) => form.getByRole('checkbox', { name: eitherOf(CONTACT_FORM_TEXT.terms, hindiContact.CONTACT_FORM_TEXT.terms) });
export const captchaQuestion = (form: Locator) => form.getByTestId('captcha-question');
export const captchaBox = (form: Locator) =>
  form.getByRole('textbox', {
    name: eitherOf(CONTACT_FORM_TEXT.captchaBefore.trim().replace(/:.*$/, ''), hindiContact.CONTACT_FORM_TEXT.captchaBefore.trim().replace(/:.*$/, '')),
  });

/** Answers the captcha "a + b" rightly or wrongly (one more), noting the question it answered. */
export async function answerCaptcha(world: SiteWorld, form: Locator, how: 'correctly' | 'wrongly'): Promise<void> {
  await expect(captchaQuestion(form)).toHaveText(/^\d+ \+ \d+$/);
  const question = await captchaQuestion(form).innerText();
  world.lastQuestion = question;
  const [a = 0, b = 0] = question.split('+').map((n) => Number(n.trim()));
  await captchaBox(form).fill(String(a + b + (how === 'correctly' ? 0 : 1)));
}

export function namedForm(name: string): NamedForm {
  const form = FORMS[name];
  if (!form) throw new Error(`Unknown form "${name}"; known: ${Object.keys(FORMS).join(', ')}`);
  return form;
}

/** Fills in what a visitor would type in the named form (fields and choices), but not `except`. */
export async function fillInCorrectly(world: SiteWorld, name: string, except?: string): Promise<void> {
  const spec = namedForm(name);
  const form = formInFront(world.page);
  for (const choice of spec.choices ?? []) await choose(world, form, choice);
  for (const [label, value] of spec.fields) if (label !== except) await fillIn(world, form, label, value);
}

defineParameterType({
  name: 'form',
  regexp: new RegExp(
    Object.keys(FORMS)
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|'),
  ),
  transformer: (name: string) => name,
});
