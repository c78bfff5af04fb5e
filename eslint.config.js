import js from '@eslint/js';
import stylistic from '@stylistic/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const features = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * docs/architecture.md's dependency rules, as import zones: `target` may not import `from`.
 * Every import in the repo names its file (`.ts`/`.tsx`) or a package export, so the node
 * resolver (package.json `exports` included) finds them all.
 */
const zones = [
  { target: './packages/contract', from: './apps', message: 'The contract depends on zod only, never on the apps.' },
  {
    target: './packages/public-pages',
    from: './apps',
    message: 'The public pages are drawn from the props the server gives them: they never import the apps.',
  },
  {
    target: './apps/web',
    from: './apps/server',
    message: 'Web and server share only @app/contract and @app/public-pages.',
  },
  {
    target: './apps/server',
    from: './apps/web',
    message: 'Web and server share only @app/contract and @app/public-pages.',
  },
  ...features.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'Features never import each other; move shared code to components/ or lib/.',
  })),
  {
    target: './apps/web/src/lib',
    from: './apps/web/src/components',
    message: 'lib/ is below components/: it never imports them.',
  },
  // The shared layers serve every feature, so they never reach up into one, nor into the app that composes them.
  ...['components', 'lib'].flatMap((layer) =>
    ['features', 'app'].map((above) => ({
      target: `./apps/web/src/${layer}`,
      from: `./apps/web/src/${above}`,
      message: `${layer}/ is shared by every feature: it never imports ${above}/; move the piece down or pass it in.`,
    })),
  ),
  {
    target: './apps/server/src/db/schema',
    from: './apps/server/src/services',
    message: 'Tables never import services; move the shared piece to db/ or lib/.',
  },
  {
    target: './apps/server/src/services',
    from: './apps/server/src/plugins',
    message: 'Services never import plugins: they take a Database and plain values.',
  },
  { target: './apps/server/src/services', from: './apps/server/src/routes', message: 'Services never import routes.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '.tmp/**',
      'data/**',
      'apps/server/drizzle/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      // Measured: the whole lint takes the same time with and without it, so no maxDepth.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // app/ composes the features, so a feature's own code never imports it (its tests may render the app around it).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...zones,
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'app/ composes the features: a feature never imports it; move the shared piece to lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Prettier wraps code at 120 characters; this keeps the comments it leaves alone within the same width.
    files: ['**/*.{ts,tsx,js}'],
    plugins: { '@stylistic': stylistic },
    rules: {
      '@stylistic/max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
    },
  },
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
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Use api() from lib/api-client.ts' },
        { name: 'localStorage', message: 'Use lib/session-store.ts or lib/preferences-store.ts' },
        { name: 'sessionStorage', message: 'Use lib/session-store.ts' },
      ],
    },
  },
  {
    files: [
      'apps/web/src/lib/api-client.ts',
      'apps/web/src/lib/session-store.ts',
      'apps/web/src/lib/preferences-store.ts',
    ],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // One fetcher style (decision 066): a feature's requests are made in its api/ folder, a file per endpoint.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/*/api/**', 'apps/web/src/features/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='api']",
          message:
            "Call api() in the feature's api/ folder: a file per endpoint with its fetcher, queryOptions and hook (decision 066).",
        },
      ],
    },
  },
  {
    // A failed call is told one way (lib/query-client.ts): through the console's hooks, which know where it is read.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/refusal/**', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation', 'useQuery'],
              message:
                'Use useMutation/useQuery from lib/refusal/use-console-query.ts: a refusal is read in place (`refusal`) or told by the notifier.',
            },
          ],
        },
      ],
    },
  },
  {
    // After a write, a screen is read again one way (lib/refresh-after-write.ts): a bare invalidation
    // reuses a first read that left before the write, and the screen keeps the old state.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/refresh-after-write.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'queryClient',
          property: 'invalidateQueries',
          message: 'Use refreshAfterWrite(queryClient, key) from lib/refresh-after-write.ts (docs/decisions/068).',
        },
      ],
    },
  },
  {
    // Routes parse, call app.<service> and answer; the database is the services' (docs/architecture.md).
    files: ['apps/server/src/routes/**/*.ts'],
    ignores: ['apps/server/src/routes/api/health/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='app'][property.name='db']",
          message: 'A route calls app.<service>: put the database work in a service (plugins/app/services/).',
        },
      ],
    },
  },
  {
    // The list engine is generic: the lists configure it, it knows none of them
    // (docs/decisions/065-one-list-engine.md).
    files: ['apps/server/src/services/collection/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)services/(?!collection/)|^\\.\\./(?!\\.\\./)',
              message: 'services/collection/ is generic: it imports no entity service (a list configures it instead).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/e2e/**/*.ts', 'apps/server/test/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/unbound-method': 'off' },
  },
);
