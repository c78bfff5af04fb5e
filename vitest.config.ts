import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const serverProject = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${kind}`,
    root: 'apps/server',
    include: ['test/**/*.test.ts'],
    environment: 'node' as const,
    setupFiles: ['../../vitest.setup.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is CPU-bound WASM: two files at a time fit this two-core machine.
    maxWorkers: 2,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'], setupFiles: ['../../vitest.setup.ts'] } },
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
