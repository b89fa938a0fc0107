/**
 * Build-time helpers for first paint, as Vite plugins:
 * - responsiveImages: the AVIF/WebP widths of src/config/images.ts, made with sharp
 *   (emitted into the build; made on request by the dev server);
 * - fontFallback: an "Inter Variable fallback" face (fontaine's metrics of Inter
 *   over Arial / its metric twin Liberation Sans) so the swap to Inter moves nothing;
 * - fontCuts: the self-hosted fonts cut to what the site uses (written before the CSS is read):
 *   Noto Sans Devanagari for the Hindi pages, and Inter's Latin and Latin Extended files.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import subsetFont from 'subset-font';
import { generateFontFace, getMetricsForFamily, readMetrics } from 'fontaine';
import type { Plugin } from 'vite';
import { RESPONSIVE_IMAGES, RESPONSIVE_WIDTHS, responsiveVariant, type ResponsiveFormat } from '../../src/config/images.ts';

const root = resolve(import.meta.dirname, '../..');

async function variant(src: string, width: number, format: ResponsiveFormat): Promise<Buffer> {
  const image = sharp(await readFile(resolve(root, 'public', src.slice(1)))).resize({ width, withoutEnlargement: true });
  return format === 'avif' ? image.avif({ quality: 55, effort: 4 }).toBuffer() : image.webp({ quality: 78 }).toBuffer();
}

export function responsiveImages(): Plugin {
  let ssr = false;
  const wanted = new Map<string, [string, number, ResponsiveFormat]>();
  for (const src of RESPONSIVE_IMAGES) {
    for (const width of RESPONSIVE_WIDTHS) {
      for (const format of ['avif', 'webp'] as const) wanted.set(responsiveVariant(src, width, format), [src, width, format]);
    }
  }
  return {
    name: 'responsive-images',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    async generateBundle() {
      if (ssr) return;
      for (const [path, [src, width, format]] of wanted) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: await variant(src, width, format) });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const hit = wanted.get((req.url ?? '').split('?')[0] ?? '');
        if (!hit) return next();
        variant(...hit).then(
          (body) => {
            res.setHeader('Content-Type', `image/${hit[2]}`);
            res.end(body);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}

export const FALLBACK_FAMILY = 'Inter Variable fallback';
/** Arial and its metric-compatible twins (Liberation Sans on Linux, Arimo): one set of overrides fits all. */
const FALLBACK_LOCALS = ['Arial', 'Liberation Sans', 'Arimo'];

