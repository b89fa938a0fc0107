/** Steps of features/callback.feature: the call-back form and its entry points. */
import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
import { channels } from '@/config/channels';
import { callbackEntryText, PRODUCT_CALLBACK } from '@/content/callback-entry';
import { corporateProducts, lifeProducts, retailProducts } from '@/content/products';
import { apiPathOf } from '../support/api-names';
import { contractExample } from '../support/contract-data';
import { HomePage } from '../support/pages/home';
import { ProductsPage } from '../support/pages/products';
import type { SiteWorld } from '../support/world';
import { escapeRegExp } from '../support/regexp';

export const CALLBACK_PATH = /\/api\/callback-requests\/$/;

const heroBox = (page: Page) => page.getByTestId('hero-callback');
/** The call-back intent's one label: its openers, the form's heading and its send button. */
const LABEL = callbackEntryText.label;
const startsWithLabel = new RegExp(`^${escapeRegExp(LABEL)}`);
export const callbackDialog = (page: Page) => page.getByRole('dialog', { name: LABEL });
const actionBar = (page: Page) => page.locator('[data-action-bar]');
const banner = (page: Page) => page.getByRole('banner');

/** The part of two boxes that overlaps, in px² (0 when either is not shown). */
async function overlap(a: Locator, b: Locator): Promise<number> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) return 0;
  const w = Math.min(boxA.x + boxA.width, boxB.x + boxB.width) - Math.max(boxA.x, boxB.x);
  const h = Math.min(boxA.y + boxA.height, boxB.y + boxB.height) - Math.max(boxA.y, boxB.y);
  return w > 0 && h > 0 ? w * h : 0;
}

async function expectNoOverlap(world: SiteWorld, target: Locator, what: string) {
  await expect(target).toBeVisible();
  expect(await overlap(actionBar(world.page), target), `the action bar over ${what}`).toBe(0);
}

// ——— the form ———

async function expectFormOpen(world: SiteWorld, product: string | undefined, phone: string) {
  const dialog = callbackDialog(world.page);
  await expect(dialog).toBeVisible();
  if (product) await expect(dialog.getByRole('radio', { name: product, exact: true })).toBeChecked();
  else await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: /Mobile number/ })).toHaveValue(phone);
}

/** The call-back form, open with the product chosen (or none) and the mobile number filled in (or empty). */
Then(
  /^the call-back form is open with (nothing|"[^"]+") chosen and (no mobile number|the mobile number "[^"]*")$/,
  async function (this: SiteWorld, choice: string, number: string) {
    const product = choice === 'nothing' ? undefined : choice.slice(1, -1);
    const phone = number === 'no mobile number' ? '' : (/"([^"]*)"$/.exec(number)?.[1] ?? '');
    await expectFormOpen(this, product, phone);
  },
);

const callbackRequests = (world: SiteWorld) => world.apiCalls.filter((c) => c.method === 'POST' && CALLBACK_PATH.test(c.url));

/** The consent the visitor gave (ADD-13.consent-in-body), checked field by field in consent.feature's steps. */
const consentGiven = { purposes: ['contact'], notice_version: expect.any(String), given_at: expect.any(String) };

Then(
  'one call-back request was sent: product {string}, name {string}, phone {string}, as soon as possible',
  async function (this: SiteWorld, product: string, name: string, phone: string) {
    await expect.poll(() => callbackRequests(this).length).toBe(1);
    expect(callbackRequests(this)[0]?.body).toEqual({
      product,
      name,
      phone_num: phone,
      preferred_time: 'asap',
      consent: consentGiven,
    });
  },
);

Then(
  'one call-back request was sent at once: product {string}, phone {string}, as soon as possible, without a name',
  async function (this: SiteWorld, product: string, phone: string) {
    await expect.poll(() => callbackRequests(this).length).toBe(1);
    expect(callbackRequests(this)[0]?.body).toEqual({ product, phone_num: phone, preferred_time: 'asap', consent: consentGiven });
  },
);

