/**
 * One vocabulary for every form of the site (features/support/forms.ts): the fields, the choices, the
 * consent block, sending, and what the form says. A step works on the form in front of the visitor:
 * the open dialog's, else the page's one form. A named form ("Given I have the grievance form open")
 * also knows what a visitor would type in it, so that one outline covers every form.
 */
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { Locator } from 'playwright-core';
import { choose, contactBox, fieldOf, fillIn, fillInCorrectly, formFrame, formInFront, marketingBox, namedForm, tick, typeInto } from '../support/forms';
import type { SiteWorld } from '../support/world';

const form = (world: SiteWorld) => formInFront(world.page);

function currentForm(world: SiteWorld) {
  if (!world.form) throw new Error('No form was opened by name in this scenario ("Given I have the … form open")');
  return { name: world.form, spec: namedForm(world.form) };
}

/** The texts of the elements that describe a control (aria-describedby), in order. */
async function descriptions(control: Locator): Promise<string[]> {
  return control.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => (document.getElementById(id)?.textContent ?? '').replace(/\s+/g, ' ').trim()),
  );
}

/** A control refused with `message`: marked invalid, and `message` is one of the texts that describe it, exactly. */
async function expectRefused(control: Locator, message: string): Promise<void> {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => descriptions(control), { message: 'the texts that describe it' }).toContain(message);
}

// ——— naming and filling in a form ———

Given('I have the {form} form open', async function (this: SiteWorld, name: string) {
  this.form = name;
  await namedForm(name).open(this);
});

When('I fill in the {form} form correctly', async function (this: SiteWorld, name: string) {
  await fillInCorrectly(this, name);
});

When(/^I fill in (all|the rest) of it correctly$/, async function (this: SiteWorld, which: string) {
  const { name, spec } = currentForm(this);
  await fillInCorrectly(this, name, which === 'the rest' ? spec.phone : undefined);
  await tick(this, 'consent', contactBox(form(this)));
  await spec.more?.(this, form(this));
});

When('I fill in {string} with {string}', async function (this: SiteWorld, label: string, value: string) {
  await fillIn(this, form(this), label, value);
});

When('I type {string} into {string}', async function (this: SiteWorld, value: string, label: string) {
  await typeInto(this, form(this), label, value);
});

When('I paste {string} into {string}', async function (this: SiteWorld, text: string, label: string) {
  // A real paste: the text goes on the clipboard and the visitor presses Ctrl+V in the box.
  await this.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: this.siteUrl });
  await this.page.evaluate((t) => navigator.clipboard.writeText(t), text);
  const field = fieldOf(form(this), label);
  await field.fill('');
  await field.focus();
  await this.page.keyboard.press('ControlOrMeta+V');
  this.typed.fields.set(label, text);
});

When('I choose {string}', async function (this: SiteWorld, label: string) {
  await choose(this, form(this), label);
});

When('I agree to be contacted about this request', async function (this: SiteWorld) {
  await tick(this, 'consent', contactBox(form(this)));
});

When('I also agree to receive news and offers', async function (this: SiteWorld) {
  await tick(this, 'marketing', marketingBox(form(this)));
});

When('I do not agree to be contacted', async function (this: SiteWorld) {
  // Leaves the box unticked (every form starts so), or unticks it.
  await contactBox(form(this)).uncheck();
  this.typed.boxes.delete('consent');
});

/** Its send button pressed; or two submit events before the page can render anything in between (a double tap, a script). */
When(/^I send the form( twice in the same task)?$/, async function (this: SiteWorld, twice: string | null) {
  if (!twice) {
    await form(this).locator('button[type="submit"]').click();
    return;
  }
  await form(this).evaluate((element: HTMLFormElement) => {
    element.requestSubmit();
    element.requestSubmit();
  });
});

// ——— what the form shows ———

/** The field refused with exactly that message, or accepted: not marked invalid and nothing tied to it but its hint, if it has one. */
Then(/^the field "([^"]+)" shows (?:"([^"]+)"|no message)$/, async function (this: SiteWorld, label: string, message: string | null) {
  // (Cucumber passes null for the message group when the step says "no message".)
  const field = fieldOf(form(this), label);
  if (message !== null) return expectRefused(field, message);
  await expect(field).toBeVisible();
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  expect(await field.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id.endsWith('-error')))).toEqual([]);
});

Then('the choice {string} shows {string}', async function (this: SiteWorld, legend: string, message: string) {
  const group = form(this).getByRole('group', { name: legend, exact: true });
  await expect(group.getByText(message, { exact: true })).toBeVisible();
  await expect(group).toHaveAccessibleDescription(message);
});

Then('the field {string} holds {string}', async function (this: SiteWorld, label: string, value: string) {
  await expect(fieldOf(form(this), label)).toHaveValue(value);
});

Then('the field {string} has {int} rows', async function (this: SiteWorld, label: string, rows: number) {
  await expect(fieldOf(form(this), label)).toHaveAttribute('rows', String(rows));
});

Then('the field {string} takes at most {int} characters and counts them', async function (this: SiteWorld, label: string, max: number) {
  const field = fieldOf(form(this), label);
  await expect(field).toHaveAttribute('maxlength', String(max));
  await field.fill('x'.repeat(max + 5));
  await expect(field).toHaveValue('x'.repeat(max));
  await expect.poll(() => descriptions(field)).toContain(`${max.toLocaleString('en-IN')} of ${max.toLocaleString('en-IN')} characters`);
});

