import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { apiPathOf } from '../support/api-names';
import { CompliancePage } from '../support/pages/compliance';
import type { SiteWorld } from '../support/world';

const compliance = (world: SiteWorld) => new CompliancePage(world.page);

Then('I see {int} compliance document placeholders', async function (this: SiteWorld, count: number) {
  await expect(compliance(this).complianceSkeletonCards()).toHaveCount(count);
  await expect(compliance(this).complianceCards()).toHaveCount(0);
});

Then('I see {int} compliance document cards', async function (this: SiteWorld, count: number) {
  await expect(compliance(this).complianceCards()).toHaveCount(count);
  await expect(compliance(this).complianceSkeletonCards()).toHaveCount(0);
});

When('I view the compliance document {string}', async function (this: SiteWorld, title: string) {
  // The new tab's navigation to the document, seen as it is asked for: whether the browser then
  // shows the PDF or saves it (a phone's browser, or Chromium's headless shell, which has no PDF
  // viewer) is the browser's choice, not the site's.
  // (A new tab's first navigation has no frame to ask yet: it is told apart as a navigation while
  // this page stays where it is.)
  const here = this.page.url();
  const navigation = this.context.waitForEvent('request', {
    predicate: (request) => request.isNavigationRequest() && /^https?:/.test(request.url()) && request.url() !== here,
  });
  await Promise.all([this.page.waitForEvent('popup'), compliance(this).viewLink(title).click()]);
  this.openedUrl = (await navigation).url();
  expect(this.page.url(), 'the site itself stays open').toBe(here);
});

Then('the compliance document opens in a new tab at {string} on the API', function (this: SiteWorld, path: string) {
  expect(this.openedUrl).toBe(`${this.apiUrl}${path}`);
});

When('I download the compliance document {string}', async function (this: SiteWorld, title: string) {
  await Promise.all([this.page.waitForEvent('download'), compliance(this).downloadButton(title).click()]);
});

When('I try to download the compliance document {string}', async function (this: SiteWorld, title: string) {
  await compliance(this).downloadButton(title).click();
});

Given('one compliance document has no file', async function (this: SiteWorld) {
  // The contract's example of a list where one document names no file at all.
  await this.preferFromMock(apiPathOf('compliance documents'), 'example=missing-file');
});

When('I try to view the compliance document {string}', async function (this: SiteWorld, title: string) {
  await compliance(this).viewButton(title).click();
});

Then('the compliance document {string} shows the alert {string}', async function (this: SiteWorld, title: string, message: string) {
  const alert = compliance(this).complianceAlert(title);
  await expect(alert).toHaveText(message);
  await expect(alert).toBeVisible();
  await expect(alert).toBeInViewport();
  expect(this.dialogs, 'no browser dialog (window.alert) is shown').toEqual([]);
});

Then('no other compliance document shows an alert', async function (this: SiteWorld) {
  await expect(compliance(this).complianceAlerts().filter({ hasText: /\S/ })).toHaveCount(1);
});

Then('the {string} button of the compliance document {string} still has the focus', async function (this: SiteWorld, label: string, title: string) {
  const card = compliance(this);
  await expect(label === 'View' ? card.viewButton(title) : card.downloadButton(title)).toBeFocused();
});

Then('no compliance document has been opened or saved', function (this: SiteWorld) {
  // Steps before this one waited for the alert, which the page shows once the click has been handled.
  expect(this.popups).toEqual([]);
  expect(this.downloads.map((d) => d.suggestedFilename())).toEqual([]);
});

When('I dismiss the alert on the compliance document {string}', async function (this: SiteWorld, title: string) {
  await compliance(this).dismissAlert(title).click();
});

Then('the compliance document {string} shows no alert', async function (this: SiteWorld, title: string) {
  await expect(compliance(this).complianceAlert(title)).toHaveText('');
  await expect(compliance(this).dismissAlert(title)).toHaveCount(0);
});

When('the backend answers the compliance documents call normally again', async function (this: SiteWorld) {
  await Promise.all(this.failures);
  await this.page.unroute(`${this.apiUrl}${apiPathOf('compliance documents')}`);
});
