/**
 * `npm run fonts`: cuts the self-hosted fonts to what the site draws and writes them to
 * src/styles/fonts/, where the stylesheet's @font-face rules (index.html) point and the build takes
 * them as assets. Run it after updating a Fontsource package, and commit the files; the shaping
 * tests (tests/scripts/fonts/) check that each committed file is this cut and draws every text as
 * the original does. HarfBuzz's subsetter (subset-font) keeps every glyph and shaping rule the kept
 * characters reach, and the weight axis 400–700 (font-normal … font-bold).
 * - Inter's Latin and Latin Extended files, each to its own unicode-range (also the @font-face's):
 *   Fontsource's Latin file carries weights 100–900, 48 KB against about 30 KB cut.
 * - Noto Sans Devanagari for the Hindi pages: the Devanagari block (U+0900–097F) with the joiners,
 *   the dotted circle and ₹, and only the default language system's rules (defaultLanguageSystemsOnly),
 *   about 67 KB against Fontsource's 122 KB (which also carries the Vedic and Extended blocks).
 * It also writes src/styles/fonts.css, the site's @font-face rules, with the metric-adjusted fallback
 * face fontaine computes for Inter.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateFontFace, getMetricsForFamily, readMetrics } from 'fontaine';
import { convert } from 'fontverter';
import subsetFont from 'subset-font';

const root = resolve(import.meta.dirname, '..');
const fontsource = (file: string) => resolve(root, 'node_modules/@fontsource-variable', file);

export const FONT_WEIGHTS = { min: 400, max: 700 } as const;

/** A code point list from a CSS unicode-range ("U+0000-00FF, U+0131, …"). */
export function codePointsOf(unicodeRange: string): number[] {
  return unicodeRange.split(',').flatMap((part) => {
    const [from, to] = part
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((hex) => parseInt(hex, 16));
    if (from === undefined || Number.isNaN(from)) throw new Error(`not a unicode-range: ${part}`);
    return Array.from({ length: (to ?? from) - from + 1 }, (_, i) => from + i);
  });
}

/** Each cut: its Fontsource file, the committed file and the unicode-range it keeps (the @font-face's). */
export const FONT_CUTS = {
  interLatin: {
    source: fontsource('inter/files/inter-latin-wght-normal.woff2'),
    file: resolve(root, 'src/styles/fonts/inter-latin.woff2'),
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
  interLatinExt: {
    source: fontsource('inter/files/inter-latin-ext-wght-normal.woff2'),
    file: resolve(root, 'src/styles/fonts/inter-latin-ext.woff2'),
    unicodeRange:
      'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  },
  devanagari: {
    source: fontsource('noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2'),
    file: resolve(root, 'src/styles/fonts/noto-sans-devanagari.woff2'),
    unicodeRange: 'U+0900-097F, U+200C-200D, U+20B9, U+25CC',
    defaultLanguageOnly: true,
  },
} as const;

export type FontCut = keyof typeof FONT_CUTS;

/**
 * The font with only each script's default language system in its GSUB and GPOS. The browser shapes
 * with the rules of the page language's system, and Hindi has none of its own in Noto Sans
 * Devanagari: its Marathi, Nepali, Sanskrit and Santali systems add `locl` forms that a lang="hi"
 * page never draws. Without them the subsetter leaves those forms' glyphs and rules out: 630 → 610
 * glyphs, 70.5 → 67.2 KB (docs/adr/0006-self-hosted-font-cuts.md). The counts are set to 0 in
 * place; the subsetter writes the tables anew.
 */
function defaultLanguageSystemsOnly(sfnt: Buffer): Buffer {
  const font = Buffer.from(sfnt);
  for (let i = 0; i < font.readUInt16BE(4); i++) {
    const record = 12 + 16 * i;
    if (!['GSUB', 'GPOS'].includes(font.toString('latin1', record, record + 4))) continue;
    const table = font.readUInt32BE(record + 8);
    const scriptList = table + font.readUInt16BE(table + 4);
    for (let s = 0; s < font.readUInt16BE(scriptList); s++) {
      const script = scriptList + font.readUInt16BE(scriptList + 2 + 6 * s + 4);
      font.writeUInt16BE(0, script + 2);
    }
  }
  return font;
}

/** The cut of one font, as `npm run fonts` writes it. */
export async function cutFont(name: FontCut): Promise<Buffer> {
  const { source, unicodeRange } = FONT_CUTS[name];
  // Control characters have no glyph to keep (and HarfBuzz's subsetter is given text).
  const text = String.fromCodePoint(...codePointsOf(unicodeRange).filter((c) => c >= 0x20));
  const original = await readFile(source);
  const font = 'defaultLanguageOnly' in FONT_CUTS[name] ? defaultLanguageSystemsOnly(await convert(original, 'sfnt')) : original;
  return subsetFont(font, text, { targetFormat: 'woff2', variationAxes: { wght: FONT_WEIGHTS } });
}

export const FONT_FACES_FILE = resolve(root, 'src/styles/fonts.css');
export const FALLBACK_FAMILY = 'Inter Variable fallback';

/** The faces each cut is drawn with: family, and the file name the stylesheet points to. */
const FACES: readonly [FontCut, string][] = [
  ['interLatinExt', 'Inter Variable'],
  ['interLatin', 'Inter Variable'],
  ['devanagari', 'Noto Sans Devanagari Variable'],
];

/**
 * The stylesheet of the site's fonts (index.html inlines it into every page, so the first paint has
 * them and no later stylesheet declares them again). Inter's fallback is Arial's metrics adjusted to
 * Inter's by fontaine, under the names Arial has on each system (Liberation Sans on Linux, Arimo).
 */
export async function fontFacesCss(): Promise<string> {
  const inter = await readMetrics(pathToFileURL(FONT_CUTS.interLatin.file));
  const arial = await getMetricsForFamily('Arial');
  if (!inter || !arial) throw new Error('fontaine could not read the metrics of Inter or Arial');
  const fallback = generateFontFace(inter, { name: FALLBACK_FAMILY, font: 'Arial', metrics: arial }).replace(
    'src: local("Arial");',
    'src: local("Arial"), local("Liberation Sans"), local("Arimo");',
  );
  const faces = FACES.map(
    ([cut, family]) =>
      `@font-face {\n  font-family: '${family}';\n  font-style: normal;\n  font-display: optional;\n  font-weight: ${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max};\n` +
      `  src: url('./fonts/${FONT_CUTS[cut].file.split('/').pop()}') format('woff2-variations');\n  unicode-range: ${FONT_CUTS[cut].unicodeRange};\n}\n`,
  );
  return `/* Written by \`npm run fonts\` (scripts/fonts.ts): do not edit. */\n${faces.join('')}${fallback}`;
}

if (process.argv[1] === import.meta.filename) {
  for (const name of Object.keys(FONT_CUTS) as FontCut[]) {
    const font = await cutFont(name);
    await writeFile(FONT_CUTS[name].file, font);
    console.log(`${FONT_CUTS[name].file}: ${(font.length / 1024).toFixed(1)} KB`);
  }
  await writeFile(FONT_FACES_FILE, await fontFacesCss());
  console.log(FONT_FACES_FILE);
}
