import pg from 'pg';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { pgliteTemplateFile, type TemplateKind } from './database-templates.ts';

/** Which database this run of the suite uses: the vitest project sets TEST_DB_KIND. */
export const testDatabaseKind = process.env['TEST_DB_KIND'] === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database of its own (with the demo set for 'demo'): PGlite in memory loaded
 * from this run's template, or a new database on the PostgreSQL server of TEST_DATABASE_URL copied
 * from this run's template (dropped again on close), so test files never see each other's rows.
 */
export async function openTestDatabase(kind: TemplateKind = 'empty'): Promise<DatabaseHandle & { url?: string }> {
  if (testDatabaseKind === 'pglite') {
    return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(pgliteTemplateFile(kind))]) });
  }
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplates')[kind]}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    /** For a second connection pool on the same database (e.g. two mail senders). */
    url: url.toString(),
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
