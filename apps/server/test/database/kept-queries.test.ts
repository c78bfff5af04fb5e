import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { competitions } from '../../src/db/schema/index.ts';
import { conditionKey, keptQueries, MAX_KEPT_SHAPES } from '../../src/db/prepared.ts';
import { intoPlaceholders } from '../../src/services/collection/collection-query.ts';
import { filterCondition } from '../../src/services/bars-admin/bars-query.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

describe('queries kept per shape (decision 047)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => { database = await openTestDatabase(); });
  afterAll(async () => { await database.close(); });

  it('gives two searches the same key and notes each one\'s value', () => {
    const first: Record<string, unknown> = {};
    const second: Record<string, unknown> = {};
    const a = conditionKey(filterCondition({ selectedFolder: 'accepted', searchText: 'Lion' }, intoPlaceholders(first)));
    const b = conditionKey(filterCondition({ selectedFolder: 'accepted', searchText: 'tiger' }, intoPlaceholders(second)));
    expect(a).toBe(b);
    expect(first).toEqual({ pattern: '%lion%' });
    expect(second).toEqual({ pattern: '%tiger%' });
  });

  it('keeps apart conditions that differ in a value they hold themselves, or in their parts', () => {
    const key = (filter: Parameters<typeof filterCondition>[0]) => conditionKey(filterCondition(filter, intoPlaceholders({})));
    expect(key({ selectedFolder: 'accepted' })).not.toBe(key({ selectedFolder: 'pending' }));
    expect(key({ selectedFolder: 'accepted' })).not.toBe(key({ selectedFolder: 'accepted', searchText: 'lion' }));
    expect(key({ selectedFolder: 'accepted', selectedLabel: '00000000-0000-4000-8000-000000000001' }))
      .not.toBe(key({ selectedFolder: 'accepted', searchText: 'lion' }));
  });

  it('builds a query once per key and runs it with each call\'s values', async () => {
    const { db } = database;
    await db.insert(competitions).values([
      { name: 'Kept Cup', slug: 'kept-cup', active: true, position: 1 },
      { name: 'Other Cup', slug: 'other-cup', active: false, position: 2 },
    ]);
    const kept = keptQueries();
    let builds = 0;
    const byName = (name: string) => kept.query('competition by name', () => {
      builds += 1;
      return db.select({ slug: competitions.slug }).from(competitions).where(eq(competitions.name, sql.placeholder('name')));
    }).execute({ name });
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
    const bySlug = (shape: number) => kept.query(`shape ${shape}`, () => {
      builds += 1;
      return db.select({ name: competitions.name }).from(competitions).where(eq(competitions.slug, sql.placeholder('slug')));
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
