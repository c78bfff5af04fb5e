import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.tmp/**', 'data/**', 'apps/server/drizzle/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Raw fetch and web storage live behind one wrapper each (tldraw's habit).
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use api() from lib/api-client.ts' }, { name: 'localStorage', message: 'Use lib/session-store.ts or lib/preferences-store.ts' }, { name: 'sessionStorage', message: 'Use lib/session-store.ts' }],
    },
  },
  {
    files: ['apps/web/src/lib/api-client.ts', 'apps/web/src/lib/session-store.ts', 'apps/web/src/lib/preferences-store.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // Features never import each other: they are composed only in app/ (bulletproof-react).
    files: ['apps/web/src/features/*/*/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./\\.\\./(?!\\.\\./)', message: 'Features never import each other; move shared code to components/ or lib/.' }] }] },
  },
  {
    // One folder deeper (features/<x>/components/<group>/…): three steps up leave the feature.
    files: ['apps/web/src/features/*/*/*/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./\\.\\./\\.\\./(?!\\.\\./)', message: 'Features never import each other; move shared code to components/ or lib/.' }] }] },
  },
  {
    files: ['apps/web/src/features/*/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./(?!\\.\\./)', message: 'Features never import each other; move shared code to components/ or lib/.' }] }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/e2e/**/*.ts', 'apps/server/test/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/unbound-method': 'off' },
  },
);
