/**
 * The unit tests' settings (`npm run test:unit`), over the site's Vite config (vite.config.ts), whose
 * aliases and plugins they use: kept apart so that the build's config holds only the build.
 */
import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
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
  }),
);
