import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { competitions } from '../../src/db/schema/index.ts';
import { conditionKey, keptQueries, MAX_KEPT_SHAPES, namedStatement } from '../../src/db/prepared.ts';
import { intoPlaceholders } from '../../src/services/collection/collection-query.ts';
import { filterCondition } from '../../src/services/bars-admin/bars-query.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { openTestDatabase, testDatabaseKind } from '../helpers/test-database.ts';

describe('queries kept per shape (decision 047)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("gives two searches the same key and notes each one's value", () => {
    const first: Record<string, unknown> = {};
    const second: Record<string, unknown> = {};
    const a = conditionKey(
      filterCondition({ selectedFolder: 'accepted', searchText: 'Lion' }, intoPlaceholders(first)),
    );
    const b = conditionKey(
      filterCondition({ selectedFolder: 'accepted', searchText: 'tiger' }, intoPlaceholders(second)),
    );
    expect(a).toBe(b);
    expect(first).toEqual({ pattern: '%lion%' });
    expect(second).toEqual({ pattern: '%tiger%' });
  });

  it('keeps apart conditions that differ in a value they hold themselves, or in their parts', () => {
    const key = (filter: Parameters<typeof filterCondition>[0]) =>
      conditionKey(filterCondition(filter, intoPlaceholders({})));
    expect(key({ selectedFolder: 'accepted' })).not.toBe(key({ selectedFolder: 'pending' }));
    expect(key({ selectedFolder: 'accepted' })).not.toBe(key({ selectedFolder: 'accepted', searchText: 'lion' }));
    expect(key({ selectedFolder: 'accepted', selectedLabel: '00000000-0000-4000-8000-000000000001' })).not.toBe(
      key({ selectedFolder: 'accepted', searchText: 'lion' }),
    );
  });

  it("builds a query once per key and runs it with each call's values", async () => {
    const { db } = database;
    await db.insert(competitions).values([
      { name: 'Kept Cup', slug: 'kept-cup', active: true, position: 1 },
      { name: 'Other Cup', slug: 'other-cup', active: false, position: 2 },
    ]);
    const kept = keptQueries();
    let builds = 0;
    const byName = (name: string) =>
      kept
        .query('competition by name', () => {
          builds += 1;
          return db
            .select({ slug: competitions.slug })
            .from(competitions)
            .where(eq(competitions.name, sql.placeholder('name')));
        })
        .execute({ name });
    expect(await byName('Kept Cup')).toEqual([{ slug: 'kept-cup' }]);
    expect(await byName('Other Cup')).toEqual([{ slug: 'other-cup' }]);
    expect(await byName('No Cup')).toEqual([]);
    expect(builds).toBe(1);
  });

  it('keeps at most MAX_KEPT_SHAPES shapes: a 1,001st lets the least recently run one go', async () => {
    const { db } = database;
    await db.insert(competitions).values({ name: 'Bound Cup', slug: 'bound-cup', active: true, position: 1 });
    const kept = keptQueries();
    let builds = 0;
    const bySlug = (shape: number) =>
      kept.query(`shape ${shape}`, () => {
        builds += 1;
        return db
          .select({ name: competitions.name })
          .from(competitions)
          .where(eq(competitions.slug, sql.placeholder('slug')));
      });
    for (let shape = 0; shape < MAX_KEPT_SHAPES; shape += 1) bySlug(shape);
    expect(kept.size()).toBe(1000);
    // Shape 0 run again is now the most recent: shape 1 is the one let go by the next new shape.
    expect(await bySlug(0).execute({ slug: 'bound-cup' })).toEqual([{ name: 'Bound Cup' }]);
    bySlug(MAX_KEPT_SHAPES);
    expect(kept.size()).toBe(1000);
    expect(builds).toBe(1001);
    bySlug(0);
    expect(builds).toBe(1001);
    bySlug(1);
    expect(builds).toBe(1002);
    expect(kept.size()).toBe(1000);
  });
});

describe('named statements parsed once (decision 075)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("runs with each call's values, a null among them, in two shapes of one text", async () => {
    const { db } = database;
    await db.insert(competitions).values([
      { name: 'Named Cup', slug: 'named-cup', active: true, position: 1 },
      { name: 'Quiet Cup', slug: 'quiet-cup', active: false, position: 2 },
    ]);
    const bySlug = namedStatement<{ name: string; position: number }>(
      db,
      sql`
      select name, position from competitions where slug = ${sql.placeholder('slug')} or slug = ${sql.placeholder('other')} order by position`,
    );
    const byActive = namedStatement<{ name: string }>(
      db,
      sql`select name from competitions where active = ${sql.placeholder('active')}::boolean and slug like 'named%'`,
    );
    expect(await bySlug({ slug: 'named-cup', other: null })).toEqual([{ name: 'Named Cup', position: 1 }]);
    expect(await bySlug({ slug: 'named-cup', other: 'quiet-cup' })).toEqual([
      { name: 'Named Cup', position: 1 },
      { name: 'Quiet Cup', position: 2 },
    ]);
    expect(await bySlug({ slug: 'no-cup', other: null })).toEqual([]);
    expect(await byActive({ active: 'true' })).toEqual([{ name: 'Named Cup' }]);
    // The same text built again (a second app on the same database) runs under the same name.
    const again = namedStatement<{ name: string }>(
      db,
      sql`select name from competitions where active = ${sql.placeholder('active')}::boolean and slug like 'named%'`,
    );
    expect(await again({ active: 'false' })).toEqual([]);
  });

  it("never runs inside another caller's open transaction: rows it rolls back are never seen", async () => {
    const { db } = database;
    const count = namedStatement<{ n: string }>(
      db,
      sql`select count(*)::text as n from competitions where slug = ${sql.placeholder('slug')}`,
    );
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.insert(competitions).values({ name: 'Rolled Cup', slug: 'rolled-cup', active: true, position: 9 });
      inserted();
      await released;
      throw new Error('rolled back');
    });
    await insertedOnce;
    const seen = count({ slug: 'rolled-cup' });
    // The statement is asked while the transaction is open (on PGlite it waits for it to end).
    setTimeout(release, 50);
    await expect(transaction).rejects.toThrow('rolled back');
    expect(await seen).toEqual([{ n: '0' }]);
  });

  it("answers a refused value with the database's error and runs again afterwards", async () => {
    const { db } = database;
    const byId = namedStatement<{ slug: string }>(
      db,
      sql`select slug from competitions where id = ${sql.placeholder('id')}`,
    );
    await expect(byId({ id: 'not-a-uuid' })).rejects.toMatchObject({ code: '22P02' });
    expect(await byId({ id: '00000000-0000-4000-8000-000000000001' })).toEqual([]);
    const [named] = await db
      .select({ id: competitions.id })
      .from(competitions)
      .where(eq(competitions.slug, 'named-cup'));
    expect(await byId({ id: named!.id })).toEqual([{ slug: 'named-cup' }]);
  });

  it("answers the driver's own error once the database is closed", async () => {
    const closing = await openTestDatabase();
    const one = namedStatement<{ one: number }>(
      closing.db,
      sql`select 1 as one where ${sql.placeholder('x')}::text is not null`,
    );
    expect(await one({ x: 'x' })).toEqual([{ one: 1 }]);
    await closing.close();
    await expect(one({ x: 'x' })).rejects.toThrow(
      testDatabaseKind === 'pglite' ? 'PGlite is closed' : /pool|ended|Cannot use/i,
    );
  });
});
