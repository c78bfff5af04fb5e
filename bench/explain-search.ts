/**
 * `node bench/explain-search.ts [postgres-url]`: EXPLAIN ANALYZE of the console's search queries on
 * the 100,000-match scale set (PGlite in a temp folder, or a fresh database on the server given).
 * A tool for docs/decisions/009-match-search.md, not part of `npm run bench`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/seed/index.ts';

const serverUrl = process.argv[2];
const dir = await mkdtemp(path.join(os.tmpdir(), 'matchday-explain-'));
const name = `explain_${Date.now()}`;
const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};
let url: string | undefined;
if (serverUrl) {
  await admin(`create database ${name}`);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  url = u.toString();
}
const database = await openDatabase(url ? { url } : { dataDir: path.join(dir, 'db') });
try {
  await database.migrate();
  await seedDemo(database.db, { password: 'Explain-Passw0rd', scale: { matches: 100_000, bars: 10_000 } });
  // EXPLAIN_SETUP: statements (;; between them) run first, e.g. an index to try; EXPLAIN_QUERIES: the queries.
  for (const statement of (process.env['EXPLAIN_SETUP'] ?? '').split(';;').filter(Boolean))
    await queryRows(database.db, sql.raw(statement));
  const queries = (process.env['EXPLAIN_QUERIES'] ?? '').split(';;').filter(Boolean);
  const defaults = [
    `select id from matches where trashed_at is null and search_text ilike '%liverpool%' order by scheduled_date desc, id desc limit 50`,
    `select count(*) from matches where trashed_at is null and search_text ilike '%liverpool%'`,
    `select id from matches where trashed_at is null and phase = 'future' order by scheduled_date, id limit 50 offset 16550`,
  ];
  for (const query of queries.length ? queries : defaults) {
    for (let i = 0; i < 3; i++) await queryRows(database.db, sql.raw(query));
    const plan = await queryRows<Record<string, string>>(database.db, sql.raw(`explain (analyze, buffers) ${query}`));
    process.stdout.write(`\n${query}\n${plan.map((r) => Object.values(r)[0]).join('\n')}\n`);
  }
} finally {
  await database.close();
  if (serverUrl) await admin(`drop database if exists ${name} with (force)`);
  await rm(dir, { recursive: true, force: true });
}