/** The form's status region (role="status") holds an element whose whole text is `text`. */
Then('the form says {string}', async function (this: SiteWorld, text: string) {
  const status = form(this).getByRole('status');
  await expect
    .poll(() => status.evaluate((el) => [el, ...el.querySelectorAll('*')].map((node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim())), {
      message: `a sentence of the form's status reading "${text}"`,
    })
    .toContain(text);
});

Then("the form's answer is on the screen, clear of the action bar", async function (this: SiteWorld) {
  const status = form(this).getByRole('status');
  await expect(status).toBeFocused();
  const bar = await this.page.locator('[data-action-bar]').boundingBox();
  expect(bar, 'the action bar').not.toBeNull();
  const viewport = this.page.viewportSize();
  // The browser scrolls the focused answer into view: poll until it has settled.
  await expect
    .poll(
      async () => {
        const box = await status.boundingBox();
        return box ? [box.y >= 0, box.y + box.height <= (bar?.y ?? viewport?.height ?? 0)] : [false, false];
      },
      { message: "the answer's top on the screen and its bottom above the action bar" },
    )
    .toEqual([true, true]);
});

Then('the reference number {string} stands on one line', async function (this: SiteWorld, reference: string) {
  const status = form(this).getByRole('status');
  await expect(status).toContainText(reference);
  // The lines the reference's own characters sit on (a Range over them: one box per line it spans).
  const lines = await status.evaluate((el, ref) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = (node.textContent ?? '').indexOf(ref);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + ref.length);
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    }
    return 0;
  }, reference);
  expect(lines, `the lines "${reference}" spans`).toBe(1);
});

Then('the form says nothing', async function (this: SiteWorld) {
  await expect(form(this).getByRole('status')).toHaveText('');
});

Then('the form says it was received', async function (this: SiteWorld) {
  await currentForm(this).spec.received(this);
});

Then('the form confirms what I agreed: {string}', async function (this: SiteWorld, text: string) {
  // (The summary goes on with the notice's version and where to withdraw the consent.)
  await expect(formFrame(this.page).getByTestId('consent-summary')).toContainText(text);
});

Then('the form shows a short notice {string} with a link to the full notice', async function (this: SiteWorld, notice: string) {
  const block = form(this).getByTestId('consent-fields');
  await expect(block).toContainText(notice);
  const link = block.getByRole('link', { name: /privacy notice/ });
  await expect(link).toHaveAttribute('href', '/privacy');
  await expect(link).toHaveAttribute('target', '_blank');
});

Then('both consent boxes are unticked, the one to be contacted required and the marketing one optional', async function (this: SiteWorld) {
  const contact = contactBox(form(this));
  const marketing = marketingBox(form(this));
  await expect(contact).not.toBeChecked();
  await expect(marketing).not.toBeChecked();
  // Required as the browser or, where the form checks its own fields in order, as assistive technology is told.
  expect(
    await contact.evaluate((el: HTMLInputElement) => el.required || el.getAttribute('aria-required') === 'true'),
    'the box to be contacted is required',
  ).toBe(true);
  expect(await marketing.evaluate((el: HTMLInputElement) => el.required || el.getAttribute('aria-required') === 'true'), 'the marketing box is optional').toBe(
    false,
  );
  await expect(
    form(this)
      .getByTestId('consent-fields')
      .getByRole('link', { name: /privacy notice/ }),
  ).toHaveAttribute('href', '/privacy');
});

Then(/^the box to be contacted about this request says "([^"]*)"( and has the focus)?$/, async function (this: SiteWorld, message: string, focus?: string) {
  const box = contactBox(form(this));
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription(message);
  if (focus) await expect(box).toBeFocused();
});

Then(/^the form still holds what I typed( except the consent)?$/, async function (this: SiteWorld, exceptConsent?: string) {
  const here = form(this);
  const { fields, choices, boxes } = this.typed;
  if (fields.size === 0) throw new Error('Nothing was typed in this scenario');
  for (const [label, value] of fields) await expect(fieldOf(here, label), label).toHaveValue(value);
  for (const choice of choices) await expect(here.getByRole('radio', { name: choice, exact: true }), choice).toBeChecked();
  for (const [name, box] of boxes) await expect(box, `the ${name} box`).toBeChecked();
  if (exceptConsent) await expect(contactBox(here), 'the consent box, never ticked').not.toBeChecked();
  await expect(here.locator('button[type="submit"]')).toBeEnabled();
});

Then('the form is empty again', async function (this: SiteWorld) {
  const here = form(this);
  const boxes = here.getByRole('textbox');
  await expect(boxes).not.toHaveCount(0);
  for (const box of await boxes.all()) await expect(box).toHaveValue('');
  for (const choice of await here.getByRole('radio').all()) await expect(choice).not.toBeChecked();
  for (const box of await here.getByRole('checkbox').all()) await expect(box).not.toBeChecked();
});

/** The form's own controls, and the dialog's close button when it is in one. */
const controls = (world: SiteWorld) => formFrame(world.page).locator('input:not([type="hidden"]), textarea, select, button');

Then('the send button reads {string} and everything is disabled', async function (this: SiteWorld, label: string) {
  await expect(form(this).locator('button[type="submit"]')).toHaveText(label);
  const all = controls(this);
  await expect(all).not.toHaveCount(0);
  for (const control of await all.all()) await expect(control).toBeDisabled();
});

Then('the form is enabled again', async function (this: SiteWorld) {
  const all = controls(this);
  await expect(all).not.toHaveCount(0);
  for (const control of await all.all()) await expect(control).toBeEnabled();
});
