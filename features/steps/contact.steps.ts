import { Given, Then, When } from '@cucumber/cucumber';
import { consentText } from '@/content/consent';
import { expect } from '@playwright/test';
import type { Locator } from 'playwright-core';
import { site } from '@/config/site';
import { answerCaptcha, formInFront, termsBox, tick } from '../support/forms';
import { apiPathOf } from '../support/api-names';
import { contractExample } from '../support/contract-data';
import { ContactPage } from '../support/pages/contact';
import type { SiteWorld } from '../support/world';

function contact(world: SiteWorld): ContactPage {
  return new ContactPage(world.page);
}

/**
 * The cities have no photos yet (docs/photos.md): a JPEG answered at
 * the spec's path stands for the real photo someone puts there.
 */
Then('I see {int} office cards', async function (this: SiteWorld, count: number) {
  await expect(contact(this).officeCards()).toHaveCount(count);
});

Then('the {string} office card opens a maps search for {string} in a new tab', async function (this: SiteWorld, city: string, address: string) {
  const link = contact(this)
    .officeCard(city)
    .getByRole('link', { name: /Open in maps/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const href = new URL((await link.getAttribute('href')) ?? '');
  expect(href.hostname).toBe('www.google.com');
  expect(href.pathname).toBe('/maps/search/');
  expect(href.searchParams.get('query')).toBe(address);
});

/** The image the browser shows in a card, once loaded: its address and whether it loaded. */
async function shownImage(card: Locator) {
  const image = card.locator('img');
  await expect(image).toHaveCount(1);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
}

Then(/^the "([^"]+)" office card shows the (dark )?default city image$/, async function (this: SiteWorld, city: string, dark?: string) {
  const card = contact(this).officeCard(city);
  await expect(card.getByTestId('city-photo-default')).toBeVisible();
  // The picture offers the dark variant for a dark colour scheme; the browser picks by the system's choice.
  await expect(card.locator('source')).toHaveAttribute('media', '(prefers-color-scheme: dark)');
  await expect(card.locator('source')).toHaveAttribute('srcset', '/images/cities/default-dark.svg');
  expect(await shownImage(card)).toBe(dark ? '/images/cities/default-dark.svg' : '/images/cities/default.svg');
});

Then('the {string} office card shows the photo {string}', async function (this: SiteWorld, city: string, path: string) {
  const card = contact(this).officeCard(city);
  await card.scrollIntoViewIfNeeded();
  expect(await shownImage(card)).toBe(path);
  await expect(card.getByTestId('city-photo-default')).toHaveCount(0);
});

Then('the {string} office card asks for the photo {string}', async function (this: SiteWorld, city: string, path: string) {
  await contact(this).officeCard(city).scrollIntoViewIfNeeded();
  const url = new URL(path, this.siteUrl).href;
  await expect.poll(() => this.page.evaluate((u) => performance.getEntriesByName(u).length, url)).toBeGreaterThan(0);
});

/**
 * An office card's title and phone: those given, each shown whole; or, for an office the API gives
 * no title (or phone), none: the card's lines are exactly its name,
 * its title if any and its address, and after the maps link it holds its phone if any, nothing else.
 */
Then(
  /^the "([^"]+)" office card shows (?:its title "([^"]+)" and its phone "([^"]+)"|no (title|phone))$/,
  async function (this: SiteWorld, city: string, title: string | null, phone: string | null, none: 'title' | 'phone' | null) {
    if (!none) {
      const card = contact(this).officeCard(city);
      await expect(card.getByText(title ?? '', { exact: true })).toBeVisible();
      await expect(card.getByText(phone ?? '', { exact: true })).toBeVisible();
      return;
    }
    const what = none;
    const offices = contractExample(apiPathOf('offices'), 'en') as { city: string; city_name: string; title?: string; address: string; phone?: string }[];
    const office = offices.find((o) => o.city === city);
    expect(office, `the contract's example office in ${city}`).toBeDefined();
    expect(office?.[what], `the ${city} office of the contract's example has no ${what}`).toBeFalsy();
    const card = contact(this).officeCard(city);
    await expect(card).toHaveCount(1);
    // The lines of the card's maps link as written (not as CSS draws them: the title is set in capitals).
    const lines = await card
      .getByRole('link')
      .first()
      .evaluate((link) => [...link.querySelectorAll(':scope > span:last-child > span')].map((line) => (line.textContent ?? '').trim()));
    const heading = [office?.city_name, office?.title, office?.address].filter((line): line is string => !!line);
    expect(lines.slice(0, heading.length), `the first lines of the ${city} card`).toEqual(heading);
    // The card is the maps link, then the phone when there is one.
    await expect(card.locator(':scope > *')).toHaveCount(office?.phone ? 2 : 1);
  },
);

