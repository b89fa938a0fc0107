import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (README "Architecture"): imports run one way,
 * app → pages → features → components / lib / config / content, through the
 * `@/` alias. A relative import may only reach into its own folder (`./`).
 */
const upward = (message, ...layers) => layers.map((layer) => ({ group: [`@/${layer}`, `@/${layer}/**`], message }));
const noParentImports = { group: ['../*', '../**'], message: 'Import through the @/ alias; relative imports stay inside their own folder.' };
const boundaries = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns: [noParentImports, ...patterns] }] });

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'reports', 'generated', 'node_modules', 'public'] },
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
  { files: ['src/app/**/*.{ts,tsx}'], rules: boundaries() },
  {
    files: ['src/pages/**/*.{ts,tsx}'],
    // A page is its own folder: it never imports another page (shared pieces move to features/).
    rules: boundaries(...upward('Pages never import the app layer or another page.', 'app', 'pages')),
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: boundaries(...upward('Features never import pages or the app layer.', 'app', 'pages')),
  },
  {
    files: ['src/{components,lib,config,content}/**/*.{ts,tsx}'],
    rules: boundaries(...upward('components, lib, config and content sit at the bottom: no app, pages or features.', 'app', 'pages', 'features')),
  },
);
