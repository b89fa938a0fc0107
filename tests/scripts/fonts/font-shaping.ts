import { convert } from 'fontverter';
import * as hb from 'harfbuzzjs';

/** Shaping with HarfBuzz, to compare a committed font cut with the file it was cut from (tests of scripts/fonts.ts). */

export async function faceOf(woff2: Buffer): Promise<hb.Face> {
  const sfnt = await convert(woff2, 'sfnt');
  return new hb.Face(new hb.Blob(new Uint8Array(sfnt).buffer));
}

export interface Glyph {
  outline: string;
  metrics: string;
}

export function drawn(face: hb.Face, weight: number, text: string): Glyph[] {
  const font = new hb.Font(face);
  font.setVariations([hb.Variation.fromString(`wght=${weight}`)!]);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const glyphs = buffer
    .getGlyphInfosAndPositions()
    .map((g) => ({ outline: font.glyphToPath(g.codepoint), metrics: `${g.xAdvance},${g.yAdvance},${g.xOffset},${g.yOffset}` }));
  return glyphs;
}

/**
 * Same glyphs: the same outline commands, every coordinate within 1/1000 em (one unit of a 1000-unit
 * font), every advance and offset within 2/1000 em (0.03 px at 16 px). Between the ends of the cut's
 * weight range, and at its ends for Inter, the re-encoded variation deltas land a fraction of a unit
 * away from the full font's (and advances are whole units). A joiner the cut leaves out of the glyph
 * run draws nothing either way.
 */
const OUTLINE_TOLERANCE = 1;
const ADVANCE_TOLERANCE = 2;
const NUMBER = /-?\d+(?:\.\d+)?(?:e-?\d+)?/g;
function near(a: string, b: string, tolerance: number): boolean {
  if (a.replace(NUMBER, '#') !== b.replace(NUMBER, '#')) return false;
  const y = b.match(NUMBER) ?? [];
  return (a.match(NUMBER) ?? []).every((n, k) => Math.abs(Number(n) - Number(y[k])) <= tolerance);
}
/** `unitsPerThousandth`: the font's units per 1/1000 em (1 for a 1000-unit font, 2.048 for Inter's 2048). */
export function sameGlyphs(a: Glyph[], b: Glyph[], unitsPerThousandth = 1): boolean {
  const visible = (glyphs: Glyph[]) => glyphs.filter((g) => g.outline !== '' || g.metrics !== '0,0,0,0');
  const x = visible(a);
  const y = visible(b);
  return (
    x.length === y.length &&
    x.every(
      (g, i) =>
        near(g.outline, y[i]!.outline, OUTLINE_TOLERANCE * unitsPerThousandth) && near(g.metrics, y[i]!.metrics, ADVANCE_TOLERANCE * unitsPerThousandth),
    )
  );
}

/**
 * Every text a copy module holds: its strings, and what its text builders return when called with
 * each of `args` (a name, a count). A function that throws is not a text builder; one that returns a
 * promise is a loader, left unawaited with its rejection caught so it cannot fail the run.
 */
export function collectTexts(value: unknown, into: Set<string>, args: readonly unknown[]): void {
  if (typeof value === 'string') into.add(value);
  else if (typeof value === 'function') {
    for (const argument of args) {
      try {
        const result: unknown = (value as (arg: unknown) => unknown)(argument);
        if (result instanceof Promise) result.catch(() => undefined);
        else collectTexts(result, into, args);
      } catch {
        // not a text builder
      }
    }
  } else if (value && typeof value === 'object') for (const item of Object.values(value)) collectTexts(item, into, args);
}
