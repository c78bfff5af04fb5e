import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { OwnerMatchesAnswer, CompetitionItem } from '@app/contract/matches';
import { barBroadcasts, competitions, matches } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertKnownMatches, signUpOwner } from '../helpers/console-matches-fixtures.ts';

type Known = Awaited<ReturnType<typeof insertKnownMatches>>;

describe('GET /api/matches/admin and GET /api/competitions/active', () => {
  let t: TestApp;
  let owner: LoginRecord;
  let admin: LoginRecord;
  let staff: LoginRecord;
  let newcomer: LoginRecord;
  let k: Known;

  const list = async (query: Record<string, string | number>, as: LoginRecord = owner) => {
    const res = await t.request({
      method: 'GET',
      url: '/api/matches/admin',
      query: Object.fromEntries(Object.entries(query).map(([a, b]) => [a, String(b)])),
      as,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OwnerMatchesAnswer>();
  };
  const headlines = (answer: OwnerMatchesAnswer) => answer.matches.map((m) => m.headline);
  const sortedBy = (answer: OwnerMatchesAnswer, direction: 1 | -1) =>
    [...answer.matches]
      .sort((a, b) => direction * (Date.parse(a.scheduledDate) - Date.parse(b.scheduledDate)))
      .map((m) => m.id);

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await t.signIn('owner@example.com');
    admin = await t.signIn('admin@example.com');
    staff = await t.signIn('staff@example.com');
    newcomer = await signUpOwner(t, 'second-owner@example.com');
    k = await insertKnownMatches(t.db);
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  describe('status filters', () => {
    it('lists the future matches of a competition in kick-off order, with every field of the row', async () => {
      const answer = await list({ matchStatus: 'future', competitions: k.competitionId });
      expect(answer.count).toBe(4);
      expect(headlines(answer)).toEqual([
        'Numbat Town - Quokka United',
        'Wombat Rovers - Numbat Town',
        'Quokka United - Wombat Rovers',
        '100% Pure_FC - Bilby City',
      ]);
      const first = answer.matches[0]!;
      const known = k.byStatus('TIMED');
      expect(first).toEqual({
        _id: known.id,
        id: known.id,
        headline: 'Numbat Town - Quokka United',
        status: 'TIMED',
        matchStatus: 'future',
        goals: { fullTimeHomeGoals: null, fullTimeAwayGoals: null, liveHomeGoals: null, liveAwayGoals: null },
        homeTeamEmblemUrl: '/api/media/home',
        awayTeamEmblemUrl: '/api/media/away',
        scheduledDate: known.scheduledDate.toISOString(),
        competitionId: k.competitionId,
        competitionName: 'Quiz Test Cup',
        broadcasted: false,
        kickOffMovedFrom: null,
        // Decision 055: no views, nobody follows these made-up teams.
        demand: { views7d: 0, followers: 0 },
        // Decision 093: no bookings and nobody going at the caller's bar.
        bookings: { requested: 0, accepted: 0 },
        goers: 0,
      });
      expect(answer.matches.map((m) => m.status)).toEqual(['TIMED', 'POSTP', 'SCHEDULED', 'SCHEDULED']);
    });

    it('lists live matches (LIVE, HT) with their live score', async () => {
      const answer = await list({ matchStatus: 'live', competitions: k.competitionId });
      expect(answer.count).toBe(2);
      expect(answer.matches.map((m) => [m.status, m.matchStatus])).toEqual([
        ['HT', 'live'],
        ['LIVE', 'live'],
      ]);
      expect(answer.matches.find((m) => m.status === 'LIVE')!.goals).toMatchObject({
        liveHomeGoals: 1,
        liveAwayGoals: 0,
      });
    });

    it('lists past matches (FT, AET, PEN, CANC) newest first, with the full-time score', async () => {
      const answer = await list({ matchStatus: 'past', competitions: k.competitionId });
      expect(answer.count).toBe(4);
      expect(answer.matches.map((m) => m.status)).toEqual(['FT', 'AET', 'PEN', 'CANC']);
      expect(answer.matches[0]!.goals).toMatchObject({ fullTimeHomeGoals: 2, fullTimeAwayGoals: 1 });
      expect(answer.matches.every((m) => m.matchStatus === 'past')).toBe(true);
    });

    it("counts every future match of the database (the sidebar's Future counter), trashed ones left out", async () => {
      const answer = await list({ matchStatus: 'future' });
      const [row] = await t.db
        .select({ n: count() })
        .from(matches)
        .where(and(eq(matches.phase, 'future'), isNull(matches.trashedAt)));
      expect(answer.count).toBe(row!.n);
      expect(answer.count).toBeGreaterThan(50);
      expect(answer.matches).toHaveLength(50);
      expect(answer.matches.map((m) => m.id)).toEqual(sortedBy(answer, 1));
      expect(answer.matches.some((m) => m.id === k.trashed.id)).toBe(false);
    });
  });

  describe('search', () => {
    it('finds a team in the headline whatever the case, newest first, trashed ones left out', async () => {
      const answer = await list({ query: 'QUOKKA' });
      expect(answer.count).toBe(5);
      expect(answer.matches.map((m) => m.id)).toEqual(sortedBy(answer, -1));
      expect(answer.matches.every((m) => m.headline.includes('Quokka'))).toBe(true);
      expect(answer.matches.some((m) => m.id === k.trashed.id)).toBe(false);
    });

    it('finds part of a word, in the middle of the headline', async () => {
      const answer = await list({ query: 'mbat ro' });
      expect(headlines(answer).sort()).toEqual([
        'Bilby City - Wombat Rovers',
        'Quokka United - Wombat Rovers',
        'Wombat Rovers - Numbat Town',
        'Wombat Rovers - Quokka United',
      ]);
    });

    it('finds matches by competition name', async () => {
      const answer = await list({ query: 'quiz test' });
      expect(answer.count).toBe(10);
      expect(answer.matches.every((m) => m.competitionName === 'Quiz Test Cup')).toBe(true);
    });

    it('takes % and _ literally', async () => {
      expect(headlines(await list({ query: '100%' }))).toEqual(['100% Pure_FC - Bilby City']);
      expect(headlines(await list({ query: 'pure_fc' }))).toEqual(['100% Pure_FC - Bilby City']);
      expect((await list({ query: '1_0' })).count).toBe(0);
    });

    it('answers an empty page for a search that finds nothing', async () => {
      expect(await list({ query: 'no such club anywhere' })).toEqual({ matches: [], count: 0 });
    });

    it('refuses one or two characters with a message (they would scan the whole table)', async () => {
      for (const query of ['q', 'qu', ' qu ']) {
        const res = await t.request({ method: 'GET', url: '/api/matches/admin', query: { query }, as: owner });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message: 'Type at least 3 characters to search' });
      }
    });

    it('combines a search with a status', async () => {
      const answer = await list({ query: 'quokka', matchStatus: 'past' });
      expect(answer.matches.map((m) => m.status).sort()).toEqual(['CANC', 'FT']);
    });
  });

  describe('competition filter and paging', () => {
    it('lists every match of a competition newest first', async () => {
      const answer = await list({ competitions: k.competitionId });
      expect(answer.count).toBe(10);
      expect(answer.matches.map((m) => m.id)).toEqual(sortedBy(answer, -1));
    });

    it('lists the matches of several competitions together, and one alone again after them', async () => {
      const other = await insertKnownMatches(t.db);
      try {
        const both = await list({ competitions: `${k.competitionId},${other.competitionId}` });
        expect(both.count).toBe(20);
        expect(new Set(both.matches.map((m) => m.competitionId))).toEqual(
          new Set([k.competitionId, other.competitionId]),
        );
        const alone = await list({ competitions: other.competitionId });
        expect(alone.count).toBe(10);
        expect(alone.matches.every((m) => m.competitionId === other.competitionId)).toBe(true);
      } finally {
        // The other tests know one test cup.
        await t.db.delete(matches).where(eq(matches.competitionId, other.competitionId));
        await t.db
          .delete(competitions)
          .where(inArray(competitions.id, [other.competitionId, other.inactiveCompetitionId]));
      }
    });

    it('pages through the list without gaps or repeats, the far pages included', async () => {
      const whole = await list({ competitions: k.competitionId });
      const seen: string[] = [];
      for (let page = 0; page < 4; page++) {
        const answer = await list({ competitions: k.competitionId, page, pageSize: 3 });
        expect(answer.count).toBe(10);
        expect(answer.matches).toHaveLength(page < 3 ? 3 : 1);
        seen.push(...answer.matches.map((m) => m.id));
      }
      expect(seen).toEqual(whole.matches.map((m) => m.id));
      expect(await list({ competitions: k.competitionId, page: 4, pageSize: 3 })).toEqual({ matches: [], count: 10 });
    });

    it('counts again after any write to the matches, not seconds later (the count is kept per list version)', async () => {
      expect((await list({ competitions: k.competitionId, pageSize: 3 })).count).toBe(10);
      const cancelled = k.byStatus('CANC');
      await t.db.update(matches).set({ trashedAt: new Date() }).where(eq(matches.id, cancelled.id));
      try {
        expect((await list({ competitions: k.competitionId, pageSize: 3 })).count).toBe(9);
        expect(await list({ competitions: k.competitionId, page: 3, pageSize: 3 })).toEqual({ matches: [], count: 9 });
      } finally {
        await t.db.update(matches).set({ trashedAt: null }).where(eq(matches.id, cancelled.id));
      }
      // Restored: the last page has its row again at once, and a full page counts it.
      const last = await list({ competitions: k.competitionId, page: 3, pageSize: 3 });
      expect([last.count, last.matches.map((m) => m.id)]).toEqual([10, [cancelled.id]]);
      expect((await list({ competitions: k.competitionId, page: 1, pageSize: 3 })).count).toBe(10);
    });

    it('pages a kick-off ordered list the same way', async () => {
      const whole = await list({ matchStatus: 'future', competitions: k.competitionId });
      const pages = await Promise.all(
        [0, 1].map((page) => list({ matchStatus: 'future', competitions: k.competitionId, page, pageSize: 3 })),
      );
      expect(pages.flatMap((p) => p.matches.map((m) => m.id))).toEqual(whole.matches.map((m) => m.id));
    });

    it('accepts several competitions joined by commas', async () => {
      const [other] = (await list({ matchStatus: 'future' })).matches.filter(
        (m) => m.competitionId !== k.competitionId,
      );
      const answer = await list({ competitions: `${k.competitionId},${other!.competitionId}`, pageSize: 200 });
      const [row] = await t.db
        .select({ n: count() })
        .from(matches)
        .where(and(eq(matches.competitionId, other!.competitionId!), isNull(matches.trashedAt)));
      expect(answer.count).toBe(10 + row!.n);
    });

    it('refuses bad paging, statuses, ids and unknown parameters with a 400', async () => {
      const queries: Record<string, string>[] = [
        { pageSize: '0' },
        { pageSize: '201' },
        { page: '-1' },
        { matchStatus: 'trash' },
        { competitions: 'premier-league' },
        { folder: 'future' },
      ];
      for (const query of queries) {
        const res = await t.request({ method: 'GET', url: '/api/matches/admin', query, as: owner });
        expect(res.statusCode, JSON.stringify(query)).toBe(400);
      }
    });
  });

  describe('broadcasted and roles', () => {
    it('tells each caller whether their own bar broadcasts the match', async () => {
      const match = k.byStatus('SCHEDULED');
      await t.db.insert(barBroadcasts).values({ barId: owner.barId!, matchId: match.id });
      const flag = async (as: LoginRecord) =>
        (await list({ competitions: k.competitionId }, as)).matches.find((m) => m.id === match.id)!.broadcasted;
      expect(await flag(owner)).toBe(true);
      expect(await flag(newcomer)).toBe(false);
      expect(await flag(admin)).toBe(false);
      expect(await flag(staff)).toBe(false);
    });

    it('is open to owners, staff and admins, not to strangers', async () => {
      for (const as of [owner, staff, admin]) {
        expect((await t.request({ method: 'GET', url: '/api/matches/admin', as })).statusCode).toBe(200);
      }
      expect((await t.request({ method: 'GET', url: '/api/matches/admin' })).statusCode).toBe(401);
    });
  });

  describe('active competitions', () => {
    it("lists the active competitions as docs/product.md's list items, in their order, inactive ones left out", async () => {
      const res = await t.request({ method: 'GET', url: '/api/competitions/active', as: staff });
      expect(res.statusCode).toBe(200);
      const items = res.json<CompetitionItem[]>();
      expect(items.map((c) => c.name)).toEqual([
        'Premier League',
        'LaLiga',
        'Serie A',
        'Bundesliga',
        'Ligue 1',
        'UEFA Champions League',
        'Romanian SuperLiga',
        'Quiz Test Cup',
      ]);
      const mine = items.find((c) => c.id === k.competitionId)!;
      expect(Object.keys(mine).sort()).toEqual(['_id', 'color', 'id', 'name', 'slug']);
      expect(mine).toMatchObject({
        id: k.competitionId,
        _id: k.competitionId,
        name: 'Quiz Test Cup',
        color: '#123456',
      });
      expect(mine.slug).toMatch(/^test-cup-/);
      expect(items.some((c) => c.id === k.inactiveCompetitionId)).toBe(false);
      expect((await t.request({ method: 'GET', url: '/api/competitions/active' })).statusCode).toBe(401);
    });

    it('gives the demo set matches in every phase, with emblems served from the media store', async () => {
      for (const matchStatus of ['future', 'live', 'past'] as const) {
        const answer = await list({ matchStatus });
        expect(answer.count, matchStatus).toBeGreaterThan(0);
      }
      const [sample] = (await list({ matchStatus: 'past' })).matches.filter((m) => m.competitionId !== k.competitionId);
      expect(sample!.homeTeamEmblemUrl).toMatch(/^\/api\/media\/[0-9a-f]{64}$/);
      expect(sample!.goals.fullTimeHomeGoals === null || Number.isInteger(sample!.goals.fullTimeHomeGoals)).toBe(true);
    });
  });
});
