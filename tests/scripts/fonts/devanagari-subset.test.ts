// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as hb from 'harfbuzzjs';
import { hiCopy } from '@/content/hi';
import { collectTexts, drawn, faceOf, sameGlyphs } from './font-shaping';
import { codePointsOf, cutFont, FONT_CUTS, FONT_WEIGHTS } from '../../../scripts/fonts';

const DEVANAGARI_SOURCE = FONT_CUTS.devanagari.source;
const DEVANAGARI_WEIGHTS = FONT_WEIGHTS;
const DEVANAGARI_CODE_POINTS = codePointsOf(FONT_CUTS.devanagari.unicodeRange);

/**
 * The Hindi pages' font is cut by `npm run fonts` (scripts/fonts.ts), and the cut committed.
 * A cut that dropped a conjunct, a half form or a shaping rule would still load, and draw some words
 * wrongly. So: shape every Devanagari text of the Hindi copy, and every consonant pair, consonant +
 * sign and reph, with Fontsource's file and with the cut, at each weight the site uses, and require
 * the same outlines at the same positions.
 */
const WEIGHTS = [400, 500, 600, 700] as const;
const DEVANAGARI = /[\u0900-\u097f]/;

/** Every consonant with every consonant (conjuncts, half forms), with every sign, and with reph. */
function syntheticTexts(): string[] {
  const consonants: string[] = [];
  for (let c = 0x915; c <= 0x939; c++) consonants.push(String.fromCodePoint(c));
  consonants.push('क़', 'ख़', 'ग़', 'ज़', 'ड़', 'ढ़', 'फ़', 'य़');
  const signs: string[] = [];
  for (const range of [
    [0x93e, 0x94c],
    [0x900, 0x903],
    [0x962, 0x963],
  ] as const) {
    for (let c = range[0]; c <= range[1]; c++) signs.push(String.fromCodePoint(c));
  }
  const virama = '\u094d';
  const texts: string[] = [];
  for (const a of consonants) {
    texts.push(signs.map((s) => a + s).join(' '));
    texts.push(consonants.map((b) => a + virama + b).join(' '));
    texts.push(consonants.map((b) => 'र' + virama + a + virama + b + 'ि').join(' '));
    texts.push(a + virama + '\u200d' + ' ' + a + virama + '\u200c' + 'क');
  }
  texts.push(DEVANAGARI_CODE_POINTS.map((c) => String.fromCodePoint(c)).join(' '));
  return texts;
}

/**
 * The browser draws a character with this font only inside its unicode-range (spaces, Latin and
 * digits come from Inter): so texts are shaped run by run, as the page draws them.
 */
const KEPT = new Set(DEVANAGARI_CODE_POINTS);
function runsOf(text: string): string[] {
  const runs: string[] = [];
  let run = '';
  for (const char of text) {
    if (KEPT.has(char.codePointAt(0) ?? 0)) run += char;
    else if (run) {
      runs.push(run);
      run = '';
    }
  }
  if (run) runs.push(run);
  return runs;
}

// Shaping thousands of texts at four weights takes a minute on a busy 2-core machine.
describe('the Hindi pages’ cut of Noto Sans Devanagari', { timeout: 180_000 }, () => {
  let original: hb.Face;
  let cut: hb.Face;
  let cutBytes: number;
  const texts = new Set<string>();

  beforeAll(async () => {
    const subset = await readFile(FONT_CUTS.devanagari.file);
    cutBytes = subset.length;
    original = await faceOf(await readFile(DEVANAGARI_SOURCE));
    cut = await faceOf(subset);
    const all = new Set<string>();
    // Copy functions take a name or a count: call them with both kinds.
    for (const load of Object.values(hiCopy)) collectTexts(await (load as () => Promise<unknown>)(), all, ['क', 3]);
    for (const text of all) if (DEVANAGARI.test(text)) texts.add(text);
    for (const text of syntheticTexts()) texts.add(text);
  });

  it('is much smaller than Fontsource’s file (the bytes every /hi/ page preloads)', async () => {
    const source = (await readFile(DEVANAGARI_SOURCE)).length;
    expect(cutBytes).toBeLessThan(source * 0.7);
  });

  it('is the file `npm run fonts` cuts from the installed Fontsource package (committed, not stale)', async () => {
    expect((await cutFont('devanagari')).equals(await readFile(FONT_CUTS.devanagari.file))).toBe(true);
  });

  it('keeps the weights the site uses, 400 to 700', () => {
    expect(cut.getAxisInfos()).toMatchObject({ wght: { min: DEVANAGARI_WEIGHTS.min, max: DEVANAGARI_WEIGHTS.max } });
  });

  it('keeps no language’s own forms: a lang="hi" page shapes with the default rules (Hindi has no system of its own)', () => {
    const languageSystems = (face: hb.Face) =>
      (['GSUB', 'GPOS'] as const).flatMap((table) => face.getTableScriptTags(table).flatMap((_, i) => face.getScriptLanguageTags(table, i)));
    expect(languageSystems(original)).toEqual(expect.arrayContaining(['MAR ', 'NEP ']));
    expect(languageSystems(cut)).toEqual([]);
  });

  it('draws every Hindi text, conjunct and sign as the full font does, at 400, 500, 600 and 700', () => {
    expect(texts.size).toBeGreaterThan(500);
    const differences: string[] = [];
    const runs = new Set([...texts].flatMap(runsOf));
    for (const run of runs) {
      for (const weight of WEIGHTS) {
        if (!sameGlyphs(drawn(original, weight, run), drawn(cut, weight, run))) differences.push(`${weight}: ${run.slice(0, 40)}`);
      }
    }
    expect(differences.slice(0, 10), `${differences.length} texts drawn differently`).toEqual([]);
  });
});
