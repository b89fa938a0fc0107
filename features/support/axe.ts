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
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Only violations are reported: axe then skips collecting the passing and incomplete nodes
    // (its documented way to run faster); which rules run, and on what, is unchanged.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
}
