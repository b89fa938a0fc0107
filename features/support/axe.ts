import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Runs axe-core (WCAG 2.x A and AA plus best practices) and describes every violation. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Judge the page as it comes to rest: entry animations (a card fading in) would otherwise
  // be measured half-transparent. Endless decorative loops are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // A section's scroll reveal (src/lib/use-reveal.ts) is driven by script, not an animation the
  // browser lists: wait for a running one to end (800 ms of page time) as well.
  await page.waitForFunction(() => !document.querySelector('[data-reveal="running"]'), undefined, { timeout: 10_000 });
  // A block drawn only near the screen (content-visibility: auto, the footer) has no rendering
  // while far off screen, and axe cannot tell its colours: judge it as a visitor who scrolls to it sees it.
  const skipped = await page.evaluate(() => {
    let count = 0;
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility !== 'auto') continue;
      element.style.contentVisibility = 'visible';
      element.dataset.axeDrawn = '';
      count += 1;
    }
    return count;
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Only violations are reported: axe then skips collecting the passing and incomplete nodes
    // (its documented way to run faster); which rules run, and on what, is unchanged.
    .options({ resultTypes: ['violations'] })
    .analyze();
  if (skipped > 0) {
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>('[data-axe-drawn]')) {
        element.style.contentVisibility = '';
        delete element.dataset.axeDrawn;
      }
    });
  }
  return results.violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
}
