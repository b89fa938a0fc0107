/**
 * `npm run screenshots -- /,/contact`: full-page screenshots of the built site
 * at 390 px and 1366 px, light and dark, in reports/screens/. Starts Prism and
 * nginx itself (scripts/nginx.ts; build first with `npm run build`).
 * `--parts` also cuts each page into screen-sized images; `--callback` also shoots
 * the call-back form opened on each route (header button, or the phone's action
 * bar), empty and after sending it empty (its messages).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { freePort, startPrism } from './processes';
import { startNginx } from './nginx';

const root = resolve(import.meta.dirname, '..');
/** At most this many full-page shots per view while waiting for two identical ones. */
const STABLE_TRIES = 6;
const routes = (process.argv[2] ?? '/').split(',').filter(Boolean);
const out = resolve(root, 'reports', 'screens');
await mkdir(out, { recursive: true });

const apiPort = await freePort();
const prism = await startPrism(apiPort, '127.0.0.1', true);
const site = await startNginx({ dist: resolve(root, 'dist'), apiBase: `http://127.0.0.1:${apiPort}` });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const route of routes) {
    for (const width of [390, 1366]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, colorScheme, reducedMotion: 'reduce' });
        await context.addInitScript(() => localStorage.setItem('cookieConsent', 'denied'));
        const page = await context.newPage();
        // Twice: fonts are shown with font-display: optional, so a first visit on a busy machine may keep
        // the fallback for that view; the second takes them from the cache, as a returning visitor does.
        await page.goto(new URL(route, site.url).href, { waitUntil: 'networkidle' });
        await page.goto(new URL(route, site.url).href, { waitUntil: 'networkidle' });
        // Scroll through once so lazy images and reveal-on-scroll content load.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 60));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        const name = `${route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${width}-${colorScheme}.png`;
        await page.evaluate(() => document.fonts.ready);
        // A page still settling on a busy machine (a carousel measuring its slides, a stylesheet applying)
        // would give a different picture each run: shoot until two shots in a row agree, as Playwright's
        // toHaveScreenshot does, so that two builds can be compared pixel for pixel.
        let shot = await page.screenshot({ fullPage: true });
        for (let tries = 1; tries < STABLE_TRIES; tries++) {
          const again = await page.screenshot({ fullPage: true });
          if (again.equals(shot)) break;
          shot = again;
          if (tries === STABLE_TRIES - 1) console.log(`  ${name}: still changing after ${STABLE_TRIES} shots, the last kept`);
        }
        await writeFile(resolve(out, name), shot);
        console.log(`reports/screens/${name}`);
        // --parts: also cut the page into screen-sized parts, easier to look at one by one.
        if (process.argv.includes('--parts')) {
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          const step = width < 600 ? 1400 : 1100;
          for (let y = 0, i = 1; y < height; y += step, i++) {
            const part = name.replace('.png', `.part${i}.png`);
            await page.screenshot({ path: resolve(out, part), fullPage: true, clip: { x: 0, y, width, height: Math.min(step, height - y) } });
          }
        }
        if (process.argv.includes('--callback')) {
          await page.evaluate(() => window.scrollTo(0, 0));
          const opener = width < 1024 ? page.locator('[data-action-bar] button') : page.locator('[data-header-callback]');
          await opener.click();
          const dialog = page.getByRole('dialog');
          await dialog.waitFor();
          const form = name.replace('.png', '.callback.png');
          await page.screenshot({ path: resolve(out, form) });
          console.log(`reports/screens/${form}`);
          await dialog.locator('button[type="submit"]').click();
          await dialog.locator('[aria-invalid="true"]').first().waitFor();
          const errors = name.replace('.png', '.callback-errors.png');
          await page.screenshot({ path: resolve(out, errors) });
          console.log(`reports/screens/${errors}`);
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await site.close();
  await prism.stop();
}
