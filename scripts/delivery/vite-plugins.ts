/**
 * Build-time helpers, as Vite plugins:
 * - moduleChunks: which chunk holds each source module, for the pre-render's list of a page's
 *   first-view scripts.
 */
import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

const root = resolve(import.meta.dirname, '../..');

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
