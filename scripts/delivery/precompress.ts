/**
 * Brotli (quality 11) and gzip (level 9) copies of the scripts and stylesheets of /assets/, made once at
 * build: nginx sends them as they are there (deploy/nginx.conf's /assets/ location, the only one with
 * gzip_static and brotli_static) and compresses everything else as it sends it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { servedFiles } from './files';

const br = promisify(brotliCompress);
const gz = promisify(gzip);
/** nginx's gzip_min_length: a smaller file is sent as it is. */
const MIN_BYTES = 512;

export async function precompress(dist: string): Promise<{ bytes: number; brBytes: number }> {
  let bytes = 0;
  let brBytes = 0;
  for (const file of servedFiles(join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f))) {
    const body = await readFile(file);
    if (body.length < MIN_BYTES) continue;
    const [brotli, gzipped] = await Promise.all([
      br(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gz(body, { level: 9 }),
    ]);
    // A copy is kept only when it is smaller: otherwise the original is what everyone gets.
    if (brotli.length < body.length) await writeFile(`${file}.br`, brotli);
    if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
    bytes += body.length;
    brBytes += Math.min(brotli.length, body.length);
  }
  return { bytes, brBytes };
}
