import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';

/** Which database this run of the suite uses: the vitest project sets TEST_DB_KIND. */
export const testDatabaseKind = process.env['TEST_DB_KIND'] === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database: PGlite in memory, or a new database on the PostgreSQL server of
 * TEST_DATABASE_URL (dropped again on close), so test files never see each other's rows.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await handle.migrate();
    return handle;
  }
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
