import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const serverProject = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${kind}`,
    root: 'apps/server',
    include: ['test/**/*.test.ts'],
    // *.postgres.test.ts is about a PostgreSQL server (outages, several instances): the PGlite project has none.
    // *.pglite.test.ts is about PGlite itself (its data folder); *.no-db.test.ts opens no database
    // (configuration, pure services); *.one-db.test.ts opens one but is about something else (HTTP
    // headers and methods, input refused before any write, roles, the log, the OpenAPI document):
    // each is the same on both, so it runs once, in the PGlite project (decision 072).
    exclude:
      kind === 'pglite'
        ? ['test/**/*.postgres.test.ts']
        : ['test/**/*.pglite.test.ts', 'test/**/*.no-db.test.ts', 'test/**/*.one-db.test.ts'],
    environment: 'node' as const,
    setupFiles: ['../../vitest.setup.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // @fastify/cookie loads `cookie` with a dynamic import() from CommonJS, which a vm context's
    // external loader cannot resolve; run through vitest's own loader, it resolves as in Node.
    server: { deps: { inline: ['@fastify/cookie'] } },
  },
});

export default defineConfig({
  test: {
    // Two files at a time fit a two-core machine (vitest's default leaves one core idle).
    maxWorkers: 2,
    // Each file still gets its own module graph, in a fresh V8 context of a long-lived worker
    // instead of a fresh process: on this suite that is 2–3× faster (the import of MUI, jsdom
    // and Fastify is paid once per worker). Measured in docs/decisions/013-test-run-speed.md.
    pool: 'vmThreads',
    projects: [
      // The console's build plugins (apps/web/build), run in Node against a real Vite build; in a plain
      // process: rolldown's native binding rejects plugin objects made in a vm context.
      {
        test: {
          name: 'web-build',
          root: 'apps/web',
          include: ['build/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          setupFiles: ['../../vitest.setup.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          setupFiles: ['../../vitest.setup.ts'],
        },
      },
      {
        test: {
          name: 'public-pages',
          root: 'packages/public-pages',
          include: ['src/**/*.test.ts'],
          setupFiles: ['../../vitest.setup.ts'],
        },
      },
      serverProject('pglite'),
      ...(process.env['TEST_DATABASE_URL'] ? [serverProject('postgres')] : []),
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['../../vitest.setup.ts', './src/testing/setup-tests.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
