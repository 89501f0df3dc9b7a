import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist.next/**',
      'dist.old/**',
      'shared/generated/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.outbox/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // French typography puts a non-breaking space before : ; ! ? and inside « ».
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Playwright fixtures take a `use` callback that is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The layering (README, "Layout of the code"): client never imports server; shared
    // imports neither, nor Node, so both sides can load it. Nothing but the tests imports
    // from tests/: what scripts and tests share lives under scripts/.
    files: ['client/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/tests/**'] }] },
  },
  {
    files: ['server/**', 'scripts/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/tests/**'] }] },
  },
  {
    files: ['shared/**'],
    ignores: ['shared/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['**/server/**', '**/client/**', '**/tests/**', 'node:*'],
          paths: [{ name: 'zod', message: 'Import z from shared/zod.ts (JIT off: the CSP forbids eval).' }],
        },
      ],
    },
  },
);
