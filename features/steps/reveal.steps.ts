/**
 * Scroll reveals (part 1 §9, part 2 §9; src/lib/use-reveal.ts): a block that waits out of view,
 * hidden, fades in once scrolled to and is then shown for good. The fade runs on animation frames and
 * a timer, so Playwright's clock holds it: with the clock under test control nothing moves until a
 * step says so. A block is named as the features name it:
 * the section "<heading>", the glossary terms, the last partner logo, the partner logo of "<insurer>".
 */
import { defineParameterType, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { Locator } from 'playwright-core';
import type { SiteWorld } from '../support/world';

const REVEALED = /the section "[^"]+"|the glossary terms|the last partner logo|the partner logo of "[^"]+"/;

interface Revealed {
  what: string;
  locate: (world: SiteWorld) => Locator;
}

function revealed(what: string): Revealed {
  const named = /^(the section|the partner logo of) "([^"]+)"$/.exec(what);
  if (named?.[1] === 'the section') {
    const heading = named[2] ?? '';
    return { what, locate: (w) => w.page.locator('[data-reveal]').filter({ has: w.page.getByRole('heading', { name: heading, exact: true }) }) };
  }
  if (named?.[1] === 'the partner logo of') {
    const name = named[2] ?? '';
    return { what, locate: (w) => w.page.getByTestId('partner-logo').filter({ has: w.page.getByRole('img', { name, exact: true }) }) };
  }
  if (what === 'the glossary terms') return { what, locate: (w) => w.page.getByTestId('glossary-list') };
  if (what === 'the last partner logo') return { what, locate: (w) => w.page.getByTestId('partner-logo').last() };
  throw new Error(`No revealed block "${what}"`);
}

defineParameterType({ name: 'revealed', regexp: REVEALED, transformer: revealed });

/** Its reveal state, opacity and transform as the browser computes them, read at one instant. */
const look = (block: Locator) =>
  block.evaluate((el) => ({ state: el.getAttribute('data-reveal'), opacity: Number(getComputedStyle(el).opacity), transform: getComputedStyle(el).transform }));

Then('{revealed} wait(s) out of view, hidden', async function (this: SiteWorld, block: Revealed) {
  const el = block.locate(this);
  await expect(el).toHaveAttribute('data-reveal', 'waiting');
  await expect(el).not.toBeInViewport();
  expect((await look(el)).opacity, `opacity of ${block.what}`).toBe(0);
});

When('I scroll to {revealed}', async function (this: SiteWorld, block: Revealed) {
  const el = block.locate(this);
  await el.scrollIntoViewIfNeeded();
  // Seeing it starts the fade (an intersection observer, not a timer): wait for its report before time moves.
  await expect(el).not.toHaveAttribute('data-reveal', /^(pending|waiting)$/);
});

When('I scroll back to the top and to {revealed} again', async function (this: SiteWorld, block: Revealed) {
  const el = block.locate(this);
  await this.page.evaluate(() => window.scrollTo(0, 0));
  await expect(el).not.toBeInViewport();
  await el.scrollIntoViewIfNeeded();
  await expect(el).toBeInViewport();
});

Then('{revealed} is/are (still )fading in', async function (this: SiteWorld, block: Revealed) {
  const el = block.locate(this);
  await expect(el).toHaveAttribute('data-reveal', 'running');
  const { opacity, transform } = await look(el);
  expect(opacity, `opacity of ${block.what}`).toBeLessThan(1);
  expect(transform, `${block.what} still rising`).not.toBe('none');
});

Then('{revealed} stay(s) hidden', async function (this: SiteWorld, block: Revealed) {
  const el = block.locate(this);
  await this.holdsFor(500, async () => (await el.getAttribute('data-reveal')) === 'waiting', `${block.what} to stay hidden`);
  expect((await look(el)).opacity, `opacity of ${block.what}`).toBe(0);
});

/**
 * Fully shown: done, opaque and in place. "At once" means with no time passing: it needs the clock under
 * test control (otherwise a fade would run out while the step looks) and reads the block once, without
 * waiting for it.
 */
// (The group that matches REVEALED is turned into a Revealed by the parameter type above.)
Then(new RegExp(`^(${REVEALED.source}) (?:is|are) fully shown( at once)?$`), async function (this: SiteWorld, block: Revealed, atOnce?: string) {
  const el = block.locate(this);
  if (atOnce) {
    if (!this.clockControlled)
      throw new Error('"fully shown at once" needs "Given the clock is under test control": with time running, a fade would end while the step looks');
  } else {
    await expect(el).toHaveAttribute('data-reveal', 'done');
  }
  expect(await look(el), `${block.what}: done, opaque and in place`).toEqual({ state: 'done', opacity: 1, transform: 'none' });
});
