import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { auditTransactions } from './audit-context.ts';
import { auditPgliteWrites, auditPoolWrites } from './audit-drivers.ts';

export type Schema = typeof schema;
/** The one database type every repository is written against, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (backups; the tests' ready-made templates). */
  dumpDataDir?: () => Promise<Blob>;
};

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * `url` names a PostgreSQL server; otherwise PGlite runs embedded in `dataDir`
 * (or in memory when `dataDir` is 'memory://', as the tests do).
 */
export async function openDatabase(options: { url?: string; dataDir?: string; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    auditPoolWrites(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    auditTransactions(db);
    return {
      db,
      kind: 'postgres',
      async migrate() {
        await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
        await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
      },
      async close() {
        // pool.end() resolves before the sockets are closed; wait for every client's 'remove' (emitted once
        // its connection has ended), so nothing is still closing when the caller goes on (e.g. drops the database).
        let open = pool.totalCount;
        const allRemoved = new Promise<void>((resolve) => {
          if (open === 0) resolve();
          pool.on('remove', () => { open -= 1; if (open <= 0) resolve(); });
        });
        await pool.end();
        await allRemoved;
      },
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  auditPgliteWrites(client);
  const pgliteDb = drizzlePglite(client, { schema });
  const db = pgliteDb as unknown as Database;
  auditTransactions(db);
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await migratePglite(pgliteDb, { migrationsFolder });
    },
    close: () => client.close(),
    dumpDataDir: async () => client.dumpDataDir('none'),
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * Raw SQL with typed rows. Both drivers answer `{ rows }`; drizzle types execute() per driver,
 * so this is the one place that narrows it.
 */
export async function queryRows<T>(db: Database | Tx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