Then(
  'the second call-back request added the name {string} to the request {string}, as soon as possible',
  async function (this: SiteWorld, name: string, reference: string) {
    await expect.poll(() => callbackRequests(this).length).toBe(2);
    const [first, second] = callbackRequests(this).map((c) => c.body as Record<string, unknown>);
    // The same request again, with the name and the reference it joins (CallbackRequest.follow_up_of); the first consent kept.
    expect(second).toEqual({ ...first, follow_up_of: reference, name, preferred_time: 'asap' });
  },
);

Then('the call-back confirmation says {string} and shows the reference {string}', async function (this: SiteWorld, number: string, reference: string) {
  const confirmation = this.page.getByTestId('callback-confirmation');
  await expect(confirmation.getByRole('heading', { name: 'We will call you back' })).toBeVisible();
  await expect(confirmation).toContainText(number);
  await expect(confirmation).toContainText(`Your reference number: ${reference}`);
});

// ——— products, services, home cards ———

const productIdOf = (title: string) => [...lifeProducts, ...corporateProducts, ...retailProducts].find((p) => p.title === title)?.id;

async function closeCallbackForm(world: SiteWorld) {
  await callbackDialog(world.page).getByRole('button', { name: 'Cancel' }).click();
  await expect(callbackDialog(world.page)).toHaveCount(0);
}

Then('every product in the category {string} opens the call-back form with its product chosen', async function (this: SiteWorld, category: string) {
  const products = new ProductsPage(this.page);
  await expect(products.panelTitle()).toContainText(category);
  const titles = (await products.rows().allInnerTexts()).map((t) => t.trim());
  expect(titles.length, `products of ${category}`).toBeGreaterThan(0);
  for (const title of titles) {
    const target = PRODUCT_CALLBACK[productIdOf(title) ?? ''];
    expect(target, `the call-back product of "${title}"`).toBeDefined();
    await products.row(title).click();
    await products
      .openDetails()
      .getByRole('button', { name: `${LABEL} for ${title}`, exact: true })
      .click();
    await expectFormOpen(this, target, '');
    await closeCallbackForm(this);
  }
});

Then("the reinsurance panel's {string} opens the call-back form with {string} chosen", async function (this: SiteWorld, label: string, product: string) {
  await new ProductsPage(this.page)
    .panel()
    .getByRole('button', { name: `${label} for Reinsurance`, exact: true })
    .click();
  await expectFormOpen(this, product, '');
});

/** The cards that carry a button each: where they are, and how a card's button is named for it. */
const CARDS: Record<
  string,
  { scope: (world: SiteWorld) => Promise<Locator>; cards: (scope: Locator) => Locator; name: (label: string, title: string) => string }
> = {
  plan: {
    scope: (w) => new HomePage(w.page).carousel('vehicle plans'),
    cards: (scope) => scope.getByRole('article'),
    name: (label, title) => `${label} of ${title}`,
  },
  'service card': {
    scope: async (w) => w.page.getByRole('main'),
    cards: (scope) => scope.getByRole('region', { name: 'Services we offer' }).getByRole('listitem'),
    name: (label, title) => `${label}${callbackEntryText.forProduct(title)}`,
  },
};

/** Each card's own button, named for its card (a screen reader hears which), and no other such button. */
Then(/^every (plan|service card) has a "([^"]+)" button$/, async function (this: SiteWorld, kind: string, label: string) {
  const { scope, cards: cardsIn, name } = CARDS[kind]!;
  const where = await scope(this);
  const cards = cardsIn(where);
  await expect(cards.first()).toBeVisible();
  const titles = (await cards.getByRole('heading').allInnerTexts()).map((t) => t.trim());
  expect(titles.length, `${kind}s with a title`).toBe(await cards.count());
  for (const [i, title] of titles.entries()) await expect(cards.nth(i).getByRole('button', { name: name(label, title), exact: true })).toBeVisible();
  await expect(where.getByRole('button', { name: new RegExp(`^${escapeRegExp(label)}`) })).toHaveCount(titles.length);
});

