/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { devanagariSubset, fontFallback, responsiveImages } from './scripts/delivery/vite-plugins.ts';

export default defineConfig({
  plugins: [devanagariSubset(), fontFallback(), react(), tailwindcss(), responsiveImages()],
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@generated/': fileURLToPath(new URL('./generated/', import.meta.url)),
    },
  },
  server: { port: 3000, strictPort: true },
  preview: { port: 3000, strictPort: true },
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    manifest: true,
    // The pre-render adds no modulepreload to the HTML (nothing competes with first paint);
    // chunks a lazy route needs are still fetched together once the entry runs.
  },
  test: {
    environment: 'happy-dom',
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    css: false,
    // A 2-core CI machine under load (the acceptance build beside it) runs a test that types 2,000
    // characters or starts a server in seconds: generous limits, so that only a real hang fails.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Vitest's default is one worker per core minus one: a single worker on a 2-core machine.
    // Two keep both cores busy (106 s against 142 s for the whole unit suite here).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
