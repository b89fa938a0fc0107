/**
 * Build-time helpers, as Vite plugins:
 * - moduleChunks: which chunk holds each source module, for the pre-render's list of a page's
 *   first-view scripts.
 * - sharedByDataPages: the chunk group of what every page with data loads.
 */
import { relative, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

const root = resolve(import.meta.dirname, '../..');

/** Where moduleChunks writes its map, inside the client build's output. */
export const MODULE_CHUNKS_FILE = '.vite/module-chunks.json';

/**
 * Which chunk holds each of the site's source modules ("src/content/hi/frame.ts" → "assets/hi-….js"),
 * for the pre-render's list of a page's first-view chunks: Vite's manifest names a chunk by the one
 * module it was made for, and says nothing of the other modules in a chunk.
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

/**
 * The chunk group of what every page with data loads and the entry does not (the API client, its
 * checks, the page-data hook, `<Loadable>`…): the modules each page with a data module
 * (src/pages/<page>/data.ts) imports statically, with its page, at any depth, less the entry's.
 * Read from the module graph, so a new file on that path, or a new page with data, needs no edit.
 */
export function sharedByDataPages(name: string, entry = resolve(root, 'src/main.tsx')) {
  let shared: Set<string> | undefined;
  return (id: string, ctx: Rolldown.ChunkingContext) => ((shared ??= sharedModules(entry, ctx)).has(id) ? name : null);
}

function sharedModules(entry: string, ctx: Rolldown.ChunkingContext): Set<string> {
  const reached = (from: string[], dynamic = false) => {
    const seen = new Set<string>();
    for (let next = from; next.length > 0;) {
      next = next
        .filter((id) => !seen.has(id) && seen.add(id))
        .flatMap((id) => [...(ctx.getModuleInfo(id)?.importedIds ?? []), ...((dynamic && ctx.getModuleInfo(id)?.dynamicallyImportedIds) || [])]);
    }
    return seen;
  };
  // The server build has no such entry: no data pages, no group.
  const pages = [...reached([entry], true)]
    .filter((id) => /\/src\/pages\/[^/]+\/data\.ts$/.test(id))
    .map((data) => reached([data, data.replace(/data\.ts$/, 'page.tsx')]));
  const ofEntry = reached([entry]);
  return new Set([...(pages[0] ?? [])].filter((id) => !ofEntry.has(id) && pages.every((page) => page.has(id))));
}
