/**
 * `npx tsx scripts/assets/hindi-label.ts`: draws the language control's "हिन्दी" as an SVG path,
 * shaped by HarfBuzz from the site's own Noto Sans Devanagari cut (src/styles/fonts/), and writes it to
 * src/features/site-frame/hindi-label.ts. Pages in other languages show the word as this drawing: they
 * do not load the Devanagari font (features/i18n.feature), and a phone or desktop without a Devanagari
 * system font would draw the text as empty boxes. tests/scripts/hindi-label.test.ts checks that the
 * committed drawing is this one.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { convert } from 'fontverter';
import * as hb from 'harfbuzzjs';
import { FONT_CUTS } from '../fonts';

const root = resolve(import.meta.dirname, '../..');
export const LABEL_FILE = resolve(root, 'src/features/site-frame/hindi-label.ts');
/** The word and the weight the control sets it in (font-semibold). */
export const LABEL_TEXT = 'हिन्दी';
const WEIGHT = 600;

export interface DrawnLabel {
  /** viewBox: the word's advance and the font's ascender to descender, in font units. */
  viewBox: string;
  path: string;
}

export async function drawLabel(): Promise<DrawnLabel> {
  const sfnt = await convert(await readFile(FONT_CUTS.devanagari.file), 'sfnt');
  const face = new hb.Face(new hb.Blob(new Uint8Array(sfnt).buffer));
  const font = new hb.Font(face);
  font.setVariations([hb.Variation.fromString(`wght=${WEIGHT}`)!]);
  const buffer = new hb.Buffer();
  buffer.addText(LABEL_TEXT);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const { ascender, descender } = font.hExtents();
  let x = 0;
  const parts: string[] = [];
  for (const glyph of buffer.getGlyphInfosAndPositions()) {
    const outline = font.glyphToPath(glyph.codepoint);
    // Font units, y up; the SVG's y runs down from the ascender: each glyph moved and flipped.
    if (outline) parts.push(placed(outline, x + (glyph.xOffset ?? 0), ascender - (glyph.yOffset ?? 0)));
    x += glyph.xAdvance ?? 0;
  }
  return { viewBox: `0 0 ${Math.round(x)} ${Math.round(ascender - descender)}`, path: parts.join('') };
}

/** An outline's commands with every point at (dx + x, dy - y), rounded to whole units. */
function placed(outline: string, dx: number, dy: number): string {
  return outline.replace(/([MLQCZ])([^MLQCZ]*)/g, (_, command: string, args: string) => {
    const numbers = args.match(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g)?.map(Number) ?? [];
    const points = numbers.map((n, i) => (i % 2 === 0 ? Math.round(dx + n) : Math.round(dy - n)));
    return command + points.join(' ');
  });
}

export function labelModule(label: DrawnLabel): string {
  return `// Written by scripts/assets/hindi-label.ts: do not edit.
/** "${LABEL_TEXT}" drawn from the site's Noto Sans Devanagari cut, for pages that do not load the font. */
export const HINDI_LABEL = {
  viewBox: '${label.viewBox}',
  path: '${label.path}',
} as const;
`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await writeFile(LABEL_FILE, labelModule(await drawLabel()));
  console.log(`wrote ${LABEL_FILE}`);
}
