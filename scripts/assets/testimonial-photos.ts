/**
 * Draws the photos of the text testimonials that have one (src/content/home.ts):
 * neutral portraits with initials, like the board's and the team's, because the
 * people are fictional. Run: `npx tsx scripts/assets/testimonial-photos.ts`
 * (not part of the build; outputs are committed).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const pub = resolve(import.meta.dirname, '../../public');
const people: [string, string, string][] = [
  ['ramesh-pillai', 'RP', '#0f766e'],
  ['sunita-reddy', 'SR', '#9a3412'],
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 160, height: 160 } });
for (const [slug, initials, color] of people) {
  await page.setContent(`<!doctype html><html><body style="margin:0">
  <div style="width:160px;height:160px;background:radial-gradient(circle at 30% 25%,#ffffff33,transparent 60%),linear-gradient(160deg,${color},#0c1128);position:relative;font-family:sans-serif">
    <svg width="160" height="160" viewBox="0 0 480 480" style="position:absolute;inset:0"><circle cx="240" cy="190" r="86" fill="rgba(255,255,255,.22)"/><path d="M90 480 c0 -110 70 -170 150 -170 s150 60 150 170z" fill="rgba(255,255,255,.18)"/></svg>
    <div style="position:absolute;inset:0;display:flex;align-items:center;justify-content:center;padding-bottom:20px;color:#fff;font-size:26px;font-weight:700;letter-spacing:1px">${initials}</div></div></body></html>`);
  const file = join(pub, `images/testimonials/${slug}.jpg`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, await page.screenshot({ type: 'jpeg', quality: 75 }));
  console.log(file);
}
await browser.close();
