/**
 * Build-time helpers for first paint, as Vite plugins:
 * - responsiveImages: the AVIF/WebP widths of src/config/images.ts, made with sharp
 *   (emitted into the build; made on request by the dev server);
 * - fontFallback: an "Inter Variable fallback" face (fontaine's metrics of Inter
 *   over Arial / its metric twin Liberation Sans) so the swap to Inter moves nothing;
 * - devanagariSubset: the Hindi pages' font cut to what they use (written before the CSS is read).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
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

export function devanagariSubset(): Plugin {
  let written: Promise<void> | undefined;
  return {
    name: 'devanagari-subset',
    // buildStart runs (and is awaited) before any module, the stylesheet included, is read.
    buildStart() {
      if (process.env.VITEST) return undefined; // the unit tests read no stylesheet
      written ??= (async () => {
        const font = await devanagariSubsetFont();
        await mkdir(resolve(DEVANAGARI_SUBSET, '..'), { recursive: true });
        await writeFile(DEVANAGARI_SUBSET, font);
      })();
      return written;
    },
  };
}
