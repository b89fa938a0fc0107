/**
 * Writes the sample PDFs that openapi.yaml's examples name (the mock's compliance documents and
 * CSR policy), so every file path the mock returns exists under public/. The pictures are drawn
 * elsewhere, each path by one script only (docs/assets.md): the people's placeholder portraits by
 * portraits.ts, the services', CSR's and offices' drawings by illustrations.ts.
 * Run: `npx tsx scripts/assets/api-assets.ts` (not part of the build; outputs are committed).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { QUIET_CHROMIUM_FLAGS } from '../chromium-flags';

const pub = resolve(import.meta.dirname, '../../public');

async function out(path: string, data: string | Buffer) {
  const file = join(pub, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
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
console.log('sample PDFs written');
