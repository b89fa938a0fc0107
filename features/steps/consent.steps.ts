/**
 * The consent block of the spec's own forms (issue 13): the enquiry and POSP modals and the contact
 * page's message form. Each body goes through Prism, which checks it against openapi.yaml: a body
 * without `consent` never gets the success answer.
 */
import { Then, When } from '@cucumber/cucumber';
import { expect, type Locator } from '@playwright/test';
import { consentText } from '@/content/consent';
import type { SiteWorld } from '../support/world';

/** The contact page's message form there, elsewhere the open modal (the enquiry or POSP form). */
async function scope(world: SiteWorld): Promise<Locator> {
  return new URL(world.page.url()).pathname === '/contact' ? world.page.getByTestId('contact-form') : world.page.getByRole('dialog');
}

const contactBox = async (world: SiteWorld) => (await scope(world)).getByLabel(consentText.contactLabel, { exact: true });
const marketingBox = async (world: SiteWorld) => (await scope(world)).getByLabel(`${consentText.marketingLabel} ${consentText.optional}`, { exact: true });

When('I agree to be contacted about this request', async function (this: SiteWorld) {
  await (await contactBox(this)).check();
});

When('I also agree to receive news and offers', async function (this: SiteWorld) {
  await (await marketingBox(this)).check();
});

Then('both consent boxes are unticked, the marketing one optional', async function (this: SiteWorld) {
  const contact = await contactBox(this);
  const marketing = await marketingBox(this);
  await expect(contact).not.toBeChecked();
  await expect(marketing).not.toBeChecked();
  await expect(marketing).not.toHaveAttribute('required');
  await expect(marketing).not.toHaveAttribute('aria-required', 'true');
  await expect(contact).toHaveAccessibleName(consentText.contactLabel);
  await expect((await scope(this)).getByRole('link', { name: new RegExp(consentText.noticeLink) })).toHaveAttribute('href', '/privacy');
});

Then('the box to be contacted about this request says {string} and has the focus', async function (this: SiteWorld, message: string) {
  const box = await contactBox(this);
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription(message);
  await expect(box).toBeFocused();
});

Then('the confirmation repeats what I agreed: {string}', async function (this: SiteWorld, text: string) {
  await expect(this.page.getByTestId('consent-summary')).toContainText(text);
});

When('I do not agree to be contacted', async function (this: SiteWorld) {
  // Leaving the box as it is: unticked, as every form starts.
  await expect(await contactBox(this)).not.toBeChecked();
});
