/**
 * Draws the product brochures and the two short testimonial videos (WebM,
 * recorded from a canvas by Chromium's MediaRecorder). All artwork is generated;
 * the illustrations and video posters are drawn by ./illustrations.ts.
 * Run: `npx tsx scripts/assets/home-assets.ts` (outputs are committed).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { productLineSvg } from './product-line-svg';
import { dirname, join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { productCarousel } from '@/content/home';
import { QUIET_CHROMIUM_FLAGS } from '../chromium-flags';

const pub = resolve(import.meta.dirname, '../../public');

async function out(path: string, data: string | Buffer) {
  const file = join(pub, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
}

async function shot(page: Page, html: string, width: number, height: number, path: string, quality = 70) {
  await page.setViewportSize({ width, height });
  await page.setContent(`<!doctype html><html><body style="margin:0;font-family:Inter,Arial,sans-serif">${html}</body></html>`);
  await out(path, await page.screenshot({ type: 'jpeg', quality }));
}

function brochure(title: string, features: readonly string[], hue: string): string {
  return `<div style="width:600px;height:840px;background:linear-gradient(170deg,${hue},#0c1128);color:#fff;position:relative;overflow:hidden">
  <div style="position:absolute;right:-80px;top:-80px;width:300px;height:300px;border-radius:50%;background:#c8102e;opacity:.85"></div>
  <div style="padding:56px 48px"><div style="font-size:16px;letter-spacing:4px;color:#f6b042">VEHICLE PLAN</div>
  <div style="font-size:46px;font-weight:800;line-height:1.1;margin-top:18px;max-width:420px">${title}</div>
  <ul style="margin-top:60px;padding:0;list-style:none;font-size:24px;line-height:1.5">${features.map((f) => `<li style="margin:18px 0;padding-left:38px;position:relative"><span style="position:absolute;left:0;color:#f6b042">✔</span>${f}</li>`).join('')}</ul>
  <div style="position:absolute;bottom:48px;left:48px;right:48px;border-top:2px solid rgba(255,255,255,.3);padding-top:20px;font-size:18px;color:#dbe1f5">How to claim: call your advisor or visit any partner workshop. Cover subject to policy terms.</div></div></div>`;
}

const hues = ['#2f3f88', '#0f766e', '#4338ca', '#155e75', '#9a3412', '#7c2d12'];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', ...QUIET_CHROMIUM_FLAGS, '--autoplay-policy=no-user-gesture-required'],
});
const page = await browser.newPage();

for (const [i, card] of productCarousel.cards.entries()) {
  await shot(page, brochure(card.title, card.features, hues[i] ?? '#2f3f88'), 600, 840, `images/products/${card.id}.jpg`, 66);
}

for (const [slug, title, hue] of [
  ['dealer-story', 'Vega Two Wheelers', '#0f766e'],
  ['logistics-story', 'Indus Valley Logistics', '#155e75'],
] as const) {
  await page.setContent('<canvas id="c" width="640" height="360"></canvas>');
  // Plain JavaScript in a string: tsx would otherwise add helpers the page does not have.
  const base64 = (await page.evaluate(`(async () => {
    const title = ${JSON.stringify(title)}, hue = ${JSON.stringify(hue)};
    const canvas = document.getElementById('c');
    const ctx = canvas.getContext('2d');
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 250000 });
    const chunks = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const done = new Promise((r) => (recorder.onstop = r));
    recorder.start();
    const start = performance.now();
    await new Promise((resolveFrames) => {
      const frame = () => {
        const t = (performance.now() - start) / 1000;
        ctx.fillStyle = hue; ctx.fillRect(0, 0, 640, 360);
        ctx.fillStyle = '#c8102e'; ctx.beginPath(); ctx.arc(520, 90 + Math.sin(t * 2) * 20, 50, 0, Math.PI * 2); ctx.fill();
        ctx.fillStyle = '#ffffff'; ctx.font = 'bold 34px sans-serif'; ctx.fillText(title, 40, 200);
        ctx.font = '20px sans-serif'; ctx.fillText('Client story', 40, 240);
        if (t < 4) requestAnimationFrame(frame); else resolveFrames();
      };
      frame();
    });
    recorder.stop();
    await done;
    const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
    let binary = '';
    new Uint8Array(buffer).forEach((b) => (binary += String.fromCharCode(b)));
    return btoa(binary);
  })()`)) as string;
  await out(`media/videos/${slug}.webm`, Buffer.from(base64, 'base64'));
}
await browser.close();

await out(
  'images/home/slogan.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 80" role="img" aria-label="Kizuna: the bond that protects"><rect width="320" height="80" rx="12" fill="#1e2a5a"/><circle cx="40" cy="40" r="18" fill="#c8102e"/><text x="72" y="36" font-family="Inter,Arial,sans-serif" font-size="22" font-weight="800" fill="#fff">KIZUNA</text><text x="72" y="60" font-family="Inter,Arial,sans-serif" font-size="15" fill="#f6b042">the bond that protects</text></svg>\n`,
);
await out(
  'images/home/iso-27001.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 140 140" role="img" aria-label="ISO 27001:2022 certified"><circle cx="70" cy="70" r="66" fill="#fff" stroke="#f6b042" stroke-width="6"/><circle cx="70" cy="70" r="54" fill="none" stroke="#1e2a5a" stroke-width="2" stroke-dasharray="4 4"/><text x="70" y="58" text-anchor="middle" font-family="Inter,Arial,sans-serif" font-size="22" font-weight="800" fill="#1e2a5a">ISO</text><text x="70" y="82" text-anchor="middle" font-family="Inter,Arial,sans-serif" font-size="17" font-weight="700" fill="#1e2a5a">27001:2022</text><text x="70" y="102" text-anchor="middle" font-family="Inter,Arial,sans-serif" font-size="11" font-weight="600" fill="#c8102e">CERTIFIED</text></svg>\n`,
);
await out('images/home/product-line.svg', productLineSvg());
console.log('home assets written');
