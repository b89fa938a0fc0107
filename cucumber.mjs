// Acceptance suite: Gherkin in features/, TypeScript steps loaded through tsx
// (run with NODE_OPTIONS="--import tsx", see package.json).
export default {
  import: ['features/support/**/*.ts', 'features/steps/**/*.ts'],
  format: ['progress', 'summary', 'html:reports/acceptance.html', 'json:reports/acceptance.json'],
  formatOptions: { snippetInterface: 'async-await' },
  strict: true,
  // Scenarios run in ACCEPTANCE_WORKERS worker processes (2 by default), each with its own
  // Prism, servers and browser on free ports (features/support/servers.ts). One scenario keeps
  // most of a 2-core machine idle (it waits on the browser), so two workers halve the run.
  parallel: Number(process.env.ACCEPTANCE_WORKERS ?? 2),
};
