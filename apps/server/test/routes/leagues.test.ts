import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { Leaderboard } from '@app/contract/game';
import { LEAGUE_CODE_ALPHABET, type League, type MyLeagues } from '@app/contract/leagues';
import { auditLog, leagueMembers, leagues, predictions, standings } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { editMatch, hours, insertGame, newPlayer } from '../helpers/game-fixtures.ts';
import { createLeague, joinLeague } from '../helpers/league-fixtures.ts';

/** Private leagues: made, joined, run by their owner, read from the official boards, removed by staff. */
describe('private leagues', () => {
  let t: TestApp;
  let admin: LoginRecord;
  let staff: LoginRecord;
  let game: Awaited<ReturnType<typeof insertGame>>;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.signIn('admin@example.com');
    staff = await t.signIn('staff@example.com');
    game = await insertGame(t.db, { kickOffs: [hours(24)] });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, as: LoginRecord) => t.request({ method: 'GET', url, as });
  const league = (id: string, as: LoginRecord) => get(`/api/play/leagues/${id}`, as);
  const mine = async (championshipId: string, as: LoginRecord) =>
    (await get(`/api/play/championships/${championshipId}/leagues`, as)).json<MyLeagues>().leagues;
  const memberIds = async (leagueId: string) =>
    (await t.db.select().from(leagueMembers).where(eq(leagueMembers.leagueId, leagueId))).map((m) => m.userId).sort();

  describe('making and joining', () => {
    it('a player makes a league: the name trimmed, an 8-character code of the unambiguous alphabet, the player its owner and only member', async () => {
      const ana = await newPlayer(t, 'Ana League');
      const made = await createLeague(t, ana, game.id, '  Office five-a-side  ');
      expect(made).toMatchObject({
        championshipId: game.id,
        name: 'Office five-a-side',
        joinOpen: true,
        isOwner: true,
        members: [{ nickname: 'Ana League', isOwner: true, isMe: true }],
      });
      expect(made.code).toMatch(new RegExp(`^[${LEAGUE_CODE_ALPHABET}]{8}$`));
      expect(made.members[0]!.ref).toMatch(/^[A-Za-z0-9_-]{12}$/);
      const [row] = await t.db.select().from(leagues).where(eq(leagues.id, made.id));
      expect(row).toMatchObject({ ownerId: ana.userId, code: made.code, name: 'Office five-a-side' });
      expect(await mine(game.id, ana)).toEqual([
        { id: made.id, name: 'Office five-a-side', memberCount: 1, isOwner: true, joinOpen: true, position: null },
      ]);
    });

    it('refuses a name of 1 or 41 characters, a control character, an unknown field and a championship not open for play, and writes nothing', async () => {
      const bo = await newPlayer(t, 'Bo League');
      const create = (championshipId: string, payload: object) =>
        t.request({ method: 'POST', url: `/api/play/championships/${championshipId}/leagues`, as: bo, payload });
      for (const name of [' a ', 'x'.repeat(41)]) {
        const res = await create(game.id, { name });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          message: 'A league name has 2 to 40 characters',
          messageCode: 'leagueNameLength',
        });
      }
      expect((await create(game.id, { name: 'Tab\tname' })).json()).toMatchObject({
        statusCode: 400,
        message: 'Name cannot contain control characters',
      });
      expect((await create(game.id, { name: 'Fine', owner: admin.userId })).statusCode).toBe(400);
      const hidden = await insertGame(t.db, { kickOffs: [hours(24)], published: false });
      expect((await create(hidden.id, { name: 'Hidden' })).statusCode).toBe(404);
      expect(await t.db.select().from(leagues).where(eq(leagues.ownerId, bo.userId))).toEqual([]);
    });

    it('anyone with the code joins in one call, typed in any case with dashes; joining twice changes nothing', async () => {
      const [owner, cy] = await Promise.all([newPlayer(t, 'Owner Join'), newPlayer(t, 'Cy Join')]);
      const made = await createLeague(t, owner, game.id, 'Join club');
      const typed = `${made.code.slice(0, 4).toLowerCase()}-${made.code.slice(4)}`;
      const first = await joinLeague(t, cy, typed);
      expect(first.statusCode).toBe(200);
      expect(first.json<League>()).toMatchObject({ id: made.id, isOwner: false });
      expect(first.json<League>().members.map((m) => [m.nickname, m.isOwner, m.isMe])).toEqual([
        ['Owner Join', true, false],
        ['Cy Join', false, true],
      ]);
      expect((await joinLeague(t, cy, made.code)).statusCode).toBe(200);
      expect(await memberIds(made.id)).toEqual([owner.userId, cy.userId].sort());
      const unknown = await joinLeague(t, cy, made.code === '22222222' ? '33333333' : '22222222');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ messageCode: 'leagueCodeUnknown' });
      expect((await joinLeague(t, cy, 'OIL10OIL')).json()).toMatchObject({
        statusCode: 400,
        messageCode: 'leagueCodeInvalid',
      });
    });

    it('a player is in at most 20 leagues of a championship: the 21st, made or joined, is refused with 409', async () => {
      const [busy, other] = await Promise.all([newPlayer(t, 'Busy Fan'), newPlayer(t, 'Other Fan')]);
      for (let i = 1; i <= 20; i += 1) await createLeague(t, busy, game.id, `Busy ${i}`);
      const made = await t.request({
        method: 'POST',
        url: `/api/play/championships/${game.id}/leagues`,
        as: busy,
        payload: { name: 'One too many' },
      });
      expect(made.statusCode).toBe(409);
      expect(made.json()).toMatchObject({
        message: 'You are in 20 leagues of this championship already: leave one first',
        messageCode: 'tooManyLeagues',
        params: { max: 20 },
      });
      const elsewhere = await createLeague(t, other, game.id, 'Elsewhere');
      expect((await joinLeague(t, busy, elsewhere.code)).statusCode).toBe(409);
      expect(await mine(game.id, busy)).toHaveLength(20);
      // Another championship counts apart.
      const next = await insertGame(t.db, { kickOffs: [hours(24)] });
      expect((await createLeague(t, busy, next.id, 'Next season')).isOwner).toBe(true);
    });
  });

  describe('the owner and the members', () => {
    let owner: LoginRecord;
    let dee: LoginRecord;
    let eve: LoginRecord;
    let made: League;
    beforeAll(async () => {
      [owner, dee, eve] = await Promise.all([
        newPlayer(t, 'Own Run'),
        newPlayer(t, 'Dee Run'),
        newPlayer(t, 'Eve Run'),
      ]);
      made = await createLeague(t, owner, game.id, 'Run club');
      await joinLeague(t, dee, made.code);
      await joinLeague(t, eve, made.code);
    });
    const refOf = async (nickname: string) =>
      (await league(made.id, owner)).json<League>().members.find((m) => m.nickname === nickname)!.ref;

    it('only the owner renames and closes joining; a closed league refuses a new player with 409 and opens again', async () => {
      const patch = (as: LoginRecord, payload: object) =>
        t.request({ method: 'PATCH', url: `/api/play/leagues/${made.id}`, as, payload });
      const byMember = await patch(dee, { name: 'Dee rules' });
      expect(byMember.statusCode).toBe(403);
      expect(byMember.json()).toMatchObject({ messageCode: 'leagueOwnerOnly' });
      expect((await patch(owner, {})).json()).toMatchObject({ statusCode: 400, messageCode: 'leagueChangeEmpty' });
      expect((await patch(owner, { name: ' Run club FC ', joinOpen: false })).json<League>()).toMatchObject({
        name: 'Run club FC',
        joinOpen: false,
      });
      const late = await newPlayer(t, 'Late Run');
      const refused = await joinLeague(t, late, made.code);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ messageCode: 'leagueJoinClosed' });
      // A closed league is still a league its outsiders cannot read.
      expect((await league(made.id, late)).statusCode).toBe(404);
      await patch(owner, { joinOpen: true });
      expect((await joinLeague(t, late, made.code)).statusCode).toBe(200);
      await t.request({ method: 'POST', url: `/api/play/leagues/${made.id}/leave`, as: late });
    });

    it('the owner removes a member by reference, never themselves; a removed player reads the league as 404', async () => {
      const eveRef = await refOf('Eve Run');
      const byMember = await t.request({
        method: 'DELETE',
        url: `/api/play/leagues/${made.id}/members/${eveRef}`,
        as: dee,
      });
      expect(byMember.statusCode).toBe(403);
      const ownRef = await refOf('Own Run');
      const self = await t.request({
        method: 'DELETE',
        url: `/api/play/leagues/${made.id}/members/${ownRef}`,
        as: owner,
      });
      expect(self.json()).toMatchObject({ statusCode: 409, messageCode: 'leagueOwnerRemoved' });
      const removed = await t.request({
        method: 'DELETE',
        url: `/api/play/leagues/${made.id}/members/${eveRef}`,
        as: owner,
      });
      expect(removed.json<League>().members.map((m) => m.nickname)).toEqual(['Own Run', 'Dee Run']);
      expect((await league(made.id, eve)).statusCode).toBe(404);
      expect(await mine(game.id, eve)).toEqual([]);
      const again = await t.request({
        method: 'DELETE',
        url: `/api/play/leagues/${made.id}/members/${eveRef}`,
        as: owner,
      });
      expect(again.json()).toMatchObject({ statusCode: 404, messageCode: 'leagueMemberNotFound' });
    });

    it('the owner cannot leave before handing over; after the hand-over the new owner runs it and the old one leaves', async () => {
      const leave = (as: LoginRecord) => t.request({ method: 'POST', url: `/api/play/leagues/${made.id}/leave`, as });
      expect((await leave(owner)).json()).toMatchObject({ statusCode: 409, messageCode: 'leagueOwnerLeaves' });
      const handed = await t.request({
        method: 'POST',
        url: `/api/play/leagues/${made.id}/hand-over`,
        as: owner,
        payload: { memberRef: await refOf('Dee Run') },
      });
      expect(handed.json<League>()).toMatchObject({ isOwner: false });
      expect(handed.json<League>().members[0]).toMatchObject({ nickname: 'Dee Run', isOwner: true });
      expect((await leave(owner)).json()).toEqual({ message: 'You left the league' });
      expect(await memberIds(made.id)).toEqual([dee.userId]);
      expect((await league(made.id, dee)).json<League>()).toMatchObject({ isOwner: true });
      expect((await t.db.select().from(leagues).where(eq(leagues.id, made.id)))[0]!.ownerId).toBe(dee.userId);
    });

    it('an owner who deletes their account hands each league to its longest-standing other player; a league of one goes with them', async () => {
      const [leaving, first, second] = await Promise.all([
        newPlayer(t, 'Leaving Owner'),
        newPlayer(t, 'First Friend'),
        newPlayer(t, 'Second Friend'),
      ]);
      const shared = await createLeague(t, leaving, game.id, 'Kept club');
      const alone = await createLeague(t, leaving, game.id, 'Solo club');
      await joinLeague(t, first, shared.code);
      await joinLeague(t, second, shared.code);
      const deleted = await t.request({ method: 'DELETE', url: '/api/play/account', as: leaving });
      expect(deleted.statusCode).toBe(200);
      expect((await league(shared.id, first)).json<League>()).toMatchObject({ name: 'Kept club', isOwner: true });
      expect(await memberIds(shared.id)).toEqual([first.userId, second.userId].sort());
      expect(await t.db.select().from(leagues).where(eq(leagues.id, alone.id))).toEqual([]);
    });

    it('the owner deletes the league: its members and the league are gone, and its id answers 404', async () => {
      const byOutsider = await t.request({ method: 'DELETE', url: `/api/play/leagues/${made.id}`, as: eve });
      expect(byOutsider.statusCode).toBe(404);
      const deleted = await t.request({ method: 'DELETE', url: `/api/play/leagues/${made.id}`, as: dee });
      expect(deleted.json()).toEqual({ message: 'The league is deleted' });
      expect(await t.db.select().from(leagues).where(eq(leagues.id, made.id))).toEqual([]);
      expect(await memberIds(made.id)).toEqual([]);
      expect((await league(made.id, dee)).statusCode).toBe(404);
    });
  });

  describe("a league's boards", () => {
    it('rank the official rows of its players among them, with the official tie rule, paged, with my row; the official board is unchanged', async () => {
      const played = await insertGame(t.db, {
        kickOffs: [new Date('2026-06-14T10:00:00Z')],
        statuses: ['TIMED'],
      });
      const matchId = played.matchIds[0]!;
      const [ana, ben, cy, dee] = await Promise.all(
        ['Ana Board', 'Ben Board', 'Cy Board', 'Dee Board'].map((n) => newPlayer(t, n)),
      );
      const made = await createLeague(t, ana!, played.id, 'Board club');
      await joinLeague(t, ben!, made.code);
      await joinLeague(t, cy!, made.code);
      // Made before kick-off: Dee (outside the league) exact, Ana the goal difference, Ben and Cy the outcome.
      await t.db.insert(predictions).values([
        { championshipId: played.id, matchId, userId: dee!.userId, home: 2, away: 1 },
        { championshipId: played.id, matchId, userId: ana!.userId, home: 3, away: 2 },
        { championshipId: played.id, matchId, userId: ben!.userId, home: 2, away: 0 },
        { championshipId: played.id, matchId, userId: cy!.userId, home: 3, away: 0 },
      ]);
      await editMatch(t, admin, matchId, { status: 'FT', goals: { fullTimeHomeGoals: 2, fullTimeAwayGoals: 1 } });
      await t.app.scoringRunner.flush();

      const board = async (query: string, as: LoginRecord) => {
        const res = await get(`/api/play/leagues/${made.id}/board?${query}`, as);
        expect(res.statusCode).toBe(200);
        return res.json<Leaderboard>();
      };
      const allTime = await board('period=allTime', ben!);
      expect(allTime.rows.map((r) => [r.position, r.points])).toEqual([
        [1, 2],
        [2, 1],
        [2, 1],
      ]);
      expect(allTime.rows[0]).toMatchObject({ nickname: 'Ana Board', isMe: false });
      expect(
        allTime.rows
          .slice(1)
          .map((r) => r.nickname)
          .sort(),
      ).toEqual(['Ben Board', 'Cy Board']);
      expect(allTime).toMatchObject({ total: 3, me: { nickname: 'Ben Board', position: 2, isMe: true } });
      // The same order as the official board, Dee left out.
      const official = (
        await get(`/api/play/championships/${played.id}/leaderboard?period=allTime`, ana!)
      ).json<Leaderboard>();
      expect(official.rows.map((r) => [r.nickname, r.position])).toEqual([
        ['Dee Board', 1],
        ['Ana Board', 2],
        ...allTime.rows.slice(1).map((r) => [r.nickname, 3]),
      ]);
      // A page of one, the caller's own row beside it; the day board of the match's day.
      const second = await board('period=allTime&page=1&pageSize=1', ana!);
      expect(second.rows.map((r) => r.position)).toEqual([2]);
      expect(second.me).toMatchObject({ nickname: 'Ana Board', position: 1 });
      const day = await board('period=daily&date=2026-06-14', cy!);
      expect(day.rows.map((r) => r.points)).toEqual([2, 1, 1]);
      expect(day).toMatchObject({
        days: ['2026-06-14'],
        daysWithPoints: ['2026-06-14'],
        weeksWithPoints: ['2026-W24'],
      });
      expect(day.opening.day).toBe('2026-06-14');
      expect((await mine(played.id, cy!))[0]).toMatchObject({ name: 'Board club', memberCount: 3, position: 2 });
      expect((await mine(played.id, ana!))[0]).toMatchObject({ position: 1 });
      // The official rows are the league's only source: nothing of its own is stored.
      expect(
        await t.db
          .select()
          .from(standings)
          .where(and(eq(standings.championshipId, played.id), eq(standings.period, 'allTime'))),
      ).toHaveLength(4);

      // Outsiders: the same 404 for a league they are not in and for one that does not exist.
      const outsider = await get(`/api/play/leagues/${made.id}/board?period=allTime`, dee!);
      const none = await get(`/api/play/leagues/6f1c2b7d-9e10-4a57-9c61-3f1c2b7d9e10/board?period=allTime`, dee!);
      expect(outsider.statusCode).toBe(404);
      expect(none.json()).toEqual(outsider.json());

      // No answer about the league carries an account's id.
      const bodies = [
        (await league(made.id, ana!)).body,
        (await get(`/api/play/leagues/${made.id}/board?period=allTime`, ana!)).body,
        (await get(`/api/play/championships/${played.id}/leagues`, ana!)).body,
        (await get(`/api/challenges/leagues?challengeId=${played.id}`, staff)).body,
      ].join('\n');
      for (const player of [ana!, ben!, cy!, dee!]) expect(bodies).not.toContain(player.userId);
    });

    it('follow their league at once: a player who joins, a nickname changed (on the official board too), a player who leaves, a result corrected', async () => {
      const played = await insertGame(t.db, { kickOffs: [new Date('2026-06-15T10:00:00Z')], statuses: ['TIMED'] });
      const matchId = played.matchIds[0]!;
      const [eva, fay] = await Promise.all(['Eva Follow', 'Fay Follow'].map((n) => newPlayer(t, n)));
      const made = await createLeague(t, eva!, played.id, 'Follow club');
      await t.db.insert(predictions).values([
        { championshipId: played.id, matchId, userId: eva!.userId, home: 1, away: 0 },
        { championshipId: played.id, matchId, userId: fay!.userId, home: 2, away: 1 },
      ]);
      await editMatch(t, admin, matchId, { status: 'FT', goals: { fullTimeHomeGoals: 2, fullTimeAwayGoals: 1 } });
      await t.app.scoringRunner.flush();
      const rows = async () => {
        const res = await get(`/api/play/leagues/${made.id}/board?period=allTime`, eva!);
        expect(res.statusCode).toBe(200);
        const board = res.json<Leaderboard>();
        return { total: board.total, rows: board.rows.map((r) => [r.nickname, r.points]) };
      };
      // Read twice: the second answer is the one this instance remembers. Eva has the goal difference (2).
      expect(await rows()).toEqual({ total: 1, rows: [['Eva Follow', 2]] });
      expect(await rows()).toEqual({ total: 1, rows: [['Eva Follow', 2]] });

      const officialBefore = await get(`/api/play/championships/${played.id}/leaderboard?period=allTime`, eva!);
      expect(officialBefore.json<Leaderboard>().rows.map((r) => r.nickname)).toEqual(['Fay Follow', 'Eva Follow']);
      expect((await joinLeague(t, fay!, made.code)).statusCode).toBe(200);
      expect(await rows()).toEqual({
        total: 2,
        rows: [
          ['Fay Follow', 3],
          ['Eva Follow', 2],
        ],
      });
      const renamed = await t.request({
        method: 'PATCH',
        url: '/api/play/account',
        as: fay!,
        payload: { nickname: 'Fay Renamed', language: 'en', mails: { predictionReminders: true } },
      });
      expect(renamed.statusCode).toBe(200);
      expect((await rows()).rows[0]).toEqual(['Fay Renamed', 3]);
      // The championship's board, remembered too, names her anew.
      const official = await get(`/api/play/championships/${played.id}/leaderboard?period=allTime`, eva!);
      expect(official.json<Leaderboard>().rows.map((r) => r.nickname)).toEqual(['Fay Renamed', 'Eva Follow']);

      await editMatch(t, admin, matchId, { status: 'FT', goals: { fullTimeHomeGoals: 1, fullTimeAwayGoals: 0 } });
      await t.app.scoringRunner.flush();
      expect((await rows()).rows).toEqual([
        ['Eva Follow', 3],
        ['Fay Renamed', 2],
      ]);

      expect(
        (await t.request({ method: 'POST', url: `/api/play/leagues/${made.id}/leave`, as: fay! })).statusCode,
      ).toBe(200);
      expect(await rows()).toEqual({ total: 1, rows: [['Eva Follow', 3]] });
    });
  });

  describe('staff', () => {
    it("list a championship's leagues and delete an abusive one; the audit log records who deleted it and what it was", async () => {
      const [foul, friend] = await Promise.all([newPlayer(t, 'Foul Owner'), newPlayer(t, 'Foul Friend')]);
      const made = await createLeague(t, foul, game.id, 'Rude name FC');
      await joinLeague(t, friend, made.code);
      const list = await get(`/api/challenges/leagues?challengeId=${game.id}`, staff);
      expect(list.statusCode).toBe(200);
      expect(list.json<{ leagues: unknown[] }>().leagues).toContainEqual(
        expect.objectContaining({ id: made.id, name: 'Rude name FC', ownerNickname: 'Foul Owner', memberCount: 2 }),
      );
      expect((await get(`/api/challenges/leagues?challengeId=${game.id}`, foul)).statusCode).toBe(403);
      expect(
        (await t.request({ method: 'DELETE', url: `/api/challenges/leagues/${made.id}`, as: foul })).statusCode,
      ).toBe(403);

      const deleted = await t.request({ method: 'DELETE', url: `/api/challenges/leagues/${made.id}`, as: staff });
      expect(deleted.json()).toEqual({ message: 'The league is deleted' });
      expect(await t.db.select().from(leagues).where(eq(leagues.id, made.id))).toEqual([]);
      expect((await league(made.id, friend)).statusCode).toBe(404);
      const [entry] = await t.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.entityKind, 'league'), eq(auditLog.entityId, made.id), eq(auditLog.operation, 'delete')),
        );
      expect(entry).toMatchObject({ actorId: staff.userId, action: 'DELETE /api/challenges/leagues/:leagueId' });
      expect(entry!.before).toMatchObject({ name: 'Rude name FC', owner_id: foul.userId, code: made.code });
      const again = await t.request({ method: 'DELETE', url: `/api/challenges/leagues/${made.id}`, as: admin });
      expect(again.statusCode).toBe(404);
    });
  });
});
