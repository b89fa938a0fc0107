// Acceptance suite: Gherkin in features/, TypeScript steps loaded through tsx
// (run with NODE_OPTIONS="--import tsx", see package.json).
export default {
  import: ['features/support/**/*.ts', 'features/steps/**/*.ts'],
  format: ['progress', 'summary', 'html:reports/acceptance.html', 'json:reports/acceptance.json'],
  formatOptions: { snippetInterface: 'async-await' },
  strict: true,
};
