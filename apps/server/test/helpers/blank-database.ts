import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { testDatabaseKind } from './test-database.ts';

export type BlankDatabase = {
  /** Opens (again) the same database: a new handle, as a restarted server would. */
  open(): Promise<DatabaseHandle>;
  /**
   * With a raw connection of its own (no app code): applies the migrations of `folder`, as an
   * older release would have, then runs `script` (several statements, e.g. a pg_dump).
   */
  prepare(folder: string, script: string): Promise<void>;
  /** Removes the database for good. */
  destroy(): Promise<void>;
};

/**
 * An empty, unmigrated database that outlives its handles (a PGlite folder on disk, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL), for tests of what happens on start.
 */
export async function createBlankDatabase(): Promise<BlankDatabase> {
  if (testDatabaseKind === 'pglite') {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'matchday-blank-'));
    const dataDir = path.join(dir, 'db');
    return {
      open: () => openDatabase({ dataDir }),
      async prepare(folder, script) {
        const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
        try {
          await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
          await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
          await client.exec(script);
        } finally {
          await client.close();
        }
      },
      destroy: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const name = `blank_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    open: () => openDatabase({ url: url.toString() }),
    async prepare(folder, script) {
      const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
      try {
        await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
        await migratePg(drizzlePg(pool), { migrationsFolder: folder });
        await pool.query(script);
      } finally {
        await pool.end();
      }
    },
    destroy: () => admin(`drop database if exists ${name} with (force)`),
  };
}
