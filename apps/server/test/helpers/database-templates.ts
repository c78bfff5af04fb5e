import path from 'node:path';

/**
 * Creating a database from nothing is the slow part of a test file (PGlite runs initdb, then the
 * migration, then the demo seed). The suite's global setup builds each kind once per run; every
 * test file then starts from a copy: PGlite loads the dumped data directory, PostgreSQL copies a
 * template database.
 */
export type TemplateKind = 'empty' | 'demo';
export const DEMO_PASSWORD = 'Demo-Passw0rd';

export const pgliteTemplateFile = (kind: TemplateKind) =>
  path.resolve(import.meta.dirname, '../../../../.tmp/test-templates', `pglite-${kind}.tar`);

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL template database names of this run, by kind. */
    postgresTemplates: Record<TemplateKind, string>;
  }
}