Then(
  "the {string} Explore link opens the partner's site in a new tab, with an external-link icon and the words {string}",
  async function (this: SiteWorld, title: string, words: string) {
    const link = this.page.getByRole('link', { name: `Explore ${title} (opens in a new tab)`, exact: true });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.locator('svg[data-icon="external"]')).toBeVisible();
    await expect(link).toHaveAccessibleDescription(words);
    const note = this.page.locator(`[id="${await link.getAttribute('aria-describedby')}"]`);
    await expect(note).toBeVisible();
    await expect(note).toHaveText(words);
  },
);

// ——— header ———

Then('the header has a {string} button and a phone link {string} to {string}', async function (this: SiteWorld, label: string, display: string, href: string) {
  await expect(banner(this.page).getByRole('button', { name: label, exact: true })).toBeVisible();
  const phone = banner(this.page).getByRole('link', { name: `Call ${display}`, exact: true });
  await expect(phone).toBeVisible();
  await expect(phone).toHaveText(display);
  await expect(phone).toHaveAttribute('href', href);
});

Then('the header shows the short wordmark {string} and no call-back button', async function (this: SiteWorld, wordmark: string) {
  await expect(banner(this.page).getByText(wordmark, { exact: true })).toBeVisible();
  await expect(banner(this.page).getByText(wordmark, { exact: true })).toHaveCSS('font-size', '16px');
  await expect(banner(this.page).getByRole('button', { name: LABEL })).toBeHidden();
});

// ——— action bar ———

Then(
  'the action bar offers Call to {string}, WhatsApp with the message {string} and {string}',
  async function (this: SiteWorld, tel: string, message: string, callBack: string) {
    const bar = actionBar(this.page);
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Call', exact: true })).toHaveAttribute('href', tel);
    const whatsapp = bar.getByRole('link', { name: 'WhatsApp', exact: true });
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    const url = new URL((await whatsapp.getAttribute('href')) ?? '');
    expect(url.hostname).toBe('wa.me');
    expect(url.pathname).toBe(`/${channels.whatsapp.number}`);
    expect(url.searchParams.get('text')).toBe(message);
    await expect(bar.getByRole('button', { name: callBack, exact: true })).toBeVisible();
    // The bar sits at the bottom of the screen.
    const box = await bar.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(this.page.viewportSize()?.height ?? 0, 0);
  },
);

Then("the hero's {string} chip has the focus and the action bar is shown", async function (this: SiteWorld, product: string) {
  await expect(heroBox(this.page).getByRole('radio', { name: product, exact: true })).toBeFocused();
  await expect(actionBar(this.page)).toBeVisible();
});

Then('there is no action bar', async function (this: SiteWorld) {
  await expect(actionBar(this.page)).toBeHidden();
});

/** Where each form the action bar must keep clear of is shown: its dialog, or its place in the page. */
const FORM_FRAMES: Record<string, (page: Page) => Locator> = {
  'call-back': callbackDialog,
  enquiry: (page) => page.getByRole('dialog', { name: / enquiry$/ }),
  contact: (page) =>
    page
      .getByRole('main')
      .locator('form')
      .filter({ has: page.getByRole('textbox', { name: /^Message/ }) }),
};

async function formFrameOf(world: SiteWorld, name: string): Promise<Locator> {
  const frame = FORM_FRAMES[name]?.(world.page);
  if (!frame) throw new Error(`No place known for the ${name} form; known: ${Object.keys(FORM_FRAMES).join(', ')}`);
  // A dialog's code is fetched on the click that opens it: give a loaded machine time.
  await expect(frame, `the ${name} form`).toBeVisible({ timeout: 10_000 });
  return frame;
}

/** Every button of the named form (its send and cancel buttons, a dialog's close button), each scrolled into view in turn. */
Then("the action bar does not cover the {form} form's buttons", async function (this: SiteWorld, name: string) {
  const buttons = await (await formFrameOf(this, name)).getByRole('button').all();
  expect(buttons.length, `buttons of the ${name} form`).toBeGreaterThanOrEqual(2);
  for (const button of buttons) {
    await button.scrollIntoViewIfNeeded();
    await expectNoOverlap(this, button, `"${await button.innerText()}" of the ${name} form`);
  }
});

