import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (docs/architecture.md): imports run one way,
 * app → pages → features → components / lib / config / content, through the
 * `@/` alias. A relative import may only reach into its own folder (`./`).
 */
/**
 * What each feature offers the others: its declared public modules. Any other module of a feature is
 * its own business, and another feature that needs it asks for it to be declared here
 * (docs/architecture.md). Pages and the app may use any module of a feature.
 */
export const FEATURE_API = {
  analytics: ['analytics'],
  callback: ['callback-context'],
  consent: ['consent', 'use-consent-choice', 'ConsentFields', 'ConsentSummary'],
  'cookie-consent': ['consent'],
  submission: ['field-problems', 'FormField', 'normalise', 'safe-form', 'SubmissionModal', 'use-submission', 'validation'],
};
const featureApi = {
  group: ['@/features/*/*', ...Object.entries(FEATURE_API).flatMap(([feature, modules]) => modules.map((m) => `!@/features/${feature}/${m}`))],
  message: "A feature uses another only through that feature's declared public modules (FEATURE_API in eslint.config.js).",
};

/**
 * What the acceptance steps and their support code may import from the app: config and content (the
 * figures and texts the spec names), the contract's generated types, and the app's few test seams,
 * which features/support/seams.ts declares. Never a step file: steps share through support/.
 */
const testSeams = [
  {
    group: ['@/app/**', '@/pages/**', '@/features/**', '@/lib/**', '@/components/**'],
    message: 'Steps and support code reach the app only through features/support/seams.ts.',
  },
  { group: ['**/*.steps', '**/*.steps.ts'], message: 'A step file never imports another: shared steps and helpers live in features/support/.' },
];

const upward = (message, ...layers) => layers.map((layer) => ({ group: [`@/${layer}`, `@/${layer}/**`], message }));
const noParentImports = { group: ['../*', '../**'], message: 'Import through the @/ alias; relative imports stay inside their own folder.' };
const boundaries = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns: [noParentImports, ...patterns] }] });

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'reports', 'generated', 'node_modules', 'public', '.cache'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // No import circle anywhere in the app: a cycle makes load order matter and ties layers together
    // (dynamic imports count: they are edges of the graph the bundler splits).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  { files: ['src/app/**/*.{ts,tsx}'], rules: boundaries() },
  {
    files: ['src/pages/**/*.{ts,tsx}'],
    // A page is its own folder: it never imports another page (shared pieces move to features/).
    rules: boundaries(...upward('Pages never import the app layer or another page.', 'app', 'pages')),
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: boundaries(...upward('Features never import pages or the app layer.', 'app', 'pages'), featureApi),
  },
  {
    files: ['src/{components,content}/**/*.{ts,tsx}'],
    rules: boundaries(...upward('components, lib, config and content sit at the bottom: no app, pages or features.', 'app', 'pages', 'features')),
  },
  {
    // The lowest layer knows no copy and no domain: content and features build on lib and config, never the reverse.
    files: ['src/{lib,config}/**/*.{ts,tsx}'],
    rules: boundaries(...upward('lib and config are the lowest layer: no app, pages, features or content.', 'app', 'pages', 'features', 'content')),
  },
  { files: ['features/**/*.ts'], ignores: ['features/support/seams.ts'], rules: { 'no-restricted-imports': ['error', { patterns: testSeams }] } },
);