export async function fallbackFontFace(): Promise<string> {
  const file = resolve(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
  const inter = await readMetrics(pathToFileURL(file));
  const arial = await getMetricsForFamily('Arial');
  if (!inter || !arial) throw new Error('fontaine could not read the metrics of Inter or Arial');
  const face = generateFontFace(inter, { name: FALLBACK_FAMILY, font: 'Arial', metrics: arial });
  return face.replace(/src: local\("Arial"\);/, `src: ${FALLBACK_LOCALS.map((f) => `local("${f}")`).join(', ')};`);
}

export function fontFallback(): Plugin {
  let face: Promise<string> | undefined;
  return {
    name: 'font-fallback',
    enforce: 'pre',
    async transform(code, id) {
      if (!/src\/styles\/index\.css(\?|$)/.test(id)) return undefined;
      face ??= fallbackFontFace();
      return { code: `${code}\n${await face}\n`, map: null };
    },
  };
}

/**
 * Noto Sans Devanagari for the Hindi pages, cut at build time to what they use: the Devanagari block
 * (U+0900–097F) with the joiners, the dotted circle and ₹, every glyph and Indic shaping feature those
 * reach (HarfBuzz's subsetter keeps the layout closure), and the weight axis from 400 to 700 (the site's
 * font-normal … font-bold). Fontsource's file also carries the Vedic and Extended blocks and weights
 * 100–900: 122 KB, against about 70 KB for this one. It is preloaded on every /hi/ page, so its bytes
 * are on the first paint's path. tests/delivery/devanagari-subset.test.ts shapes the Hindi copy with
 * both files and requires the same glyph outlines and positions.
 */
export const DEVANAGARI_SOURCE = resolve(root, 'node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2');
/** Where the cut is written; src/styles/index.css points its @font-face here. */
export const DEVANAGARI_SUBSET = resolve(root, 'node_modules/.cache/fonts/noto-sans-devanagari-devanagari-wght-normal.woff2');
export const DEVANAGARI_WEIGHTS = { min: 400, max: 700 } as const;
/** The code points kept: also the @font-face's unicode-range in src/styles/index.css. */
export const DEVANAGARI_CODE_POINTS: readonly number[] = [
  ...Array.from({ length: 0x97f - 0x900 + 1 }, (_, i) => 0x900 + i),
  0x200c, 0x200d, 0x20b9, 0x25cc,
];

export async function devanagariSubsetFont(): Promise<Buffer> {
  const source = await readFile(DEVANAGARI_SOURCE);
  return subsetFont(source, String.fromCodePoint(...DEVANAGARI_CODE_POINTS), { targetFormat: 'woff2', variationAxes: { wght: DEVANAGARI_WEIGHTS } });
}

/** A code point list from a CSS unicode-range ("U+0000-00FF, U+0131, …"). */
export function codePointsOf(unicodeRange: string): number[] {
  return unicodeRange.split(',').flatMap((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-').map((hex) => parseInt(hex, 16));
    if (from === undefined || Number.isNaN(from)) throw new Error(`not a unicode-range: ${part}`);
    return Array.from({ length: (to ?? from) - from + 1 }, (_, i) => from + i);
  });
}

/**
 * Inter (Fontsource's variable files), cut to the weights the site uses, 400 to 700 (font-normal …
 * font-bold), and to each file's own unicode-range, which the cut keeps as it is (also the
 * @font-face's unicode-range in src/styles/index.css, which tests/scripts/delivery/inter-cut.test.ts
 * compares). Fontsource's Latin file carries weights 100–900: 48 KB, against about 30 KB cut; it is
 * preloaded on every page.
 */
export const INTER_WEIGHTS = DEVANAGARI_WEIGHTS;
export const INTER_CUTS = {
  latin: {
    source: resolve(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
    target: resolve(root, 'node_modules/.cache/fonts/inter-latin-wght-normal.woff2'),
    unicodeRange: 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
  latinExt: {
    source: resolve(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2'),
    target: resolve(root, 'node_modules/.cache/fonts/inter-latin-ext-wght-normal.woff2'),
    unicodeRange: 'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  },
} as const;

export async function interCutFont(cut: keyof typeof INTER_CUTS): Promise<Buffer> {
  const { source, unicodeRange } = INTER_CUTS[cut];
  // Control characters have no glyph to keep (and HarfBuzz's subsetter is given text).
  const text = String.fromCodePoint(...codePointsOf(unicodeRange).filter((c) => c >= 0x20));
  return subsetFont(await readFile(source), text, { targetFormat: 'woff2', variationAxes: { wght: INTER_WEIGHTS } });
}

export function fontCuts(): Plugin {
  let written: Promise<void> | undefined;
  return {
    name: 'font-cuts',
    // buildStart runs (and is awaited) before any module, the stylesheet included, is read.
    buildStart() {
      if (process.env.VITEST) return undefined; // the unit tests read no stylesheet
      written ??= (async () => {
        await mkdir(resolve(DEVANAGARI_SUBSET, '..'), { recursive: true });
        await Promise.all([
          devanagariSubsetFont().then((font) => writeFile(DEVANAGARI_SUBSET, font)),
          ...(Object.keys(INTER_CUTS) as (keyof typeof INTER_CUTS)[]).map((cut) => interCutFont(cut).then((font) => writeFile(INTER_CUTS[cut].target, font))),
        ]);
      })();
      return written;
    },
  };
}

/** Where moduleChunks writes its map, inside the client build's output. */
export const MODULE_CHUNKS_FILE = '.vite/module-chunks.json';

/**
 * Which chunk holds each of the site's source modules ("src/content/hi/frame.ts" → "assets/hi-core-….js"),
 * for the pre-render's list of a page's first-view chunks: Vite's manifest names a chunk by the one
 * module it was made for, and says nothing of modules grouped into a chunk (vite.config.ts).
 */
export function moduleChunks(): Plugin {
  return {
    name: 'module-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const path = relative(root, id.split('?')[0] ?? id);
          if (path.startsWith('src/') || path.startsWith('generated/')) map[path] = output.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: MODULE_CHUNKS_FILE, source: `${JSON.stringify(map, null, 1)}\n` });
    },
  };
}
