import { expect } from '@playwright/test';
import type { SiteWorld } from './world';

/** The list GETs the current page made (its own address, not an earlier page's). */
export function listCalls(world: SiteWorld) {
  const here = new URL(world.page.url()).pathname;
  return world.apiCalls.filter(
    (c) => c.method === 'GET' && new URL(c.url).pathname.startsWith('/api/') && c.from !== undefined && new URL(c.from).pathname === here,
  );
}

/** The page's list calls have been answered and it has had a frame to show them (a static page has none). */
export async function listsShown(world: SiteWorld): Promise<void> {
  const urls = [...new Set(listCalls(world).map((c) => c.url))];
  await expect
    .poll(
      () =>
        world.page.evaluate((list) => list.every((u) => performance.getEntriesByName(u).some((e) => (e as PerformanceResourceTiming).responseEnd > 0)), urls),
      {
        message: `the answers to ${urls.join(', ') || 'no list call'}`,
      },
    )
    .toBe(true);
  await world.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
}
