import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import { queryRows } from '../../src/db/client.ts';
import { ANCHOR_SPACING } from '../../src/services/collection/page-anchors.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertMatches, insertNumberedMatches, uniqueWord } from '../helpers/admin-match-fixtures.ts';

const ROWS = 2 * ANCHOR_SPACING + 600;
const PAGE_SIZE = 50;
/** Shallow, on an anchor, just after one, between two, the last full page and the short last page. */
const PAGES = [
  3,
  ANCHOR_SPACING / PAGE_SIZE - 1,
  ANCHOR_SPACING / PAGE_SIZE,
  ANCHOR_SPACING / PAGE_SIZE + 1,
  31,
  (2 * ANCHOR_SPACING) / PAGE_SIZE + 1,
  Math.floor(ROWS / PAGE_SIZE),
];

/**
 * Decision 020's deep pages (decision 037): a page past the first thousand rows starts after a
 * remembered row instead of walking its offset. Every page must hold exactly the rows the plain
 * OFFSET query finds, ties of the sort key included, and a write in between must not shift it.
 */
describe('deep pages of the console and admin lists', () => {
  let t: TestApp;
  let owner: LoginRecord;
  let admin: LoginRecord;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await t.signIn('owner@example.com');
    admin = await t.signIn('admin@example.com');
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const get = async <T>(url: string, as: LoginRecord) => {
    const res = await t.request({ method: 'GET', url, as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const idsOf = async (query: string) => (await queryRows<{ id: string }>(t.db, sql.raw(query))).map((r) => r.id);

  /** Matches in pairs with the same kick-off (the id breaks the tie), newest pair first in a search. */
  async function insertWordMatches(word: string, n: number): Promise<void> {
    await insertNumberedMatches(t.db, {
      word,
      count: n,
      awayTeam: 'Rovers',
      firstKickOff: new Date(Date.UTC(2031, 0, 1)),
      perKickOff: 2,
    });
  }

  const lists = [
    {
      name: "the owner's search (newest first)",
      async make(word: string) {
        await insertWordMatches(word, ROWS);
      },
      page: async (word: string, page: number) =>
        (
          await get<{ matches: { id: string }[] }>(
            `/api/matches/admin?query=${word}&page=${page}&pageSize=${PAGE_SIZE}`,
            owner,
          )
        ).matches.map((m) => m.id),
      expected: (word: string, page: number) =>
        idsOf(`select id from matches where trashed_at is null and search_text like '%${word}%'
        order by scheduled_date desc, id desc limit ${PAGE_SIZE} offset ${page * PAGE_SIZE}`),
      total: async (word: string, page: number) =>
        (await get<{ count: number }>(`/api/matches/admin?query=${word}&page=${page}&pageSize=${PAGE_SIZE}`, owner))
          .count,
      async write(word: string) {
        await insertMatches(t.db, [{ homeTeam: `${word} latest`, scheduledDate: new Date(Date.UTC(2032, 0, 1)) }]);
      },
    },
    {
      name: "the owner's upcoming list of a search (kick-off order)",
      async make(word: string) {
        await insertWordMatches(word, ROWS);
      },
      page: async (word: string, page: number) =>
        (
          await get<{ matches: { id: string }[] }>(
            `/api/matches/admin?matchStatus=future&query=${word}&page=${page}&pageSize=${PAGE_SIZE}`,
            owner,
          )
        ).matches.map((m) => m.id),
      expected: (word: string, page: number) =>
        idsOf(`select id from matches where trashed_at is null and phase = 'future' and search_text like '%${word}%'
        order by scheduled_date, id limit ${PAGE_SIZE} offset ${page * PAGE_SIZE}`),
      total: async (word: string, page: number) =>
        (
          await get<{ count: number }>(
            `/api/matches/admin?matchStatus=future&query=${word}&page=${page}&pageSize=${PAGE_SIZE}`,
            owner,
          )
        ).count,
      async write(word: string) {
        await insertMatches(t.db, [{ homeTeam: `${word} earliest`, scheduledDate: new Date(Date.UTC(2030, 11, 31)) }]);
      },
    },
    {
      name: "the admin's match search",
      async make(word: string) {
        await insertWordMatches(word, ROWS);
      },
      page: async (word: string, page: number) =>
        (
          await get<{ folderMatches: { id: string }[] }>(
            `/api/match?searchText=${word}&page=${page}&pageSize=${PAGE_SIZE}`,
            admin,
          )
        ).folderMatches.map((m) => m.id),
      expected: (word: string, page: number) =>
        idsOf(`select id from matches where trashed_at is null and search_text like '%${word}%'
        order by scheduled_date desc, id desc limit ${PAGE_SIZE} offset ${page * PAGE_SIZE}`),
      total: async (word: string, page: number) =>
        (await get<{ total: number }>(`/api/match?searchText=${word}&page=${page}&pageSize=${PAGE_SIZE}`, admin)).total,
      async write(word: string) {
        const [first] = await idsOf(
          `select id from matches where search_text like '%${word}%' order by scheduled_date desc, id desc limit 1`,
        );
        await t.db.execute(sql`update matches set trashed_at = now() where id = ${first}`);
      },
    },
    {
      name: "the admin's bar search (all made in one statement: one creation time, the id decides)",
      async make(word: string) {
        await t.db.execute(sql`insert into bars (name, country, search_text)
          select ${word} || ' ' || g, 'Spain', lower(${word} || ' ' || g) from generate_series(1, ${ROWS}::int) as g`);
      },
      page: async (word: string, page: number) =>
        (
          await get<{ folderBars: { id: string }[] }>(
            `/api/bar?searchText=${word}&page=${page}&pageSize=${PAGE_SIZE}`,
            admin,
          )
        ).folderBars.map((b) => b.id),
      expected: (word: string, page: number) =>
        idsOf(`select id from bars where trashed_at is null and search_text like '%${word}%'
        order by created_at desc, id desc limit ${PAGE_SIZE} offset ${page * PAGE_SIZE}`),
      total: async (word: string, page: number) =>
        (await get<{ total: number }>(`/api/bar?searchText=${word}&page=${page}&pageSize=${PAGE_SIZE}`, admin)).total,
      async write(word: string) {
        await t.db.execute(
          sql`insert into bars (name, country, search_text) values (${`${word} new`}, 'Spain', ${`${word} new`})`,
        );
      },
    },
  ];

  describe.each(lists)('$name', ({ make, page, expected, total, write }) => {
    it('holds on every page exactly the rows of the plain OFFSET query, before and after a write', async () => {
      const word = uniqueWord('deep');
      await make(word);
      for (const n of PAGES) expect(await page(word, n), `page ${n}`).toEqual(await expected(word, n));
      // A row that sorts first (or the first row gone): every deep page moves by one row.
      const before = await page(word, PAGES[4] as number);
      await write(word);
      // Every page, the last one too: totals are kept per list version (decisions 033, 039).
      for (const n of PAGES) expect(await page(word, n), `page ${n} after the write`).toEqual(await expected(word, n));
      expect(await page(word, PAGES[4] as number)).not.toEqual(before);
    }, 60_000);

    it("gives a page past the end no rows and the list's total, not its own offset", async () => {
      const word = uniqueWord('past');
      await make(word);
      const beyond = Math.ceil(ROWS / PAGE_SIZE) + 2;
      expect(await page(word, beyond)).toEqual([]);
      expect(await total(word, beyond)).toBe(ROWS);
      expect(await total(word, 0)).toBe(ROWS);
    }, 60_000);
  });
});