/**
 * Each field in turn: scrolled so that it sits at the bottom of the screen (where a field
 * ends up above a phone's keyboard), then given the focus; its box and the bar's must not meet.
 */
Then(
  "the action bar covers none of the {form} form's fields while each has the focus at the bottom of the screen",
  async function (this: SiteWorld, name: string) {
    const fields = await (
      await formFrameOf(this, name)
    )
      .locator('input:not([type=hidden]):not([type=checkbox]), textarea, select')
      .filter({ visible: true })
      .all();
    expect(fields.length, `fields of the ${name} form`).toBeGreaterThanOrEqual(3);
    for (const field of fields) {
      await field.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await field.evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
      await expect(field).toBeFocused();
      await expectNoOverlap(
        this,
        field,
        `a focused field of the ${name} form (${(await field.getAttribute('name')) ?? (await field.getAttribute('id')) ?? ''})`,
      );
    }
  },
);

Then('the cookie banner is shown and the action bar does not cover it', async function (this: SiteWorld) {
  const cookie = this.page.locator('[data-cookie-banner]');
  await expect(cookie).toBeVisible();
  await expectNoOverlap(this, cookie, 'the cookie banner');
  for (const button of await cookie.getByRole('button').all()) await expectNoOverlap(this, button, `"${await button.innerText()}"`);
});

When(/^I open the call-back form from the (action bar|header|reach-us tiles)$/, async function (this: SiteWorld, entry: string) {
  if (entry === 'header') await banner(this.page).getByRole('button', { name: LABEL, exact: true }).click();
  else if (entry === 'reach-us tiles') await this.page.getByRole('region', { name: 'Reach us' }).getByRole('button', { name: startsWithLabel }).click();
  else {
    // The action bar itself is checked too, before it steps aside for the modal.
    await expect(actionBar(this.page)).toBeVisible();
    await actionBar(this.page).getByRole('button', { name: LABEL, exact: true }).click();
  }
});

// ——— /contact on a phone ———

Then('the reach-us tiles Call, WhatsApp, E-mail and Get a call back come before the offices', async function (this: SiteWorld) {
  const reach = this.page.getByRole('region', { name: 'Reach us' });
  await expect(reach).toBeVisible();
  for (const name of [/^Call us/, /^WhatsApp/, /^E-mail/]) await expect(reach.getByRole('link', { name })).toBeVisible();
  await expect(reach.getByRole('button', { name: startsWithLabel })).toBeVisible();
  const offices = this.page.getByRole('heading', { name: 'Our offices', level: 2 });
  const [reachBox, officesBox] = [await reach.boundingBox(), await offices.boundingBox()];
  expect(reachBox && officesBox && reachBox.y + reachBox.height <= officesBox.y, 'reach-us tiles above the offices').toBe(true);
  // The tiles are on the first screen of a phone.
  expect((reachBox?.y ?? Infinity) < (this.page.viewportSize()?.height ?? 0)).toBe(true);
});

const officeCards = (page: Page) => page.locator('section[aria-labelledby="offices-heading"] li');

Then('every office with a number can be called by tapping it', async function (this: SiteWorld) {
  // The offices the mock answers: the contract's example, some with a phone number and some without.
  const offices = contractExample(apiPathOf('offices'), 'en') as { city: string; phone?: string }[];
  const cards = officeCards(this.page);
  await expect(cards).toHaveCount(offices.length);
  const called: string[] = [];
  for (const card of await cards.all()) {
    const number = card.getByText(/^\+91/);
    if ((await number.count()) === 0) continue;
    const text = (await number.innerText()).trim();
    await expect(card.getByRole('link', { name: text })).toHaveAttribute('href', `tel:${text.replace(/\s/g, '')}`);
    called.push(text);
  }
  expect(called.sort(), 'the numbers that can be tapped: every office that has one').toEqual(offices.flatMap((o) => (o.phone ? [o.phone.trim()] : [])).sort());
});

Then('each office card is at most {int} px tall', async function (this: SiteWorld, limit: number) {
  for (const card of await officeCards(this.page).all()) {
    const box = await card.boundingBox();
    expect(box?.height ?? Infinity).toBeLessThanOrEqual(limit);
  }
});
