/**
 * Writes the placeholder portraits at the people's photo paths: the site's own monogram card
 * (src/components/Monogram.tsx, rendered here), so a placeholder photo and the card a failed photo
 * falls back to are one drawing. The people are the ones the contract's examples list (the mock's
 * board and team, by id and name) and the testimonials with a photo (src/content/home.ts).
 * This is the only script that writes these paths (docs/assets.md): once a real photo is in, do not
 * run it again, or pass the paths to leave alone with `--keep <path>,<path>`.
 * Run: `npx tsx scripts/assets/portraits.ts` (not part of the build; outputs are committed).
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import YAML from 'yaml';
import { Monogram } from '../../src/components/Monogram';
import { testimonials } from '../../src/content/home';

const root = resolve(import.meta.dirname, '../..');

export interface PortraitPlaceholder {
  /** The photo's path on the site (under public/). */
  path: string;
  name: string;
  /** Side of the square JPEG, in pixels: twice the largest size the site draws it at. */
  size: number;
}

interface Contract {
  paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }> } }>;
}

function englishExample<T>(contract: Contract, path: string): T[] {
  const value = contract.paths[path]?.get?.responses['200']?.content?.['application/json']?.examples?.en?.value;
  return Array.isArray(value) ? (value as T[]) : [];
}

/** Every placeholder portrait the site's pages ask for with the mock's content. */
export function portraitPlaceholders(): PortraitPlaceholder[] {
  const contract = YAML.parse(readFileSync(join(root, 'openapi.yaml'), 'utf8')) as Contract;
  const board = englishExample<{ id: number; member_name: string }>(contract, '/api/board-of-directors/').map((m) => ({
    path: `/images/bord-directors/${m.id}/${m.id}.jpg`,
    name: m.member_name,
    size: 480,
  }));
  const team = englishExample<{ id: number; name: string }>(contract, '/api/key-management-team/').map((m) => ({
    path: `/images/key_management_team/${m.id}.jpg`,
    name: m.name,
    size: 480,
  }));
  // Testimonials name their own photo; the managing director's is her board photo (already above).
  const quoted = testimonials.items
    .filter((t) => t.type === 'text' && t.image.startsWith('/images/testimonials/'))
    .map((t) => ({ path: t.image, name: t.name, size: 160 }));
  return [...board, ...team, ...quoted];
}

async function main() {
  const { chromium } = await import('playwright-core');
  const { QUIET_CHROMIUM_FLAGS } = await import('../chromium-flags');
  const keep = new Set((process.argv[process.argv.indexOf('--keep') + 1] ?? '').split(',').filter(Boolean));
  const font = readFileSync(join(root, 'src/styles/fonts/inter-latin.woff2')).toString('base64');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', ...QUIET_CHROMIUM_FLAGS] });
  const page = await browser.newPage();
  for (const { path, name, size } of portraitPlaceholders()) {
    if (keep.has(path)) continue;
    const card = renderToStaticMarkup(createElement(Monogram, { name, label: '', className: 'card' }));
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<!doctype html><html><head><style>@font-face{font-family:'Inter Variable';font-weight:400 700;src:url(data:font/woff2;base64,${font}) format('woff2-variations')}` +
        `body{margin:0}.card{display:block;width:${size}px;height:${size}px}</style></head><body>${card}</body></html>`,
    );
    await page.evaluate(() => document.fonts.ready);
    const file = join(root, 'public', path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, await page.screenshot({ type: 'jpeg', quality: 76 }));
    console.log(path);
  }
  await browser.close();
}

if (process.argv[1] === import.meta.filename) await main();
