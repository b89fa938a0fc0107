/**
 * Neutral monogram logos for the mock's client records and wordmarks for the
 * 17 partner insurers (fictional names; no real trademarks).
 * Run: `npx tsx scripts/assets/logo-svgs.ts` (outputs are committed).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import YAML from 'yaml';

const root = resolve(import.meta.dirname, '../..');
const colors = ['#1e2a5a', '#0f766e', '#9a3412', '#4338ca', '#155e75', '#a20d25', '#3f6212', '#6d28d9', '#b45309', '#0e7490'];
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&#39;');

function monogram(name: string, color: string): string {
  const letters = name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img" aria-label="${esc(name)}"><rect width="120" height="120" rx="24" fill="${color}"/><circle cx="92" cy="28" r="10" fill="#f6b042" opacity=".9"/><text x="60" y="74" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="44" font-weight="700" fill="#fff">${letters}</text></svg>\n`;
}

export const PARTNER_NAMES = [
  'Suraksha General',
  'Jeevan Mitra Life',
  'Sagar Marine & General',
  'Arogya Plus Health',
  'Bharat Shield Assurance',
  'Nirbhay General',
  'Sahyog Life',
  'Kavach Insurance',
  'Udaan General',
  'Prakash Life Assurance',
  'Vishwas General',
  'Dhruv Health Insurance',
  'Samriddhi Life',
  'Setu General Insurance',
  'Amrit Life',
  'Raksha Re & General',
  'Nivaas Home & General',
];

function wordmark(name: string, color: string): string {
  const [first, ...rest] = name.split(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120" role="img" aria-label="${esc(name)}"><rect width="320" height="120" rx="16" fill="#fff"/><path d="M28 36 l22 -10 l22 10 v22 c0 18 -10 28 -22 34 c-12 -6 -22 -16 -22 -34z" fill="${color}"/><text x="88" y="58" font-family="Inter, Arial, sans-serif" font-size="26" font-weight="800" fill="${color}">${esc(first ?? '')}</text><text x="88" y="86" font-family="Inter, Arial, sans-serif" font-size="17" font-weight="500" fill="#475569">${esc(rest.join(' '))}</text></svg>\n`;
}

const doc = YAML.parse(await readFile(join(root, 'openapi.yaml'), 'utf8'));
const clients = doc.paths['/api/logos/'].get.responses['200'].content['application/json'].examples.en.value as {
  id: number;
  name?: string;
  company_name?: string;
  logo_url: string;
}[];
await mkdir(join(root, 'public/images/clients'), { recursive: true });
await mkdir(join(root, 'public/images/partners'), { recursive: true });
for (const c of clients) {
  await writeFile(join(root, 'public', c.logo_url), monogram(c.name ?? c.company_name ?? 'Client', colors[c.id % colors.length] ?? '#1e2a5a'));
}
for (const [i, name] of PARTNER_NAMES.entries()) {
  await writeFile(join(root, `public/images/partners/partner-${String(i + 1).padStart(2, '0')}.svg`), wordmark(name, colors[i % colors.length] ?? '#1e2a5a'));
}
console.log(`${clients.length} client logos, ${PARTNER_NAMES.length} partner wordmarks`);
