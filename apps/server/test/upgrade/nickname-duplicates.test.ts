import { cp, mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { createBlankDatabase, type BlankDatabase } from '../helpers/blank-database.ts';

const migrations = path.resolve(import.meta.dirname, '../../drizzle');
type Journal = { entries: Array<{ tag: string }> } & Record<string, unknown>;

/** The migration folder as it stood before nicknames became unique (found by what it writes, not by its name). */
async function foldersBeforeNicknameKeys(): Promise<string> {
  const journal = JSON.parse(await readFile(path.join(migrations, 'meta/_journal.json'), 'utf8')) as Journal;
  const texts = await Promise.all(
    journal.entries.map((entry) => readFile(path.join(migrations, `${entry.tag}.sql`), 'utf8')),
  );
  const first = texts.findIndex((text) => text.includes('users_nickname_key_unique'));
  expect(first).toBeGreaterThan(0);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'matchday-before-nicknames-'));
  await mkdir(path.join(dir, 'meta'));
  const kept = journal.entries.slice(0, first);
  for (const entry of kept) await cp(path.join(migrations, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  await writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  return dir;
}

describe('upgrading a database whose players share nicknames', () => {
  let blank: BlankDatabase | undefined;
  let folder: string | undefined;
  afterEach(async () => {
    await blank?.destroy();
    if (folder) await rm(folder, { recursive: true, force: true });
    blank = undefined;
  });

  it('keeps the earliest account\'s name, gives each later one the first free "Name2", "Name3"…, and counts every account as confirmed', async () => {
    folder = await foldersBeforeNicknameKeys();
    blank = await createBlankDatabase();
    await blank.prepare(
      folder,
      `
      insert into users (email, role, nickname, created_at) values
        ('first@fans.test', 'player', 'Sam Fan', '2026-01-01T10:00:00Z'),
        ('second@fans.test', 'player', 'SAM FAN', '2026-01-02T10:00:00Z'),
        ('third@fans.test', 'player', 'Säm  Fan', '2026-01-03T10:00:00Z'),
        ('taken@fans.test', 'player', 'sam fan2', '2026-01-04T10:00:00Z'),
        ('owner@bars.test', 'owner', 'Sam Fan', '2026-01-05T10:00:00Z');`,
    );
    const database = await blank.open();
    try {
      await database.migrate();
      const rows = await queryRows<{
        email: string;
        nickname: string;
        nickname_key: string | null;
        confirmed: boolean;
      }>(
        database.db,
        sql`
        select email, nickname, nickname_key, email_confirmed_at is not null as confirmed from users order by email`,
      );
      expect(rows).toEqual([
        { email: 'first@fans.test', nickname: 'Sam Fan', nickname_key: 'sam fan', confirmed: true },
        { email: 'owner@bars.test', nickname: 'Sam Fan', nickname_key: null, confirmed: true },
        { email: 'second@fans.test', nickname: 'SAM FAN3', nickname_key: 'sam fan3', confirmed: true },
        { email: 'taken@fans.test', nickname: 'sam fan2', nickname_key: 'sam fan2', confirmed: true },
        { email: 'third@fans.test', nickname: 'Säm  Fan4', nickname_key: 'sam fan4', confirmed: true },
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
