import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import { queryRows } from '../../src/db/client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertNumberedMatches, uniqueWord } from '../helpers/admin-match-fixtures.ts';

const CAP = 10_000;

/**
 * Decision 020: the admin lists count exactly up to 10,000 rows and estimate above, so a page no
 * longer counts every row of a 100,000-row folder; paging past the cap still finds the rows.
 */
describe('admin lists: the total is exact up to 10,000 and an estimate above', () => {
  let t: TestApp;
  let admin: LoginRecord;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.signIn('admin@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  const entities = [
    {
      entity: 'matches',
      url: '/api/match',
      rowsKey: 'folderMatches',
      tables: { items: 'matches', labels: 'match_labels', links: 'match_label_links', item: 'match_id' },
      async make(word: string, n: number) {
        await insertNumberedMatches(t.db, { word, count: n });
      },
      create: (word: string) => ({
        method: 'POST',
        url: '/api/match',
        payload: {
          match: {
            homeTeam: word,
            awayTeam: 'Dinamo',
            country: 'Romania',
            dates: [{ date: '12.06.2031', label: 'start_date' }],
            competition: 'Test Cup',
            matchType: 'League',
          },
        },
      }),
      trash: (id: string) => ({ method: 'PUT', url: '/api/match/delete', payload: { matchIds: [id] } }),
    },
    {
      entity: 'bars',
      url: '/api/bar',
      rowsKey: 'folderBars',
      tables: { items: 'bars', labels: 'bar_labels', links: 'bar_label_links', item: 'bar_id' },
      async make(word: string, n: number) {
        await t.db.execute(sql`insert into bars (name, country, search_text)
          select ${word} || ' ' || g, 'Spain', lower(${word} || ' ' || g) from generate_series(1, ${n}::int) as g`);
      },
      create: (word: string) => ({
        method: 'POST',
        url: '/api/bar',
        payload: { bar: { name: word, country: 'Romania' } },
      }),
      trash: (id: string) => ({ method: 'PUT', url: '/api/bar/delete', payload: { barIds: [id] } }),
    },
  ] as const;

  describe.each(entities)('$entity', ({ url, rowsKey, tables, make, create, trash }) => {
    const list = async (query: string) => {
      const res = await t.request({ method: 'GET', url: `${url}?${query}`, as: admin });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Record<string, unknown> & { total: number; totalIsEstimate?: boolean }>();
    };

    it('answers an exact total without the estimate flag at the cap, and an estimate of more than the cap above it', async () => {
      const word = uniqueWord('capped');
      await make(word, CAP);
      const atCap = await list(`searchText=${word}`);
      expect(atCap.total).toBe(CAP);
      expect(atCap).not.toHaveProperty('totalIsEstimate');
      expect(atCap[rowsKey]).toHaveLength(50);

      await make(`${word}x`, 25);
      const above = await list(`searchText=${word}`);
      expect(above.totalIsEstimate).toBe(true);
      expect(above.total).toBeGreaterThan(CAP);
      expect(above[rowsKey]).toHaveLength(50);

      // The page after the cap holds the last 25 rows: paging does not stop at the count's cap.
      const last = await list(`searchText=${word}&page=${CAP / 50}`);
      expect(last[rowsKey]).toHaveLength(25);
    }, 60_000);

    it('moves the total of a full page at once when the admin creates or trashes a row', async () => {
      const word = uniqueWord('moving');
      await make(word, 60);
      expect(await list(`searchText=${word}`)).toMatchObject({ total: 60 });

      const created = await t.request({ ...create(word), as: admin });
      expect(created.statusCode, created.body).toBe(200);
      expect(await list(`searchText=${word}`)).toMatchObject({ total: 61 });
      expect(await list(`searchText=${word}&page=1`)).toMatchObject({ total: 61 });

      const trashed = await t.request({ ...trash(created.json<{ id: string }>().id), as: admin });
      expect(trashed.statusCode, trashed.body).toBe(200);
      expect(await list(`searchText=${word}`)).toMatchObject({ total: 60 });
    });

    it('moves the total of a full page at once when another writer links a label (no service in between)', async () => {
      const word = uniqueWord('linked');
      await make(word, 51);
      const [label] = await queryRows<{ id: string }>(
        t.db,
        sql`insert into ${sql.identifier(tables.labels)} (name, slug) values (${word}, ${word}) returning id`,
      );
      const link = (limit: number) =>
        t.db.execute(sql`insert into ${sql.identifier(tables.links)} (${sql.identifier(tables.item)}, label_id)
        select id, ${label!.id}::uuid from ${sql.identifier(tables.items)} i where search_text like ${`${word} %`}
        and not exists (select 1 from ${sql.identifier(tables.links)} k where k.${sql.identifier(tables.item)} = i.id) limit ${limit}`);
      await link(50);
      expect(await list(`selectedLabel=${label!.id}`)).toMatchObject({ total: 50 });
      await link(1);
      expect(await list(`selectedLabel=${label!.id}`)).toMatchObject({ total: 51 });
    });

    it('keeps a small filter exact', async () => {
      const word = uniqueWord('small');
      await make(word, 3);
      const small = await list(`searchText=${word}`);
      expect(small).toMatchObject({ total: 3 });
      expect(small).not.toHaveProperty('totalIsEstimate');
      expect(small[rowsKey]).toHaveLength(3);
    });
  });
});
