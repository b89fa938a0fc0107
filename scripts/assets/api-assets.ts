/**
 * Draws the images and PDFs that openapi.yaml's examples name (the mock's
 * content), so every path the mock returns exists under public/. All artwork
 * is generated here: neutral shapes and wordmarks of fictional organisations.
 * Run: `npx tsx scripts/assets/api-assets.ts` (not part of the build; outputs are committed).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { QUIET_CHROMIUM_FLAGS } from '../chromium-flags';

const pub = resolve(import.meta.dirname, '../../public');
const palette = ['#1e2a5a', '#26336e', '#2f3f88', '#0f766e', '#9a3412', '#7c2d12', '#4338ca', '#155e75', '#a20d25', '#3f6212'];

async function out(path: string, data: string | Buffer) {
  const file = join(pub, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
}

async function shot(page: Page, html: string, width: number, height: number, path: string, quality = 72) {
  await page.setViewportSize({ width, height });
  await page.setContent(`<!doctype html><html><body style="margin:0">${html}</body></html>`);
  await out(path, await page.screenshot({ type: 'jpeg', quality }));
}

function scene(title: string, a: string, b: string, motif: string): string {
  return `<div style="width:800px;height:500px;position:relative;overflow:hidden;background:linear-gradient(135deg,${a},${b});font-family:sans-serif">
    <svg width="800" height="500" viewBox="0 0 800 500" style="position:absolute;inset:0">${motif}</svg>
    <div style="position:absolute;left:40px;bottom:36px;color:#fff;font-size:34px;font-weight:700;letter-spacing:.5px;text-shadow:0 2px 12px rgba(0,0,0,.35)">${title}</div></div>`;
}

const skyline = (seed: number) =>
  Array.from({ length: 14 }, (_, i) => {
    const h = 90 + ((seed * 37 + i * 53) % 170);
    return `<rect x="${i * 58}" y="${500 - h}" width="46" height="${h}" fill="rgba(255,255,255,${0.1 + ((i + seed) % 4) * 0.05})"/>`;
  }).join('') + `<circle cx="640" cy="120" r="60" fill="rgba(200,16,46,.85)"/>`;

const shield = `<path d="M560 90 l110 40 v90 c0 80 -50 130 -110 160 c-60 -30 -110 -80 -110 -160 v-90z" fill="rgba(255,255,255,.16)" stroke="rgba(255,255,255,.5)" stroke-width="4"/><path d="M520 220 l30 30 l60 -70" stroke="#f6b042" stroke-width="12" fill="none" stroke-linecap="round"/>`;
const waves = `<path d="M0 380 q100 -40 200 0 t200 0 t200 0 t200 0 v120 h-800z" fill="rgba(255,255,255,.15)"/><path d="M0 420 q100 -40 200 0 t200 0 t200 0 t200 0 v80 h-800z" fill="rgba(255,255,255,.2)"/>`;
const leaves = `<circle cx="620" cy="160" r="110" fill="rgba(255,255,255,.12)"/><path d="M620 300 v-170 M620 200 q-60 -20 -80 -80 M620 230 q60 -20 80 -90" stroke="rgba(255,255,255,.6)" stroke-width="8" fill="none" stroke-linecap="round"/>`;
const people = `${[0, 1, 2, 3].map((i) => `<circle cx="${480 + i * 80}" cy="220" r="28" fill="rgba(255,255,255,.35)"/><rect x="${452 + i * 80}" y="256" width="56" height="90" rx="26" fill="rgba(255,255,255,.25)"/>`).join('')}`;

function portrait(name: string, color: string): string {
  return `<div style="width:480px;height:480px;background:radial-gradient(circle at 30% 25%,#ffffff33,transparent 60%),linear-gradient(160deg,${color},#0c1128);position:relative;font-family:sans-serif">
    <svg width="480" height="480" viewBox="0 0 480 480" style="position:absolute;inset:0"><circle cx="240" cy="190" r="86" fill="rgba(255,255,255,.22)"/><path d="M90 480 c0 -110 70 -170 150 -170 s150 60 150 170z" fill="rgba(255,255,255,.18)"/></svg>
    <div style="position:absolute;inset:0;display:flex;align-items:center;justify-content:center;padding-bottom:60px;color:#fff;font-size:72px;font-weight:700;letter-spacing:2px">${initials(name)}</div></div>`;
}

function pdfHtml(title: string, body: string): string {
  return `<div style="font-family:serif;padding:60px;color:#1e2a5a"><div style="border-bottom:4px solid #c8102e;padding-bottom:12px;font-size:14px;letter-spacing:2px">KIZUNA BHARAT INSURANCE BROKERS PRIVATE LIMITED</div>
  <h1 style="font-size:34px;margin-top:60px">${title}</h1><p style="font-size:16px;line-height:1.6;color:#333">${body}</p>
  <p style="margin-top:80px;font-size:12px;color:#666">Sample document of a fictional company, served by the development mock of the website API.</p></div>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', ...QUIET_CHROMIUM_FLAGS],
});
const page = await browser.newPage();

const services: [string, string, string, string, string][] = [
  ['risk-advisory', 'Risk Assessment & Advisory', '#1e2a5a', '#3f52a6', shield],
  ['placement', 'Insurance Placement', '#26336e', '#0f766e', skyline(2)],
  ['claims-assistance', 'Claims Assistance', '#a20d25', '#1e2a5a', shield],
  ['employee-benefits', 'Employee Benefits', '#0f766e', '#1e2a5a', people],
  ['reinsurance', 'Reinsurance Broking', '#155e75', '#1e2a5a', waves],
  ['policy-servicing', 'Policy Servicing & Renewals', '#4338ca', '#1e2a5a', leaves],
];
for (const [slug, title, a, b, motif] of services) await shot(page, scene(title, a, b, motif), 800, 500, `images/services/${slug}.jpg`);

const cities = ['Bangalore', 'Delhi', 'Chennai', 'Pune', 'Ahmedabad', 'Mumbai', 'Hyderabad', 'Indore'];
for (const [i, city] of cities.entries()) {
  await shot(
    page,
    scene(city, palette[i % palette.length] ?? '#1e2a5a', '#0c1128', skyline(i + 1)),
    800,
    500,
    `images/cities/${city.toLowerCase().replace(/\s+/g, '-')}.jpg`,
  );
}
await shot(page, scene('', '#dbe1f5', '#8b9bd9', skyline(9)), 800, 500, 'images/cities/default.jpg');
await shot(page, scene('', '#151d40', '#0c1128', skyline(9)), 800, 500, 'images/cities/default-dark.jpg');

const csr: [string, string, string][] = [
  ['road-safety', 'Road Safety Week', skyline(4)],
  ['lake-clean-up', 'Lake Clean-up Drive', waves],
  ['health-camp', 'Free Health Check-up Camp', people],
  ['tree-plantation', 'Tree Plantation', leaves],
  ['default', 'Community First', leaves],
];
for (const [i, [slug, title, motif]] of csr.entries())
  await shot(page, scene(title, palette[(i + 3) % palette.length] ?? '#0f766e', '#1e2a5a', motif), 800, 500, `images/csr/${slug}.jpg`);

const board = ['Rajiv Venkataraman', 'Hiroshi Tanabe', 'Anjali Deshpande', 'Suresh Iyengar', 'Kaori Nakamura'];
for (const [i, name] of board.entries()) await shot(page, portrait(name, palette[i] ?? '#1e2a5a'), 480, 480, `images/bord-directors/${i + 1}/${i + 1}.jpg`, 70);
const team = ['Vikram Rao', 'Narayan Subramanian', 'Meera Krishnan', 'Takeshi Mori', 'Farah Qureshi', 'Arjun Mehta'];
for (const [i, name] of team.entries())
  await shot(page, portrait(name, palette[(i + 5) % palette.length] ?? '#1e2a5a'), 480, 480, `images/key_management_team/${i + 1}.jpg`, 70);

const pdfs: [string, string, string][] = [
  ['compliance/annual-report-2024-25.pdf', 'Annual Report FY 2024-25', 'Audited financial statements and the directors\u2019 report.'],
  ['compliance/public-disclosures.pdf', 'Public Disclosures', 'Disclosures required of insurance brokers by the regulator.'],
  ['compliance/grievance-redressal-policy.pdf', 'Grievance Redressal Policy', 'How complaints are received, escalated and resolved.'],
  ['compliance/code-of-conduct.pdf', 'Code of Conduct', 'Standards of conduct for employees and directors.'],
  ['compliance/anti-money-laundering-policy.pdf', 'Anti-Money Laundering Policy', 'Know-your-customer and anti-money-laundering procedures.'],
  ['compliance/privacy-policy.pdf', 'Privacy Policy', 'How personal data is collected, used, shared and protected.'],
  ['docs/CSR_Policy.pdf', 'Corporate Social Responsibility Policy', 'Our focus areas, governance and annual CSR plan.'],
];
for (const [path, title, body] of pdfs) {
  await page.setContent(pdfHtml(title, body));
  await out(`media/${path}`, await page.pdf({ format: 'A4' }));
}
await browser.close();
console.log('raster assets and PDFs written');
