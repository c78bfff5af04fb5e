import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { makeFolderPrivate, PRIVATE_DIR_MODE } from '../lib/private-files.ts';
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
import { lockDataDir } from './data-dir-lock.ts';
import { databaseErrorSummary } from './availability.ts';
import { auditTransactions } from './audit-context.ts';
import { auditPgliteWrites, auditPoolWrites } from './audit-drivers.ts';
import { countPgliteStatements, poolStats, type ConnectionStats } from './connection-stats.ts';

type Schema = typeof schema;
/** The one database type every repository is written against, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  /**
   * Background jobs' handle (the game's scoring job): on PostgreSQL a pool of its own
   * (2 connections, opened when first used) whose statements may run for JOBS_STATEMENT_TIMEOUT_MS,
   * as a big championship's scoring is bounded by its size, not by a person waiting; on PGlite the
   * one connection.
   */
  jobsDb: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Each pool's connections and waiting queries now (GET /metrics). */
  connectionStats(): ConnectionStats[];
  /** PGlite only: the whole data directory as a tarball (backups; the tests' ready-made templates). */
  dumpDataDir?: () => Promise<Blob>;
};

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type OpenDatabaseOptions = {
  url?: string;
  dataDir?: string;
  loadDataDir?: Blob;
  /** PostgreSQL: give up on a connection after this long (default 5 s). */
  connectTimeoutMs?: number;
  /** PostgreSQL: cancel a statement after this long (default 5 s). */
  statementTimeoutMs?: number;
  /** Where to report a connection the server dropped (a restart, an administrator's kill). */
  onConnectionError?: (summary: ReturnType<typeof databaseErrorSummary> & { message: string }) => void;
  /** Pool size (default 10). */
  max?: number;
};

/** What a background job's statement may take on PostgreSQL before it is cancelled. */
const JOBS_STATEMENT_TIMEOUT_MS = 30 * 60_000;

/**
 * `url` names a PostgreSQL server; otherwise PGlite runs embedded in `dataDir`
 * (or in memory when `dataDir` is 'memory://', as the tests do).
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const report = (error: Error) =>
      options.onConnectionError?.({ ...databaseErrorSummary(error), message: connectionErrorText(error) });
    const openPool = (statementTimeout: number, max: number) => {
      const pool = new pg.Pool({
        connectionString: options.url,
        max,
        connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
        // Server side: PostgreSQL cancels a statement that runs too long (57014 → 503).
        statement_timeout: statementTimeout,
        // Client side: a server that hangs without answering (frozen, network gone) is given up on too.
        query_timeout: statementTimeout + 1000,
        keepAlive: true,
      });
      // A connection the server ends (restart, shutdown, pg_terminate_backend) emits 'error': on the pool
      // while idle, on the client while checked out between statements. Unhandled, either kills the
      // process; handled, the pool drops the client and opens a fresh one on the next query.
      pool.on('error', report);
      pool.on('connect', (client) => {
        client.on('error', report);
      });
      auditPoolWrites(pool);
      const db = drizzlePg(pool, { schema }) as unknown as Database;
      auditTransactions(db);
      return { pool, db };
    };
    const { pool, db } = openPool(options.statementTimeoutMs ?? 5000, options.max ?? 10);
    const jobs = openPool(JOBS_STATEMENT_TIMEOUT_MS, 2);
    return {
      db,
      jobsDb: jobs.db,
      kind: 'postgres',
      connectionStats: () => [poolStats('api', pool), poolStats('jobs', jobs.pool)],
      async migrate() {
        // A connection of its own, without the statement timeout: building an index may take longer.
        const client = new pg.Client({
          connectionString: options.url,
          connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
        });
        await client.connect();
        try {
          await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.end();
        }
      },
      async close() {
        await Promise.all([endPool(pool), endPool(jobs.pool)]);
      },
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const lock = inMemory ? null : lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, {
      extensions: { pg_trgm },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  // Its initial files come unpacked with 0666 (chmod, past any umask): the owner's alone.
  if (!inMemory) makeFolderPrivate(dataDir);
  const connectionStats = countPgliteStatements(client);
  auditPgliteWrites(client);
  const pgliteDb = drizzlePglite(client, { schema });
  const db = pgliteDb as unknown as Database;
  auditTransactions(db);
  return {
    db,
    jobsDb: db,
    kind: 'pglite',
    connectionStats: () => [connectionStats()],
    async migrate() {
      await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await migratePglite(pgliteDb, { migrationsFolder });
    },
    async close() {
      await client.close();
      lock?.release();
    },
    dumpDataDir: async () => client.dumpDataDir('none'),
  };
}

/**
 * pool.end() resolves before the sockets are closed; waits for every client's 'remove' (emitted once
 * its connection has ended), so nothing is still closing when the caller goes on (e.g. drops the database).
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const allRemoved = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open <= 0) resolve();
    });
  });
  await pool.end();
  await allRemoved;
}

/**
 * PostgreSQL's own text for a dropped connection ('terminating connection due to administrator command'): no values in
 * it.
 */
function connectionErrorText(error: Error): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^(08|57P)/.test(code) ? error.message : (error.message.split('\n')[0] ?? '');
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
