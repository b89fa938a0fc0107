// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as hb from 'harfbuzzjs';
import { codePointsOf, cutFont, FONT_CUTS, FONT_WEIGHTS, fontFacesCss, FONT_FACES_FILE } from '../../../scripts/fonts';
import { collectTexts, drawn, faceOf, sameGlyphs } from './font-shaping';

/**
 * Inter is cut to the weights 400–700 by `npm run fonts` (scripts/fonts.ts), and the cut committed. A cut that
 * lost a glyph, a kerning pair or a ligature would still load and draw some words wrongly. So: shape
 * every character of each file's range, every pair of Latin letters and digits (kerning), the
 * ligatures and the English copy of the site, with Fontsource's file and with the cut, at each weight
 * the site uses, and require the same outlines at the same positions. And the stylesheet must draw
 * each face only inside the range the cut kept.
 */
const WEIGHTS = [400, 500, 600, 700] as const;
const content = import.meta.glob<Record<string, unknown>>('/src/content/*.ts', { eager: true });

function syntheticTexts(codePoints: readonly number[]): string[] {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.,:;-–—’"()/₹%&@'.split('');
  const texts = letters.map((a) => letters.map((b) => a + b).join(' '));
  texts.push('fi fl ffi ffl -> <- => ... 1/2 ® © ™ № ½ “quoted” ‘single’');
  for (let i = 0; i < codePoints.length; i += 64) texts.push(String.fromCodePoint(...codePoints.slice(i, i + 64).filter((c) => c >= 0x20)));
  return texts;
}

/** Only the characters inside the face's range: the page draws the rest with another face. */
function runsOf(text: string, kept: ReadonlySet<number>): string[] {
  return text
    .split(/\s+/)
    .map((word) => [...word].filter((ch) => kept.has(ch.codePointAt(0) ?? 0)).join(''))
    .filter(Boolean);
}

// Shaping thousands of texts at four weights takes a minute on a busy 2-core machine.
describe.each(['interLatin', 'interLatinExt'] as const)('Inter’s %s file, cut to 400–700', { timeout: 180_000 }, (name) => {
  const { source, file, unicodeRange } = FONT_CUTS[name];
  const codePoints = codePointsOf(unicodeRange);
  let original: hb.Face;
  let cut: hb.Face;
  let cutBytes: number;

  beforeAll(async () => {
    const subset = await readFile(file);
    cutBytes = subset.length;
    original = await faceOf(await readFile(source));
    cut = await faceOf(subset);
  });

  it('is the file `npm run fonts` cuts from the installed Fontsource package (committed, not stale)', async () => {
    expect((await cutFont(name)).equals(await readFile(file))).toBe(true);
  });

  it('is served only inside the range it was cut to (the @font-face of src/styles/fonts.css)', async () => {
    const css = await readFile(FONT_FACES_FILE, 'utf8');
    const face = css.split('@font-face').find((block) => block.includes(`./fonts/${file.split('/').pop()}'`));
    expect(face, 'the stylesheet names the cut').toBeDefined();
    expect(/unicode-range:\s*([^;]+);/.exec(face ?? '')?.[1]?.trim()).toBe(unicodeRange);
    expect(/font-weight:\s*([^;]+);/.exec(face ?? '')?.[1]?.trim()).toBe(`${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max}`);
  });

  it('is much smaller than Fontsource’s file, with the weights 400 to 700', async () => {
    expect(cutBytes).toBeLessThan((await readFile(source)).length * 0.75);
    expect(cut.getAxisInfos()).toMatchObject({ wght: { min: FONT_WEIGHTS.min, max: FONT_WEIGHTS.max } });
  });

  it('draws every character, pair, ligature and English text as the full file does, at 400, 500, 600 and 700', () => {
    const texts = new Set<string>(syntheticTexts(codePoints));
    for (const module of Object.values(content)) collectTexts(module, texts, ['Asha', 3]);
    // A character the file has no glyph for is drawn by the next font of the stack, not by this one.
    const mapped = new Set(original.collectUnicodes());
    const kept = new Set(codePoints.filter((c) => mapped.has(c)));
    const runs = new Set([...texts].flatMap((text) => runsOf(text, kept)));
    expect(runs.size).toBeGreaterThan(name === 'interLatin' ? 2000 : 10);
    const differences: string[] = [];
    for (const run of runs) {
      for (const weight of WEIGHTS) {
        if (!sameGlyphs(drawn(original, weight, run), drawn(cut, weight, run), original.upem / 1000)) differences.push(`${weight}: ${run.slice(0, 40)}`);
      }
    }
    expect(differences.slice(0, 10), `${differences.length} texts drawn differently`).toEqual([]);
  });
});

describe('src/styles/fonts.css', () => {
  it('is what `npm run fonts` writes (the faces of the committed cuts and the fallback fontaine computes)', async () => {
    expect(await readFile(FONT_FACES_FILE, 'utf8')).toBe(await fontFacesCss());
  });
});
