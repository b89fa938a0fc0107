/**
 * /favicon.ico, made at build from public/favicon.svg (the one source of the icon): browsers,
 * feed readers and crawlers still ask for it at that address whatever the page's <link rel="icon">
 * says, and a 404 there is noise in every log. An ICO file of PNG images (allowed since Windows
 * Vista and read by every browser): 16, 32 and 48 px.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

const FAVICON_SIZES = [16, 32, 48] as const;

/** An ICO container around PNG images (ICONDIR, one ICONDIRENTRY per image, then the images). */
function icoOf(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 = 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

export async function faviconIco(svgFile: string): Promise<Buffer> {
  const svg = await readFile(svgFile);
  const images = await Promise.all(FAVICON_SIZES.map(async (size) => ({ size, png: await sharp(svg, { density: 384 }).resize(size, size).png().toBuffer() })));
  return icoOf(images);
}
