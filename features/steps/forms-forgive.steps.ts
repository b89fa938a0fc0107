/**
 * Steps of forms-forgive.feature (issue 12, "Forms that forgive and never hang"): one driver per
 * form (how to open it, fill it in correctly, send it and see that it was received), so that one
 * scenario outline covers every form. Bodies are read from the requests the browser sent; they go
 * to Prism, which checks them against openapi.yaml, unless a step says it answers in the browser.
 */
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { Download, Locator, Route } from 'playwright-core';
import { callbackText, relativeDay } from '@/content/callback';
import { consentText } from '@/content/consent';
import { FORM_TEXT } from '@/content/forms';
import { callbackPlan } from '../support/seams';
import { apiPathOf } from '../support/api-names';
import { ContactPage } from '../support/pages/contact';
import { RequestFormPage } from '../support/pages/shared/request-form';
import type { SiteWorld } from '../support/world';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface FormDriver {
  /** The endpoint it posts to. */
  api: string;
  /** Visits its page and opens it (modal forms). */
  open: (world: SiteWorld) => Promise<void>;
  /** The form element itself. */
  form: (world: SiteWorld) => Locator;
  /** The label of its phone box, when it has one. */
  phone?: string;
  /** Fills in everything but the phone box the way a visitor would, consent included. */
  fillRest: (world: SiteWorld) => Promise<void>;
  send: (world: SiteWorld) => Promise<void>;
  /** The form's own way of saying that the backend received it. */
  received: (world: SiteWorld) => Promise<void>;
}

