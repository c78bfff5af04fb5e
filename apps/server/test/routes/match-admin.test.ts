import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { AdminMatch, AdminMatchList, BulkResult, ChangedMatches } from '@app/contract/matches-admin';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertMatches, uniqueWord } from '../helpers/admin-match-fixtures.ts';
import {
  championshipMatches,
  championships,
  competitions,
  matchLabelLinks,
  matchLabels,
  matches,
} from '../../src/db/schema/index.ts';

const REQUIRED = 'This field is required!';

describe('/api/match (matches administration)', () => {
  let t: TestApp;
  let admin: LoginRecord;
  let owner: LoginRecord;
  let staff: LoginRecord;
  /** Every fixture match carries this word in its competition, so searches see only them. */
  const word = uniqueWord('cup');
  const competition = `Admin ${word}`;
  let ids: Record<'future1' | 'future2' | 'live' | 'ended' | 'trashed' | 'starred', string>;

  const validMatch = (over: Record<string, unknown> = {}) => ({
    homeTeam: 'Rapid',
    awayTeam: 'Dinamo',
    country: 'Romania',
    dates: [
      { date: '12.06.2031', label: 'start_date' },
      { date: '  ', label: 'end_date' },
    ],
    competition,
    matchType: 'League',
    ...over,
  });
  const list = async (query: Record<string, string | number | undefined>, as: LoginRecord = admin) =>
    t.request({
      method: 'GET',
      url: '/api/match',
      query: Object.fromEntries(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))),
      as,
    });
  const matchRow = async (id: string) => (await t.db.select().from(matches).where(eq(matches.id, id)))[0];

  beforeAll(async () => {
    t = await buildTestApp();
    [admin, owner, staff] = await Promise.all([
      t.signIn('admin@example.com'),
      t.signIn('owner@example.com'),
      t.signIn('staff@example.com'),
    ]);
    const [future1, future2, live, ended, trashed, starred] = await insertMatches(t.db, [
      {
        homeTeam: 'Alpha',
        awayTeam: 'Beta',
        competitionName: competition,
        status: 'SCHEDULED',
        scheduledDate: new Date('2031-03-01T18:00:00Z'),
      },
      {
        homeTeam: 'Gamma',
        awayTeam: 'Delta',
        competitionName: competition,
        status: 'TIMED',
        scheduledDate: new Date('2031-03-02T18:00:00Z'),
        frequent: true,
      },
      {
        homeTeam: 'Epsilon',
        awayTeam: 'Zeta',
        competitionName: competition,
        status: 'LIVE',
        scheduledDate: new Date('2025-01-01T18:00:00Z'),
      },
      {
        homeTeam: 'Eta',
        awayTeam: 'Theta',
        competitionName: competition,
        status: 'FT',
        scheduledDate: new Date('2024-01-01T18:00:00Z'),
      },
      { homeTeam: 'Iota', awayTeam: 'Kappa', competitionName: competition, status: 'SCHEDULED', trashedAt: new Date() },
      {
        homeTeam: 'Lambda',
        awayTeam: 'Mu 100%',
        competitionName: competition,
        status: 'SCHEDULED',
        starred: true,
        scheduledDate: new Date('2031-04-01T18:00:00Z'),
      },
    ]);
    ids = { future1: future1!, future2: future2!, live: live!, ended: ended!, trashed: trashed!, starred: starred! };
  });
  afterAll(async () => {
    await t.close();
  });

  describe('who may call it', () => {
    const calls = () =>
      [
        { method: 'GET', url: '/api/match' },
        { method: 'GET', url: `/api/match/${ids.future1}` },
        { method: 'POST', url: '/api/match', payload: { match: validMatch({ homeTeam: 'Denied' }) } },
        {
          method: 'PUT',
          url: '/api/match',
          payload: { match: { ...validMatch({ homeTeam: 'Denied' }), id: ids.future1 } },
        },
        { method: 'PUT', url: '/api/match/update-starred', payload: { matchIds: [ids.future1], status: true } },
        { method: 'PUT', url: '/api/match/delete', payload: { matchIds: [ids.future1] } },
        { method: 'PUT', url: '/api/match/restore', payload: { matchIds: [ids.trashed] } },
        { method: 'PUT', url: '/api/match/delete-for-good', payload: { matchIds: [ids.trashed] } },
        { method: 'GET', url: '/api/match/export' },
        { method: 'POST', url: '/api/match/export', payload: { matchIds: [ids.future1] } },
        { method: 'GET', url: '/api/match/labels' },
        { method: 'POST', url: '/api/match/labels', payload: { label: { name: 'Denied' } } },
        { method: 'PUT', url: '/api/match/labels', payload: { label: { name: 'Denied' } } },
      ] as const;

    it('answers 403 to owners and staff and changes nothing', async () => {
      const before = await t.db
        .select()
        .from(matches)
        .where(inArray(matches.id, Object.values(ids)));
      for (const who of [owner, staff]) {
        for (const call of calls()) {
          const res = await t.request({ ...call, as: who });
          expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
          expect(res.json()).toMatchObject({ statusCode: 403, code: 'auth.FORBIDDEN' });
        }
      }
      const after = await t.db
        .select()
        .from(matches)
        .where(inArray(matches.id, Object.values(ids)));
      expect(after).toEqual(before);
      expect(await t.db.select().from(matchLabels).where(eq(matchLabels.name, 'Denied'))).toEqual([]);
      expect((await t.db.select().from(matches).where(eq(matches.homeTeam, 'Denied'))).length).toBe(0);
    });

    it('answers 401 without a session', async () => {
      for (const call of calls()) {
        const res = await t.request({ ...call });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      }
    });
  });

  describe('GET /api/match', () => {
    const headlines = (res: Awaited<ReturnType<typeof list>>) =>
      res.json<AdminMatchList>().folderMatches.map((m) => m.headline);

    it('lists each folder of the search, with the total', async () => {
      const cases: [string, string[]][] = [
        ['future', ['Alpha - Beta', 'Gamma - Delta', 'Lambda - Mu 100%']],
        ['live', ['Epsilon - Zeta']],
        ['ended', ['Eta - Theta']],
        ['trash', ['Iota - Kappa']],
        ['starred', ['Lambda - Mu 100%']],
        ['frequent', ['Gamma - Delta']],
      ];
      for (const [folder, expected] of cases) {
        const res = await list({ selectedFolder: folder, searchText: word });
        expect(res.statusCode).toBe(200);
        expect(headlines(res), folder).toEqual(expected);
        expect(res.json<AdminMatchList>().total).toBe(expected.length);
      }
    });

    it('searches headline and competition in every folder but the trash, newest first', async () => {
      const res = await list({ searchText: word.toUpperCase() });
      expect(headlines(res)).toEqual([
        'Lambda - Mu 100%',
        'Gamma - Delta',
        'Alpha - Beta',
        'Epsilon - Zeta',
        'Eta - Theta',
      ]);
      expect(headlines(await list({ searchText: 'gamma - del' }))).toEqual(['Gamma - Delta']);
      // % is a character, not a wildcard.
      expect(headlines(await list({ searchText: `${word} 100%` }))).toEqual([]);
      expect(headlines(await list({ searchText: 'mu 100%' }))).toEqual(['Lambda - Mu 100%']);
    });

    it('answers every field of an admin match', async () => {
      const [match] = (await list({ selectedFolder: 'starred', searchText: word })).json<AdminMatchList>()
        .folderMatches;
      expect(match).toMatchObject({
        id: ids.starred,
        _id: ids.starred,
        headline: 'Lambda - Mu 100%',
        name: 'Lambda - Mu 100%',
        homeTeam: 'Lambda',
        awayTeam: 'Mu 100%',
        status: 'SCHEDULED',
        matchStatus: 'future',
        folder: 'future',
        competitionName: competition,
        competition,
        starred: true,
        frequent: false,
        broadcasted: false,
        labels: [],
        trashedAt: null,
        scheduledDate: '2031-04-01T18:00:00.000Z',
        goals: { fullTimeHomeGoals: null, fullTimeAwayGoals: null, liveHomeGoals: null, liveAwayGoals: null },
      });
    });

    it('pages through the filter', async () => {
      const first = await list({ selectedFolder: 'future', searchText: word, page: 0, pageSize: 2 });
      const second = await list({ selectedFolder: 'future', searchText: word, page: 1, pageSize: 2 });
      expect(headlines(first)).toEqual(['Alpha - Beta', 'Gamma - Delta']);
      expect(headlines(second)).toEqual(['Lambda - Mu 100%']);
      expect(second.json<AdminMatchList>().total).toBe(3);
    });

    it('filters by competition id', async () => {
      const [cup] = await t.db
        .insert(competitions)
        .values({ name: `Linked ${word}`, slug: `linked-${word}` })
        .returning();
      await t.db.update(matches).set({ competitionId: cup!.id }).where(eq(matches.id, ids.live));
      expect(headlines(await list({ competition: cup!.id }))).toEqual(['Epsilon - Zeta']);
    });

    it('refuses a bad filter with 400', async () => {
      for (const query of [
        { selectedFolder: 'nope' },
        { selectedLabel: 'not-an-id' },
        { page: -1 },
        { pageSize: 0 },
        { pageSize: 501 },
        { color: 'red' },
        { searchText: 'x'.repeat(101) },
      ]) {
        const res = await list(query);
        expect(res.statusCode, JSON.stringify(query)).toBe(400);
        expect(res.json<{ message: string }>().message).toBeTruthy();
      }
    });
  });

  describe('GET /api/match/:id', () => {
    it('answers the match, 404 for an unknown id and 400 for a bad one', async () => {
      const res = await t.request({ method: 'GET', url: `/api/match/${ids.ended}`, as: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json<AdminMatch>()).toMatchObject({ id: ids.ended, folder: 'ended', status: 'FT' });
      expect(
        (await t.request({ method: 'GET', url: '/api/match/00000000-0000-4000-8000-000000000000', as: admin }))
          .statusCode,
      ).toBe(404);
      expect((await t.request({ method: 'GET', url: '/api/match/nope', as: admin })).statusCode).toBe(400);
    });
  });

  describe('POST /api/match', () => {
    const create = (match: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/api/match', payload: { match }, as: admin });

    it('creates a match: blank dates dropped, kick-off from the start date, searchable', async () => {
      const res = await create(
        validMatch({
          homeTeam: '  Steaua ',
          dates: [
            { date: '', label: 'start_date' },
            { date: '14.06.2031', label: 'end_date' },
            { date: '13.06.2031', label: 'start_date' },
          ],
          starred: true,
        }),
      );
      expect(res.statusCode).toBe(200);
      const created = res.json<AdminMatch>();
      expect(created).toMatchObject({
        headline: 'Steaua - Dinamo',
        homeTeam: 'Steaua',
        awayTeam: 'Dinamo',
        country: 'Romania',
        competitionName: competition,
        matchType: 'League',
        status: 'SCHEDULED',
        folder: 'future',
        starred: true,
        frequent: false,
        labels: [],
        dates: [
          { date: '14.06.2031', label: 'end_date' },
          { date: '13.06.2031', label: 'start_date' },
        ],
        scheduledDate: '2031-06-13T12:00:00.000Z',
      });
      const row = await matchRow(created.id);
      expect(row?.searchText).toBe(`steaua - dinamo ${competition.toLowerCase()}`);
      expect(
        (await list({ searchText: 'steaua - din' })).json<AdminMatchList>().folderMatches.map((m) => m.id),
      ).toEqual([created.id]);
    });

    it('links a known competition by name and takes the away team as optional', async () => {
      await t.db.insert(competitions).values({ name: `Known ${word}`, slug: `known-${word}` });
      const res = await create({
        homeTeam: 'Solo',
        country: 'Italy',
        dates: [{ date: '01.07.2031', label: 'end_date' }],
        competition: `known ${word.toUpperCase()}`,
      });
      expect(res.statusCode).toBe(200);
      const created = res.json<AdminMatch>();
      expect(created).toMatchObject({
        headline: 'Solo',
        awayTeam: '',
        competitionName: `Known ${word}`,
        matchType: '',
        scheduledDate: '2031-07-01T12:00:00.000Z',
      });
      expect(created.competitionId).not.toBeNull();
    });

    it('refuses what the dialog refuses, with the same messages, and writes nothing', async () => {
      const [{ n: before } = { n: 0 }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(matches);
      const cases: [Record<string, unknown>, string][] = [
        [validMatch({ homeTeam: undefined }), REQUIRED],
        [validMatch({ homeTeam: '   ' }), REQUIRED],
        [validMatch({ country: '' }), REQUIRED],
        [validMatch({ dates: [{ date: ' ', label: 'start_date' }] }), REQUIRED],
        [validMatch({ dates: [] }), REQUIRED],
        [
          validMatch({ dates: [{ date: '31.02.2031', label: 'start_date' }] }),
          'Dates must be real days written as dd.mm.yyyy',
        ],
        [
          validMatch({ dates: [{ date: '2031-06-12', label: 'start_date' }] }),
          'Dates must be real days written as dd.mm.yyyy',
        ],
        [
          validMatch({ dates: [{ date: '12.06.2031', label: 'kick_off' }] }),
          'Invalid option: expected one of "start_date"|"end_date"',
        ],
        [validMatch({ profilePic: 'javascript:alert(1)' }), 'The picture must be an https address'],
        [validMatch({ labels: ['00000000-0000-4000-8000-000000000000'] }), 'One of the chosen labels no longer exists'],
        [validMatch({ folder: 'future' }), 'Unrecognized key: "folder"'],
        [validMatch({ homeTeam: 'x'.repeat(101) }), 'At most 100 characters'],
      ];
      for (const [match, message] of cases) {
        const res = await create(match);
        expect(res.statusCode, JSON.stringify(match)).toBe(400);
        expect(res.json<{ message: string }>().message).toBe(message);
      }
      // Home team is reported before country, country before dates.
      expect((await create({ dates: [] })).json<{ message: string }>().message).toBe(REQUIRED);
      expect(
        (await t.request({ method: 'POST', url: '/api/match', payload: { match: validMatch(), extra: 1 }, as: admin }))
          .statusCode,
      ).toBe(400);
      const [{ n: after } = { n: 0 }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(matches);
      expect(after).toBe(before);
    });
  });

  describe('PUT /api/match', () => {
    const update = (match: Record<string, unknown>) =>
      t.request({ method: 'PUT', url: '/api/match', payload: { match }, as: admin });

    it('edits a match, keeps its kick-off time and refreshes the search text', async () => {
      const res = await update({
        ...validMatch({
          homeTeam: 'Alpha Renamed',
          awayTeam: 'Beta',
          dates: [{ date: '05.03.2031', label: 'start_date' }],
        }),
        id: ids.future1,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<AdminMatch>()).toMatchObject({
        id: ids.future1,
        headline: 'Alpha Renamed - Beta',
        scheduledDate: '2031-03-05T18:00:00.000Z',
        country: 'Romania',
      });
      expect((await matchRow(ids.future1))?.searchText).toBe(`alpha renamed - beta ${competition.toLowerCase()}`);
    });

    it('a save that keeps the day keeps the kick-off to the millisecond (else it counts as moved: bars told, boards rebuilt)', async () => {
      const [row] = await t.db
        .insert(matches)
        .values({
          homeTeam: 'Exact',
          awayTeam: 'Instant',
          headline: 'Exact - Instant',
          country: 'England',
          competitionName: competition,
          status: 'LIVE',
          scheduledDate: new Date('2031-05-05T19:45:30.250Z'),
          dates: [{ date: '05.05.2031', label: 'start_date' }],
        })
        .returning({ id: matches.id });
      const res = await update({
        ...validMatch({ homeTeam: 'Exact', awayTeam: 'Instant', dates: [{ date: '05.05.2031', label: 'start_date' }] }),
        id: row!.id,
        status: 'POSTP',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<AdminMatch>().scheduledDate).toBe('2031-05-05T19:45:30.250Z');
      expect((await matchRow(row!.id))?.scheduledDate.toISOString()).toBe('2031-05-05T19:45:30.250Z');
    });

    it('keeps picture, star, frequent and labels when the edit leaves them out, replaces them when given', async () => {
      const [label] = await t.db
        .insert(matchLabels)
        .values({ name: `Kept ${word}`, slug: `kept-${word}` })
        .returning();
      await t.db.update(matches).set({ starred: true, profilePic: '/api/media/abc' }).where(eq(matches.id, ids.ended));
      await t.db.insert(matchLabelLinks).values({ matchId: ids.ended, labelId: label!.id });
      const kept = await update({ ...validMatch({ homeTeam: 'Eta', awayTeam: 'Theta' }), id: ids.ended });
      expect(kept.json<AdminMatch>()).toMatchObject({
        starred: true,
        frequent: false,
        profilePic: '/api/media/abc',
        labels: [label!.id],
        status: 'FT',
      });
      const replaced = await update({
        ...validMatch({ homeTeam: 'Eta', awayTeam: 'Theta' }),
        id: ids.ended,
        starred: false,
        labels: [],
        profilePic: '',
      });
      expect(replaced.json<AdminMatch>()).toMatchObject({ starred: false, profilePic: '', labels: [] });
      expect(await t.db.select().from(matchLabelLinks).where(eq(matchLabelLinks.matchId, ids.ended))).toEqual([]);
    });

    it('answers 404 for an unknown match and 400 for bad input, changing nothing', async () => {
      const before = await matchRow(ids.future2);
      expect((await update({ ...validMatch(), id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
      const bad = await update({ ...validMatch({ country: ' ' }), id: ids.future2 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toBe(REQUIRED);
      expect((await update(validMatch())).statusCode).toBe(400);
      expect(await matchRow(ids.future2)).toEqual(before);
    });
  });

  describe('PUT /api/match/update-starred', () => {
    const star = (payload: Record<string, unknown>) =>
      t.request({ method: 'PUT', url: '/api/match/update-starred', payload, as: admin });

    it('stars and un-stars several matches at once', async () => {
      const res = await star({ matchIds: [ids.future2, ids.ended], status: true });
      expect(res.statusCode).toBe(200);
      expect(res.json<ChangedMatches>().matches.map((m) => [m.id, m.starred])).toEqual([
        [ids.future2, true],
        [ids.ended, true],
      ]);
      expect((await matchRow(ids.ended))?.starred).toBe(true);
      expect((await star({ matchIds: [ids.future2, ids.ended], status: false })).statusCode).toBe(200);
      expect((await matchRow(ids.future2))?.starred).toBe(false);
    });

    it('changes none when one id is unknown, and refuses bad input', async () => {
      const res = await star({ matchIds: [ids.future2, '00000000-0000-4000-8000-000000000000'], status: true });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toMatch(/nothing was changed/);
      expect((await matchRow(ids.future2))?.starred).toBe(false);
      for (const payload of [
        { matchIds: [], status: true },
        { matchIds: [ids.future2] },
        { matchIds: ['x'], status: true },
        { matchIds: [ids.future2], status: 'yes' },
      ]) {
        expect((await star(payload)).statusCode, JSON.stringify(payload)).toBe(400);
      }
      expect((await matchRow(ids.future2))?.starred).toBe(false);
    });
  });

  describe('PUT /api/match/update-label', () => {
    let labelId: string;
    const labelOf = (payload: Record<string, unknown>) =>
      t.request({ method: 'PUT', url: '/api/match/update-label', payload, as: admin });
    const linked = async () =>
      (await t.db.select().from(matchLabelLinks).where(eq(matchLabelLinks.labelId, labelId)))
        .map((l) => l.matchId)
        .sort();

    beforeAll(async () => {
      const [label] = await t.db
        .insert(matchLabels)
        .values({ name: `Derby ${word}`, slug: `derby-${word}` })
        .returning();
      labelId = label!.id;
    });

    it('puts a label on, takes it off, and toggles it per match', async () => {
      const on = await labelOf({ matchIds: [ids.future1, ids.live], label: labelId, status: true });
      expect(on.statusCode).toBe(200);
      expect(on.json<ChangedMatches>().matches.every((m) => m.labels.includes(labelId))).toBe(true);
      expect(await linked()).toEqual([ids.future1, ids.live].sort());
      expect((await list({ selectedLabel: labelId })).json<AdminMatchList>().total).toBe(2);
      await labelOf({ matchIds: [ids.live, ids.ended], label: labelId });
      expect(await linked()).toEqual([ids.future1, ids.ended].sort());
      await labelOf({ matchIds: [ids.future1, ids.ended], label: labelId, status: false });
      expect(await linked()).toEqual([]);
    });

    it('changes none when a match or the label is unknown', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await labelOf({ matchIds: [ids.future1, unknown], label: labelId, status: true })).statusCode).toBe(404);
      expect((await labelOf({ matchIds: [ids.future1], label: unknown, status: true })).statusCode).toBe(404);
      expect((await labelOf({ matchIds: [ids.future1], label: 'nope' })).statusCode).toBe(400);
      expect((await labelOf({ matchIds: [ids.future1] })).statusCode).toBe(400);
      expect(await linked()).toEqual([]);
    });
  });

  describe('trash, restore and delete for good', () => {
    const put = (path: string, matchIds: string[]) =>
      t.request({ method: 'PUT', url: `/api/match/${path}`, payload: { matchIds }, as: admin });
    const unknown = '00000000-0000-4000-8000-000000000000';

    it('moves matches to the trash and back', async () => {
      const res = await put('delete', [ids.future2, ids.live]);
      expect(res.statusCode).toBe(200);
      expect(res.json<BulkResult>()).toEqual({ message: '2 matches moved to the trash', count: 2 });
      const trash = (await list({ selectedFolder: 'trash', searchText: word }))
        .json<AdminMatchList>()
        .folderMatches.map((m) => m.id);
      expect(trash.sort()).toEqual([ids.future2, ids.live, ids.trashed].sort());
      expect(
        (await list({ selectedFolder: 'future', searchText: word }))
          .json<AdminMatchList>()
          .folderMatches.map((m) => m.id),
      ).not.toContain(ids.future2);
      const back = await put('restore', [ids.future2, ids.live]);
      expect(back.json<BulkResult>()).toEqual({ message: '2 matches restored', count: 2 });
      expect((await matchRow(ids.future2))?.trashedAt).toBeNull();
      expect(
        (await t.request({ method: 'GET', url: `/api/match/${ids.live}`, as: admin })).json<AdminMatch>().folder,
      ).toBe('live');
    });

    it('is all or nothing', async () => {
      expect((await put('delete', [ids.future2, unknown])).statusCode).toBe(404);
      expect((await matchRow(ids.future2))?.trashedAt).toBeNull();
      expect((await put('restore', [ids.trashed, ids.future2])).statusCode).toBe(400);
      expect((await matchRow(ids.trashed))?.trashedAt).not.toBeNull();
      expect((await put('delete-for-good', [ids.trashed, ids.future2])).statusCode).toBe(400);
      expect(await matchRow(ids.trashed)).toBeDefined();
      expect((await put('delete-for-good', [ids.trashed, unknown])).statusCode).toBe(404);
      expect(await matchRow(ids.trashed)).toBeDefined();
      expect((await put('delete', [])).statusCode).toBe(400);
    });

    it('keeps a match an official championship uses', async () => {
      const [used] = await insertMatches(t.db, [
        { homeTeam: 'Used', competitionName: competition, trashedAt: new Date() },
      ]);
      const [cup] = await t.db
        .insert(championships)
        .values({ name: 'Cup', stake: 'A prize', logo: '/api/media/x', cover: '/api/media/y' })
        .returning();
      await t.db.insert(championshipMatches).values({ championshipId: cup!.id, matchId: used! });
      const res = await put('delete-for-good', [used!, ids.trashed]);
      expect(res.statusCode).toBe(409);
      expect(await matchRow(ids.trashed)).toBeDefined();
    });

    it('deletes trashed matches for good, with their labels', async () => {
      const [label] = await t.db
        .insert(matchLabels)
        .values({ name: `Gone ${word}`, slug: `gone-${word}` })
        .returning();
      await t.db.insert(matchLabelLinks).values({ matchId: ids.trashed, labelId: label!.id });
      const res = await put('delete-for-good', [ids.trashed]);
      expect(res.statusCode).toBe(200);
      expect(res.json<BulkResult>()).toEqual({ message: '1 match deleted for good', count: 1 });
      expect(await matchRow(ids.trashed)).toBeUndefined();
      expect(await t.db.select().from(matchLabelLinks).where(eq(matchLabelLinks.labelId, label!.id))).toEqual([]);
    });
  });
});
