/**
 * Build-time helpers, as Vite plugins:
 * - moduleChunks: which chunk holds each source module, for the pre-render's list of a page's
 *   first-view scripts.
 * - entryGroup and sharedByDataPages: the chunk groups of what the entry loads, and of what every
 *   page with data loads besides.
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

/** The modules `from` imports statically, at any depth (and dynamically too, when asked), themselves included. */
function reached(ctx: Rolldown.ChunkingContext, from: string[], dynamic = false): Set<string> {
  const seen = new Set<string>();
  for (let next = from; next.length > 0;) {
    next = next
      .filter((id) => !seen.has(id) && seen.add(id))
      .flatMap((id) => [...(ctx.getModuleInfo(id)?.importedIds ?? []), ...((dynamic && ctx.getModuleInfo(id)?.dynamicallyImportedIds) || [])]);
  }
  return seen;
}

const ENTRY = resolve(root, 'src/main.tsx');

/**
 * The chunk group of everything the entry imports statically: one script beside the entry. Left to
 * itself, rolldown gives each module that the entry shares with a lazy chunk (React, the router, the
 * locales…) a chunk of its own, seven scripts where one does: on a phone's six HTTP/1.1 connections
 * that wave cost the API-list pages about 0.3 s of LCP (docs/performance.md).
 */
export function entryGroup(name: string, entry = ENTRY) {
  let modules: Set<string> | undefined;
  return (id: string, ctx: Rolldown.ChunkingContext) => ((modules ??= reached(ctx, [entry])).has(id) ? name : null);
}

/**
 * The chunk group of what every page with data loads and the entry does not (the API client, its
 * checks, the page-data hook, `<Loadable>`…): the modules each page with a data module
 * (src/pages/<page>/data.ts) imports statically, with its page, at any depth, less the entry's.
 * Read from the module graph, so a new file on that path, or a new page with data, needs no edit.
 */
export function sharedByDataPages(name: string, entry = ENTRY) {
  let shared: Set<string> | undefined;
  return (id: string, ctx: Rolldown.ChunkingContext) => ((shared ??= sharedModules(entry, ctx)).has(id) ? name : null);
}

function sharedModules(entry: string, ctx: Rolldown.ChunkingContext): Set<string> {
  // The server build has no such entry: no data pages, no group.
  const pages = [...reached(ctx, [entry], true)]
    .filter((id) => /\/src\/pages\/[^/]+\/data\.ts$/.test(id))
    .map((data) => reached(ctx, [data, data.replace(/data\.ts$/, 'page.tsx')]));
  const ofEntry = reached(ctx, [entry]);
  return new Set([...(pages[0] ?? [])].filter((id) => !ofEntry.has(id) && pages.every((page) => page.has(id))));
}
