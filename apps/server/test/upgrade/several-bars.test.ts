import { readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../src/db/client.ts';
import { createBlankDatabase, type BlankDatabase } from '../helpers/blank-database.ts';

const migrations = path.resolve(import.meta.dirname, '../../drizzle');
const release = path.resolve(import.meta.dirname, '../fixtures/release-0000');
type Journal = { entries: Array<{ tag: string }> } & Record<string, unknown>;

/** The migration folder as it stood before a person could hold a role in several bars (found by what it writes). */
async function folderBeforeSeveralBars(): Promise<string> {
  const journal = JSON.parse(await readFile(path.join(migrations, 'meta/_journal.json'), 'utf8')) as Journal;
  const texts = await Promise.all(
    journal.entries.map((entry) => readFile(path.join(migrations, `${entry.tag}.sql`), 'utf8')),
  );
  const first = texts.findIndex((text) => text.includes('"bar_members_user_id_bar_id_pk"'));
  expect(first).toBeGreaterThan(0);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'matchday-before-several-bars-'));
  await mkdir(path.join(dir, 'meta'));
  const kept = journal.entries.slice(0, first);
  for (const entry of kept) await cp(path.join(migrations, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  await writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  return dir;
}

type Holding = { email: string; bar: string; role: string; removed: boolean };

/** Who holds which bar, as the owner of it or as a member with a role (the account's role before). */
async function holdings(db: Database, roleOf: 'account' | 'membership'): Promise<Holding[]> {
  const memberRole = roleOf === 'account' ? sql.raw('u.role') : sql.raw('m.role');
  return queryRows<Holding>(
    db,
    sql`
    select u.email, b.name as bar, 'owner' as role, false as removed from bars b join users u on u.id = b.owner_user_id
    union all
    select u.email, b.name, ${memberRole}, m.removed_at is not null from bar_members m
      join users u on u.id = m.user_id join bars b on b.id = m.bar_id
    order by 1, 2`,
  );
}

describe('upgrading a database at the head before several bars per account', () => {
  let blank: BlankDatabase | undefined;
  let folder: string | undefined;
  afterEach(async () => {
    await blank?.destroy();
    if (folder) await rm(folder, { recursive: true, force: true });
    blank = undefined;
  });

  it('keeps every bar, owner and member, each membership with the role its person had', async () => {
    folder = await folderBeforeSeveralBars();
    blank = await createBlankDatabase();
    await blank.prepare(
      path.join(release, 'migrations'),
      gunzipSync(readFileSync(path.join(release, 'demo-data.sql.gz'))).toString('utf8'),
    );
    // The demo data brought to the head before this change, with a team as the console makes one.
    await blank.prepare(
      folder,
      `
      insert into users (email, role, nickname) values
        ('manager@team.test', 'manager', 'Max Manager'),
        ('scanner@team.test', 'scanner', 'Sue Scanner'),
        ('gone@team.test', 'scanner', 'Gus Gone');
      insert into bar_members (user_id, bar_id, removed_at)
        select u.id, b.id, case when u.email = 'gone@team.test' then now() end
        from users u, bars b where u.email like '%@team.test' and b.name = 'The Corner Flag';`,
    );
    const old = await blank.open();
    const before = await holdings(old.db, 'account');
    const [bars] = await queryRows<{ n: number }>(old.db, sql`select count(*)::int as n from bars`);
    await old.close();
    expect(before.filter((h) => h.role !== 'owner')).toHaveLength(3);
    expect(before.filter((h) => h.role === 'owner').length).toBeGreaterThan(0);

    const database = await blank.open();
    try {
      await database.migrate();
      expect(await holdings(database.db, 'membership')).toEqual(before);
      const [after] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from bars`);
      expect(after?.n).toBe(bars?.n);
      // A member may now join a second bar, and an owner own a second one.
      await database.db.execute(
        sql`insert into bars (name, owner_user_id) select 'Second Venue', owner_user_id from bars where name = 'The Corner Flag'`,
      );
      await database.db.execute(sql`
        insert into bar_members (user_id, bar_id, role)
          select u.id, b.id, 'manager' from users u, bars b where u.email = 'scanner@team.test' and b.name = 'Second Venue'`);
      const scanner = (await holdings(database.db, 'membership')).filter((h) => h.email === 'scanner@team.test');
      expect(scanner).toEqual([
        { email: 'scanner@team.test', bar: 'Second Venue', role: 'manager', removed: false },
        { email: 'scanner@team.test', bar: 'The Corner Flag', role: 'scanner', removed: false },
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
