/** Brotli (quality 11) and gzip (level 9) copies of every text file, made once at build and served as they are. */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { PRECOMPRESSED_EXTENSIONS } from './policy';
import { servedFiles } from './files';

const br = promisify(brotliCompress);
const gz = promisify(gzip);
const MIN_BYTES = 512;

export async function precompress(dist: string): Promise<{ files: number; bytes: number; brBytes: number }> {
  const files = servedFiles(dist).filter((f) => PRECOMPRESSED_EXTENSIONS.includes(extname(f)));
  let bytes = 0;
  let brBytes = 0;
  let count = 0;
  for (const file of files) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const body = await readFile(file);
    const [brotli, gzipped] = await Promise.all([
      br(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gz(body, { level: 9 }),
    ]);
    // A copy is kept only when it is smaller: otherwise the original is what everyone gets.
    if (brotli.length < body.length) await writeFile(`${file}.br`, brotli);
    if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
    bytes += body.length;
    brBytes += Math.min(brotli.length, body.length);
    count += 1;
  }
  return { files: count, bytes, brBytes };
}
