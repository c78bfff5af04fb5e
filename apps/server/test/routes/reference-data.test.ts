import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { Language } from '@app/contract/languages';
import type { CompetitionList, CompetitionRow, MergeTeamAnswer, TeamList, TeamRow } from '@app/contract/reference-data';
import {
  auditLog,
  barRules,
  championships,
  competitions,
  languages,
  matches,
  teamFollows,
  teams,
} from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { uniqueWord } from '../helpers/admin-match-fixtures.ts';
import { multipart, testImage } from '../helpers/championship-fixtures.ts';
import { newPlayer } from '../helpers/game-fixtures.ts';

/** The admin's reference data (decision 058): /api/teams, /api/competitions, /api/languages, on both databases. */
describe('reference data: teams, competitions, languages', () => {
  let t: TestApp;
  let admin: LoginRecord;
  let owner: LoginRecord;
  let staff: LoginRecord;
  const word = uniqueWord('ref');

  beforeAll(async () => {
    t = await buildTestApp();
    [admin, owner, staff] = await Promise.all([
      t.signIn('admin@example.com'),
      t.signIn('owner@example.com'),
      t.signIn('staff@example.com'),
    ]);
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  const newTeam = async (name: string, extra: Partial<typeof teams.$inferInsert> = {}) =>
    (
      await t.db
        .insert(teams)
        .values({ name, ...extra })
        .returning()
    )[0]!;
  const newMatch = async (home: string, away: string, extra: Partial<typeof matches.$inferInsert> = {}) =>
    (
      await t.db
        .insert(matches)
        .values({
          homeTeam: home,
          awayTeam: away,
          headline: `${home} - ${away}`,
          competitionName: 'Cup',
          searchText: `${home} - ${away} cup`.toLowerCase(),
          scheduledDate: new Date('2026-12-05T15:00:00Z'),
          ...extra,
        })
        .returning()
    )[0]!;
  const matchRow = async (id: string) => (await t.db.select().from(matches).where(eq(matches.id, id)))[0]!;

  describe('roles and bad input', () => {
    it('owners and staff get 403 on every write and list; nothing is written', async () => {
      const team = await newTeam(`${word} Guarded`);
      const [competition] = await t.db
        .select({ id: competitions.id, name: competitions.name })
        .from(competitions)
        .limit(1);
      const calls = [
        { method: 'GET' as const, url: '/api/teams' },
        { method: 'PATCH' as const, url: `/api/teams/${team.id}`, payload: { name: `${word} Hacked` } },
        { method: 'POST' as const, url: `/api/teams/${team.id}/merge`, payload: { intoId: randomUUID() } },
        { method: 'PUT' as const, url: `/api/teams/${team.id}/emblem` },
        { method: 'GET' as const, url: '/api/competitions' },
        { method: 'PATCH' as const, url: `/api/competitions/${competition!.id}`, payload: { name: `${word} Hacked` } },
        { method: 'PATCH' as const, url: '/api/languages/en', payload: { status: 0 } },
      ];
      for (const as of [owner, staff]) {
        for (const call of calls)
          expect({ ...call, status: (await t.request({ ...call, as })).statusCode }).toEqual({ ...call, status: 403 });
      }
      expect((await t.db.select({ name: teams.name }).from(teams).where(eq(teams.id, team.id)))[0]?.name).toBe(
        `${word} Guarded`,
      );
      expect(
        (
          await t.db.select({ name: competitions.name }).from(competitions).where(eq(competitions.id, competition!.id))
        )[0]?.name,
      ).toBe(competition!.name);
      expect(
        (await t.db.select({ active: languages.active }).from(languages).where(eq(languages.code, 'en')))[0]?.active,
      ).toBe(true);
    });

    it('bad input answers 400 with a message; unknown things 404', async () => {
      const team = await newTeam(`${word} Input`);
      const cases = [
        {
          method: 'PATCH' as const,
          url: `/api/teams/${team.id}`,
          payload: { name: '  ' },
          status: 400,
          message: 'Name is required',
        },
        {
          method: 'PATCH' as const,
          url: `/api/teams/${team.id}`,
          payload: { name: 'x', extra: 1 },
          status: 400,
          message: 'Unrecognized key: "extra"',
        },
        {
          method: 'PATCH' as const,
          url: '/api/teams/not-an-id',
          payload: { name: 'x' },
          status: 400,
          message: 'Invalid id',
        },
        {
          method: 'PATCH' as const,
          url: `/api/teams/${randomUUID()}`,
          payload: { name: `${word} Ghost` },
          status: 404,
          message: 'This team does not exist',
        },
        {
          method: 'POST' as const,
          url: `/api/teams/${team.id}/merge`,
          payload: {},
          status: 400,
          message: 'Choose the team to keep',
        },
        {
          method: 'POST' as const,
          url: `/api/teams/${team.id}/merge`,
          payload: { intoId: 'not-an-id' },
          status: 400,
          message: 'Invalid id',
        },
        {
          method: 'POST' as const,
          url: `/api/teams/${team.id}/merge`,
          payload: { intoId: team.id },
          status: 409,
          message: 'A team cannot be merged into itself',
        },
        {
          method: 'PUT' as const,
          url: `/api/teams/${team.id}/emblem`,
          payload: { emblem: 'x' },
          status: 400,
          message: 'The request must be sent as multipart/form-data',
        },
        {
          method: 'PATCH' as const,
          url: `/api/competitions/${randomUUID()}`,
          payload: { color: '#zzzzzz' },
          status: 400,
          message: 'Colour must look like #RRGGBB',
        },
        {
          method: 'PATCH' as const,
          url: `/api/competitions/${randomUUID()}`,
          payload: { active: false },
          status: 404,
          message: 'This competition does not exist',
        },
        {
          method: 'PATCH' as const,
          url: '/api/languages/en',
          payload: { status: 2 },
          status: 400,
          message: 'status is 0 or 1',
        },
        {
          method: 'PATCH' as const,
          url: '/api/languages/xx',
          payload: { status: 1 },
          status: 404,
          message: 'This language does not exist',
        },
      ];
      for (const c of cases) {
        const res = await t.request({ method: c.method, url: c.url, payload: c.payload, as: admin });
        // Each refusal says why, in the words a person reads.
        expect({ url: c.url, status: res.statusCode, message: res.json<{ message: string }>().message }).toEqual({
          url: c.url,
          status: c.status,
          message: c.message,
        });
      }
      const noFile = await t.request({
        method: 'PUT',
        url: `/api/teams/${team.id}/emblem`,
        ...(await multipart({ other: 'x' })),
        as: admin,
      });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json<{ message: string }>().message).toBe('Send the emblem as a file part named "emblem"');
      const notImage = await t.request({
        method: 'PUT',
        url: `/api/teams/${team.id}/emblem`,
        ...(await multipart({
          emblem: {
            file: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
            name: 'e.svg',
            type: 'image/svg+xml',
          },
        })),
        as: admin,
      });
      expect(notImage.statusCode).toBe(400);
      expect(
        (await t.db.select({ emblemUrl: teams.emblemUrl }).from(teams).where(eq(teams.id, team.id)))[0]?.emblemUrl,
      ).toBe('');
    });
  });

  describe('teams', () => {
    it('lists teams by name with the matches naming each; the search is any part of the name, % taken literally', async () => {
      await newTeam(`${word} Alpha`, { country: 'Spain' });
      await newTeam(`${word}% Beta`);
      await newMatch(`${word} Alpha`, 'Somebody');
      await newMatch('Somebody', `${word} Alpha`);
      const res = await t.request({ method: 'GET', url: '/api/teams', query: { q: `${word} ALP` }, as: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json<TeamList>()).toEqual({
        total: 1,
        items: [
          {
            id: expect.any(String) as unknown,
            name: `${word} Alpha`,
            country: 'Spain',
            emblemUrl: '',
            source: null,
            matchCount: 2,
          },
        ],
      });
      expect(
        (await t.request({ method: 'GET', url: '/api/teams', query: { q: `${word}%` }, as: admin }))
          .json<TeamList>()
          .items.map((x) => x.name),
      ).toEqual([`${word}% Beta`]);
    });

    it("a rename reaches every match naming the team (headline, search, the feed's kept name); a name taken in any case is 409", async () => {
      const team = await newTeam(`${word} Old`);
      await newTeam(`${word} Taken`);
      const home = await newMatch(`${word} Old`, 'Rivals', { feedValues: feedValues(`${word} Old`, 'Rivals') });
      const away = await newMatch('Rivals', `${word} Old`);
      const taken = await t.request({
        method: 'PATCH',
        url: `/api/teams/${team.id}`,
        payload: { name: `${word} TAKEN` },
        as: admin,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json<{ message: string }>().message).toBe('A team of this name already exists');

      const res = await t.request({
        method: 'PATCH',
        url: `/api/teams/${team.id}`,
        payload: { name: ` ${word} New <b> ` },
        as: admin,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<TeamRow>()).toMatchObject({ name: `${word} New <b>`, matchCount: 2 });
      const h = await matchRow(home.id);
      expect([h.homeTeam, h.headline, h.searchText, h.feedValues?.homeTeam]).toEqual([
        `${word} New <b>`,
        `${word} New <b> - Rivals`,
        `${word} new <b> - rivals cup`,
        `${word} New <b>`,
      ]);
      const a = await matchRow(away.id);
      expect([a.awayTeam, a.headline]).toEqual([`${word} New <b>`, `Rivals - ${word} New <b>`]);
      const audited = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityKind, 'team'), eq(auditLog.entityId, team.id), eq(auditLog.operation, 'update')));
      expect(audited.map((e) => [e.actorId, e.after?.['name']])).toEqual([[admin.userId, `${word} New <b>`]]);
    });

    it("an uploaded emblem is re-encoded by the media pipeline and shown by the team's matches", async () => {
      const team = await newTeam(`${word} Crest`);
      const match = await newMatch(`${word} Crest`, 'Others');
      const res = await t.request({
        method: 'PUT',
        url: `/api/teams/${team.id}/emblem`,
        ...(await multipart({ emblem: { file: await testImage({ color: '#123456' }) } })),
        as: admin,
      });
      expect(res.statusCode).toBe(200);
      const url = res.json<TeamRow>().emblemUrl;
      expect(url).toMatch(/^\/api\/media\/[0-9a-f]{64}$/);
      expect((await t.request({ method: 'GET', url })).headers['content-type']).toBe('image/png');
      expect((await matchRow(match.id)).homeTeamEmblemUrl).toBe(url);
    });

    it('a merge moves every match, planner rule and follow to the kept team, takes over the feed id, deletes the duplicate, audited', async () => {
      const kept = await newTeam(`${word} United`, { emblemUrl: '/api/media/kept' });
      const duplicate = await newTeam(`${word} Utd FC`, {
        source: 'football-data',
        externalId: `${Date.now()}`,
        crestSourceUrl: 'https://crests/1.png',
        emblemUrl: '/api/media/dup',
      });
      const fed = await newMatch(`${word} Utd FC`, 'Visitors', {
        source: 'football-data',
        externalId: `m-${word}`,
        feedValues: feedValues(`${word} Utd FC`, 'Visitors'),
      });
      const typed = await newMatch('Hosts', `${word} United`);
      const player = await newPlayer(t);
      const both = await newPlayer(t);
      await t.db.insert(teamFollows).values([
        { userId: player.userId, teamId: duplicate.id },
        { userId: both.userId, teamId: duplicate.id },
        { userId: both.userId, teamId: kept.id },
      ]);
      await t.db.insert(barRules).values({ barId: owner.barId!, kind: 'team', teamId: duplicate.id });

      const res = await t.request({
        method: 'POST',
        url: `/api/teams/${duplicate.id}/merge`,
        payload: { intoId: kept.id },
        as: admin,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<MergeTeamAnswer>()).toEqual({
        kept: {
          id: kept.id,
          name: `${word} United`,
          country: '',
          emblemUrl: '/api/media/kept',
          source: 'football-data',
          matchCount: 2,
        },
        movedMatches: 1,
        movedRules: 1,
        movedFollows: 1,
      });
      const f = await matchRow(fed.id);
      expect([f.homeTeam, f.headline, f.homeTeamEmblemUrl, f.feedValues?.homeTeam]).toEqual([
        `${word} United`,
        `${word} United - Visitors`,
        '/api/media/kept',
        `${word} United`,
      ]);
      expect((await matchRow(typed.id)).awayTeam).toBe(`${word} United`);
      expect(await t.db.select().from(teams).where(eq(teams.id, duplicate.id))).toEqual([]);
      const [keptRow] = await t.db.select().from(teams).where(eq(teams.id, kept.id));
      expect([keptRow?.source, keptRow?.externalId, keptRow?.crestSourceUrl]).toEqual([
        'football-data',
        duplicate.externalId,
        'https://crests/1.png',
      ]);
      const follows = await t.db
        .select()
        .from(teamFollows)
        .where(inArray(teamFollows.userId, [player.userId, both.userId]));
      expect(follows.map((x) => [x.userId === player.userId ? 'player' : 'both', x.teamId]).sort()).toEqual([
        ['both', kept.id],
        ['player', kept.id],
      ]);
      expect(
        (await t.db.select({ teamId: barRules.teamId }).from(barRules).where(eq(barRules.barId, owner.barId!))).map(
          (r) => r.teamId,
        ),
      ).toContain(kept.id);
      const audited = await t.db
        .select()
        .from(auditLog)
        .where(
          or(
            and(eq(auditLog.entityKind, 'team'), eq(auditLog.entityId, duplicate.id), eq(auditLog.operation, 'delete')),
            and(eq(auditLog.entityKind, 'match'), eq(auditLog.entityId, fed.id), eq(auditLog.operation, 'update')),
          ),
        );
      expect(audited.map((e) => [e.entityKind, e.actorId]).sort()).toEqual([
        ['match', admin.userId],
        ['match', admin.userId],
        ['team', admin.userId],
      ]);
      // The audit log names what was merged away by the row it kept.
      const log = await t.request({ method: 'GET', url: '/api/audit-log', query: { entityKind: 'team' }, as: admin });
      expect(JSON.stringify(log.json())).toContain(`${word} Utd FC`);
    });

    it('refuses, writing nothing, a merge of two teams that play each other (409 naming the match) and of two teams from the feed', async () => {
      const a = await newTeam(`${word} Derby A`);
      const b = await newTeam(`${word} Derby B`);
      const derby = await newMatch(`${word} Derby A`, `${word} Derby B`);
      const other = await newMatch(`${word} Derby A`, 'Elsewhere');
      await t.db.insert(barRules).values({ barId: owner.barId!, kind: 'team', teamId: a.id });
      const res = await t.request({
        method: 'POST',
        url: `/api/teams/${a.id}/merge`,
        payload: { intoId: b.id },
        as: admin,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toContain(`${word} Derby A - ${word} Derby B`);
      expect((await matchRow(derby.id)).homeTeam).toBe(`${word} Derby A`);
      expect((await matchRow(other.id)).homeTeam).toBe(`${word} Derby A`);
      expect(await t.db.select().from(barRules).where(eq(barRules.teamId, a.id))).toHaveLength(1);
      expect(await t.db.select().from(teams).where(eq(teams.id, a.id))).toHaveLength(1);

      const fedA = await newTeam(`${word} Fed A`, { source: 'football-data', externalId: `a${Date.now()}` });
      const fedB = await newTeam(`${word} Fed B`, { source: 'football-data', externalId: `b${Date.now()}` });
      const both = await t.request({
        method: 'POST',
        url: `/api/teams/${fedA.id}/merge`,
        payload: { intoId: fedB.id },
        as: admin,
      });
      expect(both.statusCode).toBe(409);
      expect(await t.db.select().from(teams).where(eq(teams.id, fedA.id))).toHaveLength(1);
    });
  });

  describe('competitions', () => {
    it("lists name, colour, emblem, visibility and provider code; edits reach the owners' list and the matches' copy of the name", async () => {
      const [created] = await t.db
        .insert(competitions)
        .values({
          name: `${word} League`,
          slug: `${word}-league`,
          providerCode: 'XL',
          source: 'football-data',
          externalId: `c${Date.now()}`,
        })
        .returning();
      const match = await newMatch('H', 'A', { competitionId: created!.id, competitionName: `${word} League` });
      const list = await t.request({
        method: 'GET',
        url: '/api/competitions',
        query: { q: `${word} league` },
        as: admin,
      });
      expect(list.json<CompetitionList>().items).toEqual([
        {
          id: created!.id,
          name: `${word} League`,
          color: '#333333',
          emblemUrl: '',
          active: true,
          providerCode: 'XL',
          source: 'football-data',
          matchCount: 1,
        },
      ]);

      const res = await t.request({
        method: 'PATCH',
        url: `/api/competitions/${created!.id}`,
        payload: { name: `${word} Premier`, color: '#AA0000', active: false },
        as: admin,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<CompetitionRow>()).toMatchObject({ name: `${word} Premier`, color: '#aa0000', active: false });
      const m = await matchRow(match.id);
      expect([m.competitionName, m.searchText]).toEqual([`${word} Premier`, `h - a ${word} premier`]);
      const active = await t.request({ method: 'GET', url: '/api/competitions/active', as: owner });
      expect(active.json<{ id: string }[]>().map((c) => c.id)).not.toContain(created!.id);

      const [other] = await t.db
        .insert(competitions)
        .values({ name: `${word} Other`, slug: `${word}-other` })
        .returning();
      const taken = await t.request({
        method: 'PATCH',
        url: `/api/competitions/${other!.id}`,
        payload: { name: `${word} PREMIER` },
        as: admin,
      });
      expect(taken.statusCode).toBe(409);

      const emblem = await t.request({
        method: 'PUT',
        url: `/api/competitions/${created!.id}/emblem`,
        ...(await multipart({ emblem: { file: await testImage({ color: '#00aa00' }) } })),
        as: admin,
      });
      expect(emblem.statusCode).toBe(200);
      expect(
        (await t.db.select({ e: competitions.emblemUrl }).from(competitions).where(eq(competitions.id, created!.id)))[0]
          ?.e,
      ).toBe(emblem.json<CompetitionRow>().emblemUrl);
    });
  });

  describe('languages', () => {
    it('activates and deactivates a language; a language a championship is written in is refused with where it is used; the last one stays', async () => {
      await t.db
        .insert(languages)
        .values([
          { code: 'de', name: 'Deutsch', active: false },
          { code: 'pt', name: 'Português', active: true },
        ])
        .onConflictDoNothing();
      const on = await t.request({ method: 'PATCH', url: '/api/languages/de', payload: { status: 1 }, as: admin });
      expect(on.statusCode).toBe(200);
      expect(on.json<Language>()).toEqual({ code: 'de', name: 'Deutsch', status: 1 });
      expect(
        (await t.request({ method: 'GET', url: '/api/languages', query: { status: '1' }, as: staff }))
          .json<Language[]>()
          .map((l) => l.code),
      ).toContain('de');
      const off = await t.request({ method: 'PATCH', url: '/api/languages/de', payload: { status: 0 }, as: admin });
      expect(off.json<Language>().status).toBe(0);

      await t.db.insert(championships).values({
        name: `${word} Cup`,
        stake: 's',
        logo: '/l',
        cover: '/c',
        howItWorks: [{ text: 'Wie', language: 'pt' }],
      });
      const refused = await t.request({ method: 'PATCH', url: '/api/languages/pt', payload: { status: 0 }, as: admin });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string; messageCode: string }>()).toMatchObject({ messageCode: 'languageInUse' });
      expect(refused.json<{ message: string }>().message).toContain(`"${word} Cup"`);
      expect(
        (await t.db.select({ active: languages.active }).from(languages).where(eq(languages.code, 'pt')))[0]?.active,
      ).toBe(true);
      const audited = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityKind, 'language'), eq(auditLog.entityId, 'de'), eq(auditLog.operation, 'update')))
        .orderBy(auditLog.id);
      expect(audited.map((e) => [e.actorId, e.after?.['active']])).toEqual([
        [admin.userId, true],
        [admin.userId, false],
      ]);
    });
  });
});

function feedValues(home: string, away: string) {
  return {
    scheduledDate: '2026-12-05T15:00:00.000Z',
    status: 'SCHEDULED',
    homeTeam: home,
    awayTeam: away,
    homeTeamEmblemUrl: '',
    awayTeamEmblemUrl: '',
    fullTimeHomeGoals: null,
    fullTimeAwayGoals: null,
    liveHomeGoals: null,
    liveAwayGoals: null,
    extraTimeHomeGoals: null,
    extraTimeAwayGoals: null,
    penaltiesHomeGoals: null,
    penaltiesAwayGoals: null,
  };
}
