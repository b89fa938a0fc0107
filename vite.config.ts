import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { entryGroup, moduleChunks, sharedByDataPages } from './scripts/delivery/vite-plugins.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), moduleChunks()],
  // The @/ and @generated/ imports, as tsconfig.json's paths map them.
  resolve: { tsconfigPaths: true },
  server: { port: 3000, strictPort: true },
  build: {
    target: 'es2022',
    // Tailwind CSS 4's own baseline (https://tailwindcss.com/docs/compatibility): es2022 alone means Chrome 94
    // and Firefox 93 to Lightning CSS, which then doubles every palette colour (hex, and lab() under @supports):
    // about 0.5 KB brotli in every page's inlined CSS (docs/performance.md), for browsers the site's CSS does not support anyway.
    cssTarget: ['chrome111', 'edge111', 'firefox128', 'safari16.4', 'ios16.4'],
    manifest: true,
    // The pre-render adds no modulepreload to the HTML (nothing competes with first paint);
    // the boot script preloads a page's first-view chunks beside the entry (src/app/boot.ts).
    rolldownOptions: {
      output: {
        // Fewer, larger requests where a page always needs the modules together: a phone on HTTP/1.1
        // fetches six at a time, so each extra wave of small chunks costs a round trip. (A locale's frame copy
        // is one chunk by its own imports: src/content/hi/index.ts.)
        codeSplitting: {
          groups: [
            // What the entry imports, at any depth: one script beside it, not a chunk per module a lazy chunk also uses.
            { name: entryGroup('app'), includeDependenciesRecursively: false },
            // What every page with data loads and the entry does not (the API client, its checks, the page-data hook,
            // <Loadable>), read from the module graph: one chunk instead of a wave of small ones.
            { name: sharedByDataPages('api'), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
