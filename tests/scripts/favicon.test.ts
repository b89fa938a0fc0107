// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

/**
 * /favicon.ico is a committed file (browsers, feed readers and crawlers ask for it at that address
 * whatever a page's <link rel="icon"> says): an ICO of PNG images at 16, 32 and 48 px, each the
 * drawing of public/favicon.svg, the one source of the icon. Change the SVG and this fails until
 * the ICO is made again from it (docs/assets.md).
 */
const root = resolve(import.meta.dirname, '../..');
const ico = readFileSync(resolve(root, 'public/favicon.ico'));
const svg = readFileSync(resolve(root, 'public/favicon.svg'));
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The ICO directory: one entry per image (width, height, where its bytes are). */
function images(file: Buffer) {
  return Array.from({ length: file.readUInt16LE(4) }, (_, i) => {
    const entry = 6 + 16 * i;
    const size = file.readUInt32LE(entry + 8);
    const offset = file.readUInt32LE(entry + 12);
    return { width: file.readUInt8(entry), height: file.readUInt8(entry + 1), data: file.subarray(offset, offset + size) };
  });
}

describe('public/favicon.ico', () => {
  it('is an icon file of three PNG images, 16, 32 and 48 px square', async () => {
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)], 'reserved 0, type 1 (icon)').toEqual([0, 1]);
    const found = images(ico);
    expect(found.map((i) => [i.width, i.height])).toEqual([
      [16, 16],
      [32, 32],
      [48, 48],
    ]);
    for (const image of found) {
      expect(image.data.subarray(0, 8).equals(PNG_SIGNATURE), `${image.width} px is a PNG`).toBe(true);
      const meta = await sharp(image.data).metadata();
      expect([meta.width, meta.height]).toEqual([image.width, image.width]);
    }
  });

  it('draws public/favicon.svg at each size', async () => {
    for (const image of images(ico)) {
      const size = image.width;
      const [committed, drawn] = await Promise.all([
        sharp(image.data).ensureAlpha().raw().toBuffer(),
        sharp(svg, { density: 384 }).resize(size, size).ensureAlpha().raw().toBuffer(),
      ]);
      expect(committed.length).toBe(drawn.length);
      // Mean difference per channel, out of 255: another rasteriser's anti-aliasing passes, another drawing does not.
      const difference = committed.reduce((sum, value, i) => sum + Math.abs(value - (drawn[i] ?? 0)), 0) / committed.length;
      expect(difference, `${size} px`).toBeLessThan(4);
    }
  });
});