const dialog = (world: SiteWorld, name?: string) => (name ? world.page.getByRole('dialog', { name }) : world.page.getByRole('dialog'));
const labelled = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${escape(label)}( \\(optional\\))?$`));
const contactBox = (scope: Locator) => scope.getByRole('checkbox', { name: consentText.contactLabel });

/**
 * The spec's own forms (enquiry, POSP, contact) gain the consent block of issue 13 on another branch:
 * tick its required box where the form has one, so that these scenarios, which are not about consent,
 * send a body the contract accepts either way. The call-back and request forms always have it.
 */
async function agreeWhereAsked(scope: Locator): Promise<void> {
  const box = contactBox(scope);
  if ((await box.count()) > 0) await box.check();
}

/** The enquiry and POSP modals (part 1 §2.3, §2.4). */
function modalDriver(path: string, opener: string, title: string, api: string, rest: [string, string][]): FormDriver {
  const scope = (world: SiteWorld) => dialog(world, title);
  return {
    api,
    phone: 'Phone Number',
    open: async (world) => {
      await world.open(path);
      await world.page.getByRole('button', { name: opener, exact: true }).first().click();
      await expect(scope(world)).toBeVisible();
    },
    form: (world) => scope(world).locator('form'),
    fillRest: async (world) => {
      for (const [label, value] of rest) await labelled(scope(world), label).fill(value);
      await agreeWhereAsked(scope(world));
    },
    send: async (world) => {
      await scope(world)
        .getByRole('button', { name: /^(Submit|Apply)$/ })
        .click();
    },
    received: async (world) => {
      await expect(scope(world).getByTestId('form-status')).toHaveText(FORM_TEXT.success);
    },
  };
}

/** The data-request and grievance forms (issue 13). */
function requestDriver(name: 'data request' | 'grievance', path: string, reference: string, choices: string[], rest: [string, string][]): FormDriver {
  const page = (world: SiteWorld) => new RequestFormPage(world.page, name);
  return {
    api: apiPathOf(name),
    phone: 'Phone number',
    open: (world) => world.open(path),
    form: (world) => page(world).form(),
    fillRest: async (world) => {
      for (const choice of choices) await page(world).choose(choice);
      for (const [label, value] of rest) await page(world).field(label).fill(value);
      await page(world).contactBox().check();
    },
    send: (world) => page(world).submit().click(),
    received: async (world) => {
      await expect(page(world).status()).toContainText(reference);
    },
  };
}

/** The contact page's message form. */
const contactForm = (world: SiteWorld) => world.page.locator('form').filter({ has: world.page.getByRole('button', { name: 'Send message' }) });

const callbackDialog = (world: SiteWorld) => dialog(world, callbackText.title);

/** The confirmation (the dialog is then named by its heading, "We will call you back"). */
const confirmation = (world: SiteWorld) => world.page.getByRole('dialog').getByTestId('callback-confirmation');

/** The "Call back" tile among the ways to reach us on /contact. */
async function openCallback(world: SiteWorld): Promise<void> {
  await world.page.getByRole('main').getByRole('button', { name: /^Call back/ }).click();
  await expect(callbackDialog(world)).toBeVisible();
}

const FORMS: Record<string, FormDriver> = {
  enquiry: modalDriver('/', 'Explore Health Insurance', 'Health Insurance enquiry', apiPathOf('enquiry'), [
    ['Name', 'Asha Menon'],
    ['Email', 'asha.menon@example.com'],
  ]),
  POSP: modalDriver('/careers', 'Become a POSP', 'Become a POSP partner', apiPathOf('POSP application'), [
    ['Name', 'Rohit Kulkarni'],
    ['PAN', 'ABCDE1234F'],
    ['Email', 'rohit.k@example.com'],
    ['Remarks', 'Five years of motor insurance sales in Nashik.'],
  ]),
  'call-back': {
    api: apiPathOf('call-back request'),
    phone: 'Mobile number',
    open: async (world) => {
      await world.open('/contact');
      await openCallback(world);
    },
    form: (world) => callbackDialog(world).locator('form'),
    fillRest: async (world) => {
      const scope = callbackDialog(world);
      await scope.locator('label').filter({ has: world.page.getByRole('radio', { name: 'Car', exact: true }) }).click();
      await labelled(scope, callbackText.name).fill('Vikram Rao');
      await contactBox(scope).check();
    },
    send: (world) => callbackDialog(world).getByRole('button', { name: callbackText.submit }).click(),
    received: async (world) => {
      await expect(confirmation(world)).toBeVisible();
    },
  },
  'data request': requestDriver('data request', '/privacy/your-data', 'DR-2026-000123', ['A summary of my data'], [
    ['Full name', 'Meera Iyer'],
    ['Email', 'meera.iyer@example.com'],
    ['Details of your request', 'Please send me a summary of the data you hold from my motor policy enquiry.'],
  ]),
  grievance: requestDriver('grievance', '/grievance', 'GR-2026-000451', ['A claim'], [
    ['Full name', 'Arjun Reddy'],
    ['Email', 'arjun.reddy@example.com'],
    ['Insurer', 'Suraksha General'],
    ['Your grievance', 'My motor claim was surveyed three weeks ago and I have heard nothing since.'],
  ]),
  contact: {
    api: apiPathOf('contact'),
    open: (world) => world.open('/contact'),
    form: contactForm,
    fillRest: async (world) => {
      const contact = new ContactPage(world.page);
      await expect(contact.question()).toHaveText(/^\d+ \+ \d+$/);
      await contact.fillForm({
        'First name': 'Priya',
        'Last name': 'Natarajan',
        Email: 'priya.n@example.com',
        Subject: 'Marine cargo open cover',
        Message: 'We import machinery every month; please quote an annual open cover.',
      });
      await world.page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
      await agreeWhereAsked(contactForm(world));
      await contact.answerBox().fill(await contact.correctAnswer());
    },
    send: (world) => world.page.getByRole('button', { name: 'Send message' }).click(),
    received: async (world) => {
      await expect(new ContactPage(world.page).outcome()).toHaveText('✅ Message sent successfully!');
    },
  },
};

function driver(name: string): FormDriver {
  const found = FORMS[name];
  if (!found) throw new Error(`Unknown form "${name}"; known: ${Object.keys(FORMS).join(', ')}`);
  return found;
}

/** The form the scenario works with (the last one opened). */
const current = new WeakMap<SiteWorld, FormDriver>();
function currentForm(world: SiteWorld): FormDriver {
  const found = current.get(world);
  if (!found) throw new Error('No form was opened in this scenario');
  return found;
}
function phoneBox(world: SiteWorld): Locator {
  const form = currentForm(world);
  if (!form.phone) throw new Error('This form has no phone box');
  return labelled(form.form(world), form.phone);
}

const FORM_NAMES = '(enquiry|POSP|call-back|data request|grievance|contact)';

Given(new RegExp(`^I have the ${FORM_NAMES} form open$`), async function (this: SiteWorld, name: string) {
  const form = driver(name);
  current.set(this, form);
  await form.open(this);
});

When('I paste {string} into its phone box', async function (this: SiteWorld, text: string) {
  // A real paste: the text goes on the clipboard and the visitor presses Ctrl+V in the box.
  await this.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: this.siteUrl });
  await this.page.evaluate((t) => navigator.clipboard.writeText(t), text);
  const box = phoneBox(this);
  await box.fill('');
  await box.focus();
  await this.page.keyboard.press('ControlOrMeta+V');
});

When('I type {string} into its phone box', async function (this: SiteWorld, text: string) {
  const box = phoneBox(this);
  await box.fill('');
  await box.pressSequentially(text);
});

When('I fill in the rest of it correctly', async function (this: SiteWorld) {
  await currentForm(this).fillRest(this);
});

When('I fill in all of it correctly', async function (this: SiteWorld) {
  const form = currentForm(this);
  if (form.phone) await phoneBox(this).fill('9876543210');
  await form.fillRest(this);
});

When('I send it', async function (this: SiteWorld) {
  await currentForm(this).send(this);
});

When('I send it twice in the same task', async function (this: SiteWorld) {
  // Two submit events before the page can render anything in between (a double tap, a script).
  await currentForm(this)
    .form(this)
    .evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
});

Then('the form says it was received', async function (this: SiteWorld) {
  await currentForm(this).received(this);
});

Then('its phone box holds {string}', async function (this: SiteWorld, value: string) {
  await expect(phoneBox(this)).toHaveValue(value);
});

Then('its phone box says {string}', async function (this: SiteWorld, message: string) {
  const box = phoneBox(this);
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription(new RegExp(`^${escape(message)}`));
});

Given(/^the backend answers the (enquiry|POSP|call-back|contact) form with 200 "([^"]+)" in plain text$/, async function (this: SiteWorld, name: string, text: string) {
  // Answered in the browser: Prism answers a JSON operation only with JSON, and the contract's
  // "any 2XX is success, whatever its body" cannot be shown with one of its examples.
  const origin = new URL(this.siteUrl).origin;
  await this.page.route(`${this.apiUrl}${driver(name).api}`, async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.fulfill({ status: 200, contentType: 'text/plain', body: text, headers: { 'access-control-allow-origin': origin } });
  });
});

/** Downloads the page started, recorded from the moment a step asks. */
const downloads = new WeakMap<SiteWorld, Download[]>();
function watchDownloads(world: SiteWorld): Download[] {
  let list = downloads.get(world);
  if (!list) {
    const seen: Download[] = [];
    list = seen;
    downloads.set(world, seen);
    world.page.on('download', (d) => seen.push(d));
  }
  return list;
}

Given(
  /^every (compliance document|CSR policy) file is answered 200 with an HTML page labelled (text\/html|application\/pdf)$/,
  async function (this: SiteWorld, what: string, type: string) {
    // Answered in the browser: the contract has no such answer (a misconfigured server's error page).
    const origin = new URL(this.siteUrl).origin;
    watchDownloads(this);
    const files = what === 'CSR policy' ? '/media/docs/**' : '/media/compliance/**';
    await this.page.route(`${this.apiUrl}${files}`, (route: Route) =>
      route.fulfill({
        status: 200,
        contentType: type,
        body: '<!doctype html><html><head><title>Error</title></head><body><h1>Something went wrong</h1></body></html>',
        headers: { 'access-control-allow-origin': origin },
      }),
    );
  },
);

Then('no file is saved within {int} ms', async function (this: SiteWorld, ms: number) {
  const seen = watchDownloads(this);
  await this.holdsFor(ms, () => seen.length === 0, 'no download to start');
});

Then(/^the (enquiry|POSP) form shows "([^"]+)" beneath the spec's message$/, async function (this: SiteWorld, _name: string, text: string) {
  const modal = dialog(this);
  await expect(modal.getByTestId('form-status')).toHaveText(FORM_TEXT.success);
  await expect(modal.getByTestId('form-reference')).toHaveText(text);
});

Then('the call-back confirmation says {string}', async function (this: SiteWorld, text: string) {
  await expect(confirmation(this)).toContainText(text);
});

Then('the call-back confirmation says when we will call', async function (this: SiteWorld) {
  // As soon as possible: now, within working hours, or when the office next opens (by the page's clock).
  const now = new Date(await this.page.evaluate(() => Date.now()));
  const plan = callbackPlan(now);
  const c = callbackText.confirmation;
  const when = plan.openNow || !plan.nextOpening ? c.asapOpen : c.asapLater(relativeDay(plan.nextOpening.day), plan.nextOpening.hour);
  await expect(confirmation(this)).toContainText(when);
});

Then('the call-back confirmation is still there', async function (this: SiteWorld) {
  await expect(this.page.locator('dialog[open]')).toHaveCount(1);
  await expect(confirmation(this)).toBeVisible();
});

Then('the call-back form says {string} and keeps what I typed', async function (this: SiteWorld, message: string) {
  const scope = callbackDialog(this);
  await expect(scope.getByTestId('callback-status')).toHaveText(message);
  await expect(labelled(scope, callbackText.name)).toHaveValue('Vikram Rao');
  await expect(labelled(scope, callbackText.phone)).toHaveValue('9876543210');
  await expect(scope.getByRole('radio', { name: 'Car', exact: true })).toBeChecked();
  await expect(scope.getByRole('button', { name: callbackText.submit })).toBeEnabled();
});

Then('the call-back form is still sending', async function (this: SiteWorld) {
  const scope = callbackDialog(this);
  await expect(scope.getByRole('button', { name: FORM_TEXT.submitting })).toBeDisabled();
  await expect(scope.getByTestId('callback-status')).toHaveText('');
});

When('I close the call-back form', async function (this: SiteWorld) {
  await callbackDialog(this).getByRole('button', { name: 'Cancel' }).click();
  await expect(this.page.getByRole('dialog')).toHaveCount(0);
});

When('I open the call-back form again', async function (this: SiteWorld) {
  await openCallback(this);
});

Then('the call-back form still holds what I typed', async function (this: SiteWorld) {
  const scope = callbackDialog(this);
  await expect(labelled(scope, callbackText.name)).toHaveValue('Vikram Rao');
  await expect(labelled(scope, callbackText.phone)).toHaveValue('9876543210');
  await expect(scope.getByRole('radio', { name: 'Car', exact: true })).toBeChecked();
});

Then('its consent box is unticked and required, and the marketing box unticked and optional', async function (this: SiteWorld) {
  const scope = currentForm(this).form(this);
  await expect(contactBox(scope)).not.toBeChecked();
  await expect(contactBox(scope)).toHaveAttribute('required', '');
  const marketing = scope.getByRole('checkbox', { name: new RegExp(`^${escape(consentText.marketingLabel)}`) });
  await expect(marketing).not.toBeChecked();
  await expect(marketing).not.toHaveAttribute('required');
});

When('I untick its consent box', async function (this: SiteWorld) {
  await contactBox(currentForm(this).form(this)).uncheck();
});

Then('its consent box says {string} and has the focus', async function (this: SiteWorld, message: string) {
  const box = contactBox(currentForm(this).form(this));
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription(message);
  await expect(box).toBeFocused();
});

Then('the {string} form is open, in the page and in the browser alike', async function (this: SiteWorld, title: string) {
  // React's view (the dialog with its content) and the browser's (<dialog open>, the page behind locked).
  await expect(this.page.getByRole('dialog', { name: title })).toBeVisible();
  await expect(this.page.locator('dialog[open]')).toHaveCount(1);
  await expect.poll(() => this.page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
});

Then('no form is open, in the page and in the browser alike', async function (this: SiteWorld) {
  await expect(this.page.getByRole('dialog')).toHaveCount(0);
  await expect(this.page.locator('dialog[open]')).toHaveCount(0);
  await expect.poll(() => this.page.evaluate(() => document.documentElement.style.overflow)).not.toBe('hidden');
});

Then('the page scrolls', async function (this: SiteWorld) {
  const before = await this.page.evaluate(() => window.scrollY);
  await this.page.mouse.move(600, 400);
  await this.page.mouse.wheel(0, 800);
  await expect.poll(() => this.page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
});

Then('{string}, {string} and {string} each open their form', async function (this: SiteWorld, first: string, second: string, third: string) {
  const buttons = [first, second, third];
  const titles: Record<string, string> = {
    'Explore Health Insurance': 'Health Insurance enquiry',
    'Explore Life Insurance': 'Life Insurance enquiry',
    'Become a POSP': 'Become a POSP partner',
  };
  for (const label of buttons) {
    const title = titles[label];
    if (!title) throw new Error(`No form known for "${label}"`);
    await this.page.getByRole('button', { name: label, exact: true }).first().click();
    await expect(this.page.getByRole('dialog', { name: title })).toBeVisible();
    await expect(this.page.locator('dialog[open]')).toHaveCount(1);
    await this.page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Cancel' }).click();
    await expect(this.page.locator('dialog[open]')).toHaveCount(0);
  }
});
