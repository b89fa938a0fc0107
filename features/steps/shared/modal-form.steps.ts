/** The dialogs the forms open in (src/components/Modal.tsx): open, closed, and the page behind held still. */
import { Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { SiteWorld } from '../../support/world';

Then('the page behind cannot scroll', async function (this: SiteWorld) {
  // Try it as a visitor would: the mouse wheel over the dimmed page, then the keyboard, towards the side with room.
  const { above, below } = await this.page.evaluate(() => ({
    above: window.scrollY,
    below: document.documentElement.scrollHeight - window.innerHeight - window.scrollY,
  }));
  expect(Math.max(above, below), 'the page is long enough to scroll').toBeGreaterThan(100);
  const down = below >= above;
  await this.page.mouse.move(5, 300);
  await this.page.mouse.wheel(0, down ? 600 : -600);
  await this.page.keyboard.press(down ? 'PageDown' : 'PageUp');
  await this.holdsFor(500, async () => (await this.page.evaluate(() => window.scrollY)) === above, 'the page behind to stay where it was');
});
