import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../src/db/client.ts';
import { parseEnv } from '../../src/config/env.ts';
import { buildApp } from '../../src/app.ts';
import { createBlankDatabase, type BlankDatabase } from '../helpers/blank-database.ts';

const release = path.resolve(import.meta.dirname, '../fixtures/release-0000');
const demoPassword = 'Demo-Passw0rd';

/** Rows per table of the public schema (the app's data; drizzle's own journal lives elsewhere). */
async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

describe('upgrading a database of the first release', () => {
  let blank: BlankDatabase | undefined;
  afterEach(async () => {
    await blank?.destroy();
    blank = undefined;
  });

  it('migrates to the current head on start, keeps every row, and the server answers', async () => {
    blank = await createBlankDatabase();
    await blank.prepare(
      path.join(release, 'migrations'),
      gunzipSync(readFileSync(path.join(release, 'demo-data.sql.gz'))).toString('utf8'),
    );

    // What the old release holds, read before anything of the current code has run.
    const old = await blank.open();
    const before = await rowCounts(old.db);
    await old.close();
    expect(before['matches']).toBeGreaterThan(500);
    expect(before['winners']).toBeGreaterThan(0);

    // What `npm start` does with an existing database: migrate, then serve (no seeding: it has users).
    const database = await blank.open();
    try {
      await database.migrate();
      const after = await rowCounts(database.db);
      // Arabic and Chinese join the languages of championship texts (inactive) where a database has its languages.
      const added: Record<string, number> = { languages: 2 };
      for (const [table, n] of Object.entries(before))
        expect({ table, rows: after[table] }).toEqual({ table, rows: n + (added[table] ?? 0) });
      // Migration 0019 fills the stored count of public bars per match from the release's broadcasts (decision 057).
      const counted = await queryRows<{ stored: number; live: number }>(
        database.db,
        sql`select coalesce(c.bars, 0)::int as stored,
        (select count(*) from bar_broadcasts bb join bars b on b.id = bb.bar_id where bb.match_id = m.id and b.status = 'accepted' and b.trashed_at is null)::int as live
        from matches m left join match_public_bars c on c.match_id = m.id`,
      );
      expect(counted.filter((r) => r.live > 0).length).toBeGreaterThan(0);
      expect(counted.filter((r) => r.stored !== r.live)).toEqual([]);

      const config = parseEnv({ NODE_ENV: 'test', DATA_DIR: path.join(release, 'unused'), LOG_LEVEL: 'silent' });
      const app = await buildApp({
        config,
        database,
        jwtSecret: 'upgrade-test-secret-long-enough-for-hs256-0123456789',
      });
      try {
        const signIn = await app.inject({
          method: 'POST',
          url: '/api/authentication/signin',
          payload: { email: 'owner@example.com', password: demoPassword },
        });
        expect(signIn.statusCode).toBe(200);
        const owner = signIn.json<{ accessToken: string; barId: string }>();
        const bar = await app.inject({
          method: 'GET',
          url: `/api/bars/${owner.barId}`,
          headers: { authorization: `Bearer ${owner.accessToken}` },
        });
        expect(bar.statusCode).toBe(200);
        expect(bar.json<{ name: string }>().name).toBe('The Corner Flag');

        const admin = (
          await app.inject({
            method: 'POST',
            url: '/api/authentication/signin',
            payload: { email: 'admin@example.com', password: demoPassword },
          })
        ).json<{ accessToken: string }>();
        const matches = await app.inject({
          method: 'GET',
          url: '/api/matches/admin?query=Arsenal',
          headers: { authorization: `Bearer ${admin.accessToken}` },
        });
        expect(matches.statusCode).toBe(200);
        expect(matches.json<{ count: number }>().count).toBeGreaterThan(0);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
    // A whole release's demo set is loaded and every migration runs on it: on PGlite on a busy
    // two-core machine that took 49 s, past the suite's 30 s default.
  }, 120_000);
});