Then("the contact information gives the head office's address, the e-mail address and the phone number", async function (this: SiteWorld) {
  const block = this.page.getByRole('region', { name: 'Contact information' });
  await expect(block.locator('address')).toHaveText(site.headOffice.address);
  await expect(block.getByRole('link', { name: site.email.general })).toHaveAttribute('href', `mailto:${site.email.general}`);
  await expect(block.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:${site.phone.tel}`);
});

Then('the message form asks me to fill in {string}', async function (this: SiteWorld, labels: string) {
  for (const label of labels.split(', ')) {
    const field = label === 'Security check' ? contact(this).answerBox() : this.page.getByLabel(label, { exact: true });
    await expect(field, label).toHaveJSProperty('required', true);
    expect(await field.evaluate((el: HTMLInputElement) => el.validity.valueMissing), `${label} is missing`).toBe(true);
  }
  // The browser holds the form back and points at the first empty field.
  await expect(this.page.getByLabel('First name', { exact: true })).toBeFocused();
});

Then('the newsletter box may stay unticked', async function (this: SiteWorld) {
  // The spec's optional newsletter box is the consent block's marketing box (ADD-13.newsletter-is-marketing).
  const box = this.page.getByTestId('contact-form').getByLabel(`${consentText.marketingLabel} ${consentText.optional}`, { exact: true });
  await expect(box).not.toBeChecked();
  expect(await box.evaluate((el: HTMLInputElement) => el.required || el.getAttribute('aria-required') === 'true')).toBe(false);
});

Given(/^chance always comes out at its (lowest|highest)$/, async function (this: SiteWorld, end: string) {
  // Every Math.random() of the page gives 0, or the largest value below 1.
  await this.page.addInitScript(
    (value) => {
      Math.random = () => value;
    },
    end === 'lowest' ? 0 : 1 - Number.EPSILON,
  );
});

Then('the security question reads {string}', async function (this: SiteWorld, question: string) {
  await expect(contact(this).question()).toHaveText(question);
});

Then('the map is not loaded', async function (this: SiteWorld) {
  await expect(this.page.getByTestId('map-placeholder')).toHaveCount(1);
  await expect(contact(this).map()).toHaveCount(0);
});

When('I scroll to the map', async function (this: SiteWorld) {
  await this.page.getByTestId('map-placeholder').scrollIntoViewIfNeeded();
});

Then('the map is loaded', async function (this: SiteWorld) {
  await expect(contact(this).map()).toHaveCount(1);
});

When('I ask for a new security question', async function (this: SiteWorld) {
  await expect(contact(this).question()).toHaveText(/^\d+ \+ \d+$/);
  this.lastQuestion = await contact(this).question().innerText();
  await this.page.getByRole('button', { name: 'New question' }).click();
});

Then('the security question has changed', async function (this: SiteWorld) {
  await expect(contact(this).question()).toHaveText(/^\d+ \+ \d+$/);
  await expect(contact(this).answerBox()).toHaveValue('');
  await expect(contact(this).question()).not.toHaveText(this.lastQuestion ?? '');
});

When('I accept the terms', async function (this: SiteWorld) {
  await tick(this, 'terms', termsBox(formInFront(this.page)));
});

/** Correctly or wrongly (the steps work out the sum), or with the words given. */
// (Cucumber passes the top-level groups only, and null for the one the step does not use.)
When(/^I answer the security question (?:(correctly|wrongly)|with "([^"]*)")$/, async function (this: SiteWorld, how: string | null, answer: string | null) {
  if (answer === null) {
    await answerCaptcha(this, formInFront(this.page), how === 'wrongly' ? 'wrongly' : 'correctly');
    return;
  }
  this.lastQuestion = await contact(this).question().innerText();
  await contact(this).answerBox().fill(answer);
});
