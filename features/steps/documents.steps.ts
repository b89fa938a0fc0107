import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { Download } from 'playwright-core';
import { site } from '@/config/site';
import { apiPathOf } from '../support/api-names';
import { DocumentsPages } from '../support/pages/documents';
import type { SiteWorld } from '../support/world';

const pages = (world: SiteWorld) => new DocumentsPages(world.page);
const list = (text: string) => text.split(';').map((t) => t.trim());

/** What the document steps observed, per scenario. */
interface Seen {
  download?: Download;
  openedUrl?: string;
  /** Every download and new tab the page started, and any browser dialog (the page must show none). */
  downloads: Download[];
  popups: string[];
  dialogs: string[];
}
const seen = new WeakMap<SiteWorld, Seen>();
function seenBy(world: SiteWorld): Seen {
  let s = seen.get(world);
  if (!s) {
    const fresh: Seen = { downloads: [], popups: [], dialogs: [] };
    s = fresh;
    seen.set(world, fresh);
    world.page.on('download', (download) => fresh.downloads.push(download));
    world.page.on('popup', (popup) => fresh.popups.push(popup.url()));
    world.page.on('dialog', (dialog) => {
      fresh.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  }
  return s;
}

// Compliance

Then('I see {int} compliance document placeholders', async function (this: SiteWorld, count: number) {
  await expect(pages(this).complianceSkeletonCards()).toHaveCount(count);
  await expect(pages(this).complianceCards()).toHaveCount(0);
});

Then('I see {int} compliance document cards', async function (this: SiteWorld, count: number) {
  await expect(pages(this).complianceCards()).toHaveCount(count);
  await expect(pages(this).complianceSkeletonCards()).toHaveCount(0);
});

Then('the compliance document {string} is described as {string}', async function (this: SiteWorld, title: string, text: string) {
  await expect(pages(this).complianceCard(title).getByText(text, { exact: true })).toBeVisible();
});

When('I view the compliance document {string}', async function (this: SiteWorld, title: string) {
  const s = seenBy(this);
  const [popup] = await Promise.all([this.page.waitForEvent('popup'), pages(this).viewLink(title).click()]);
  // A new tab starts at about:blank; wait until it has navigated to the document.
  await popup.waitForURL(/^https?:/);
  s.openedUrl = popup.url();
});

Then('the compliance document opens in a new tab at {string} on the API', function (this: SiteWorld, path: string) {
  expect(seenBy(this).openedUrl).toBe(`${this.apiUrl}${path}`);
});

When('I download the compliance document {string}', async function (this: SiteWorld, title: string) {
  const s = seenBy(this);
  const [download] = await Promise.all([this.page.waitForEvent('download'), pages(this).downloadButton(title).click()]);
  s.download = download;
});

Then('the compliance document is saved as {string}', function (this: SiteWorld, name: string) {
  expect(seenBy(this).download?.suggestedFilename()).toBe(name);
});

Given('the backend fails the compliance document file {string} with its server error', async function (this: SiteWorld, path: string) {
  await this.preferFromMock(path, 'code=500');
});

When('I try to download the compliance document {string}', async function (this: SiteWorld, title: string) {
  seenBy(this);
  await pages(this).downloadButton(title).click();
});

Given('one compliance document has no file', async function (this: SiteWorld) {
  // The contract's example of a list where one document names no file at all.
  await this.preferFromMock(apiPathOf('compliance documents'), 'example=missing-file');
});

When('I try to view the compliance document {string}', async function (this: SiteWorld, title: string) {
  seenBy(this);
  await pages(this).viewButton(title).click();
});

Then(
  'the compliance document {string} shows the alert {string}',
  async function (this: SiteWorld, title: string, message: string) {
    const alert = pages(this).complianceAlert(title);
    await expect(alert).toHaveText(message);
    await expect(alert).toBeVisible();
    await expect(alert).toBeInViewport();
    expect(seenBy(this).dialogs, 'no browser dialog (window.alert) is shown').toEqual([]);
  },
);

Then('no other compliance document shows an alert', async function (this: SiteWorld) {
  await expect(pages(this).complianceAlerts().filter({ hasText: /\S/ })).toHaveCount(1);
});

Then(
  'the {string} button of the compliance document {string} still has the focus',
  async function (this: SiteWorld, label: string, title: string) {
    const card = pages(this);
    await expect(label === 'View' ? card.viewButton(title) : card.downloadButton(title)).toBeFocused();
  },
);

Then('no compliance document has been opened or saved', function (this: SiteWorld) {
  // Steps before this one waited for the alert, which the page shows once the click has been handled.
  const s = seenBy(this);
  expect(s.popups).toEqual([]);
  expect(s.downloads.map((d) => d.suggestedFilename())).toEqual([]);
});

When('I dismiss the alert on the compliance document {string}', async function (this: SiteWorld, title: string) {
  await pages(this).dismissAlert(title).click();
});

Then('the compliance document {string} shows no alert', async function (this: SiteWorld, title: string) {
  await expect(pages(this).complianceAlert(title)).toHaveText('');
  await expect(pages(this).dismissAlert(title)).toHaveCount(0);
});

When('the backend answers the compliance documents call normally again', async function (this: SiteWorld) {
  await Promise.all(this.failures);
  await this.page.unroute(`${this.apiUrl}${apiPathOf('compliance documents')}`);
});

When('I ask for the compliance documents again', async function (this: SiteWorld) {
  await pages(this).tryAgain().click();
});

// CSR

When('I download the CSR policy', async function (this: SiteWorld) {
  const s = seenBy(this);
  const [download] = await Promise.all([this.page.waitForEvent('download'), pages(this).csrPolicyDownload().click()]);
  s.download = download;
});

Then('the CSR policy is saved as {string}', function (this: SiteWorld, name: string) {
  expect(seenBy(this).download?.suggestedFilename()).toBe(name);
});

Then('the CSR initiatives read, newest first, {string}', async function (this: SiteWorld, names: string) {
  await expect.poll(() => pages(this).csrInitiativeNames()).toEqual(list(names));
});

Then('the CSR initiatives alternate left and right', async function (this: SiteWorld) {
  const items = pages(this).csrInitiatives();
  const count = await items.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i += 1) {
    await expect(items.nth(i)).toHaveAttribute('data-side', i % 2 === 0 ? 'left' : 'right');
  }
});

Then(
  'the CSR initiative {string} took place in {string} on {string}',
  async function (this: SiteWorld, name: string, city: string, date: string) {
    const item = pages(this).csrInitiative(name);
    await expect(item.getByText(city, { exact: true })).toBeVisible();
    await expect(item.locator('time')).toHaveText(date);
  },
);

Then('the CSR initiative {string} shows the default CSR image', async function (this: SiteWorld, name: string) {
  const image = pages(this).csrInitiative(name).getByRole('img', { name });
  await expect(image).toHaveAttribute('src', '/images/csr/default.svg');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

// Careers

Then('I am invited to send my CV to the careers e-mail address', async function (this: SiteWorld) {
  const link = pages(this).careersInvitation(site.email.careers);
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `mailto:${site.email.careers}`);
});

Then('I see {int} openings', async function (this: SiteWorld, count: number) {
  await expect(pages(this).openings()).toHaveCount(count);
});

Then(
  'the opening {string} is in {string}, {string}, with an apply link by e-mail',
  async function (this: SiteWorld, title: string, location: string, type: string) {
    const opening = pages(this).opening(title);
    await expect(opening.getByTestId('career-location')).toHaveText(location);
    await expect(opening.getByTestId('career-type')).toHaveText(type);
    await expect(pages(this).applyLink(title)).toHaveAttribute('href', `mailto:${site.email.careers}?subject=${encodeURIComponent(title)}`);
  },
);

Then('no openings are listed after the careers call has finished', async function (this: SiteWorld) {
  await Promise.all(this.failures);
  // The answer has arrived once the browser has timed the whole call; then let the app handle it.
  const url = `${this.apiUrl}${apiPathOf('careers')}`;
  await expect
    .poll(() => this.page.evaluate((u) => performance.getEntriesByName(u).some((e) => (e as PerformanceResourceTiming).responseEnd > 0), url))
    .toBe(true);
  await this.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  await expect(pages(this).openings()).toHaveCount(0);
  await expect(this.page.getByRole('heading', { name: 'Current openings' })).toHaveCount(0);
});
