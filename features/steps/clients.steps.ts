import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { CLIENT_SKELETONS_PER_COLUMN } from '@/config/timings';
import { ClientsPage } from '../support/pages/clients';
import type { SiteWorld } from '../support/world';

const clients = (world: SiteWorld) => new ClientsPage(world.page);

Then('I see {int} client skeleton cards in each of the two columns', async function (this: SiteWorld, perColumn: number) {
  expect(perColumn).toBe(CLIENT_SKELETONS_PER_COLUMN);
  const skeletons = clients(this).skeletons();
  await expect(skeletons).toHaveCount(perColumn * 2);
  const lefts = await skeletons.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
  const columns = new Map<number, number>();
  lefts.forEach((left) => columns.set(left, (columns.get(left) ?? 0) + 1));
  expect([...columns.values()]).toEqual([perColumn, perColumn]);
});

Then('I see {int} client card(s)', async function (this: SiteWorld, count: number) {
  await expect(clients(this).cards()).toHaveCount(count);
});

Then('I see {int} client cards, alternating left and right', async function (this: SiteWorld, count: number) {
  const cards = clients(this).cards();
  await expect(cards).toHaveCount(count);
  await clients(this).cardsSettled();
  const boxes = await cards.evaluateAll((els) => els.map((e) => ({ side: e.getAttribute('data-side'), left: e.getBoundingClientRect().left })));
  expect(boxes.map((b) => b.side)).toEqual(Array.from({ length: count }, (_, i) => (i % 2 === 0 ? 'left' : 'right')));
  const [first, second] = boxes;
  expect(second!.left).toBeGreaterThan(first!.left);
});

Then('the client cards are in one column', async function (this: SiteWorld) {
  const cards = clients(this).cards();
  await expect(cards.first()).toBeVisible();
  const lefts = await cards.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
  expect(new Set(lefts).size).toBe(1);
});

Then('each client card shows a logo and the client name', async function (this: SiteWorld) {
  const cards = clients(this).cards();
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    // One name with words in it (a missing heading must fail, not pass as "not empty").
    await expect(card.getByRole('heading', { level: 2 })).toHaveCount(1);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(/\S/);
    await expect(card.getByRole('img')).toHaveCount(1);
  }
});

Then('page number {int} is the current client page', async function (this: SiteWorld, n: number) {
  await expect(clients(this).currentPageNumber()).toHaveText(String(n));
  await expect(clients(this).pageNumber(n)).toHaveAttribute('aria-current', 'page');
});

When('I choose client page number {int}', async function (this: SiteWorld, n: number) {
  await clients(this).pageNumber(n).click();
});

When('I go to client page {int} with the Next button', async function (this: SiteWorld, n: number) {
  const page = clients(this);
  await expect(page.currentPageNumber()).toHaveText('1');
  for (let at = 1; at < n; at += 1) {
    await page.paginationButton('Next').click();
    await expect(page.currentPageNumber()).toHaveText(String(at + 1));
  }
});

Then('the client page button {string} is disabled', async function (this: SiteWorld, label: 'Previous' | 'Next') {
  await expect(clients(this).paginationButton(label)).toBeDisabled();
});

When('I search the clients for {string}', async function (this: SiteWorld, text: string) {
  await clients(this).search().fill(text);
});

Then('every client card shown mentions {string}', async function (this: SiteWorld, text: string) {
  const cards = clients(this).cards();
  await expect(cards.first()).toBeVisible();
  const texts = await cards.allInnerTexts();
  for (const card of texts) expect(card.toLowerCase()).toContain(text.toLowerCase());
});

Then('there is no {string} button for the clients', async function (this: SiteWorld, label: string) {
  await expect(this.page.getByText('No clients found', { exact: true })).toBeVisible();
  await expect(this.page.getByRole('button', { name: label, exact: true })).toHaveCount(0);
});

Then('the testimonials have been asked for while the client logos are on their way', async function (this: SiteWorld) {
  // The logos are held at the network by the "slow to arrive" step: both calls are out at once.
  await expect(clients(this).skeletons().first()).toBeVisible();
  await expect.poll(() => this.apiCalls.map((c) => new URL(c.url).pathname).sort()).toEqual(['/api/logos/', '/api/testimonials/']);
});

Then("each client card's entry is delayed {float} s more than the one before", async function (this: SiteWorld, step: number) {
  const delays = await clients(this)
    .cards()
    .evaluateAll((cards) => cards.map((card) => parseFloat(getComputedStyle(card).animationDelay)));
  expect(delays.length).toBeGreaterThan(2);
  delays.forEach((delay, index) => expect(delay, `card ${index + 1}`).toBeCloseTo(index * step, 5));
  expect(
    await clients(this)
      .cards()
      .first()
      .evaluate((card) => getComputedStyle(card).animationName),
  ).not.toBe('none');
});

Then('no testimonial is shown on the page', async function (this: SiteWorld) {
  // What the backend answers for the testimonials call (the page fetched it too, and keeps it to itself).
  const testimonials = (await (await fetch(`${this.apiUrl}/api/testimonials/`, { headers: { 'accept-language': 'en' } })).json()) as { quote?: string }[];
  const quotes = testimonials.map((t) => t.quote ?? '').filter(Boolean);
  expect(quotes.length).toBeGreaterThan(0);
  const text = await this.page.locator('body').innerText();
  for (const quote of quotes) expect(text).not.toContain(quote);
});

Then('{string} was written to the browser console, and is not shown on the page', async function (this: SiteWorld, message: string) {
  const logged = await Promise.all(this.consoleLog.filter((line) => line.type === 'error').map(async (line) => JSON.stringify(await line.values) + line.text));
  expect(
    logged.some((line) => line.includes(message)),
    `console errors: ${logged.join(' | ')}`,
  ).toBe(true);
  await expect(this.page.getByText(message)).toHaveCount(0);
});

Then('every client card shown is in the category {string}', async function (this: SiteWorld, category: string) {
  const cards = clients(this).cards();
  await expect(cards.first()).toBeVisible();
  const texts = await cards.allInnerTexts();
  for (const card of texts) expect(card).toContain(category);
  await expect(this.page.getByText('No clients found', { exact: true })).toHaveCount(0);
});
