import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { Leaderboard } from '@app/contract/game';
import { LEAGUE_CODE_ALPHABET, type BarLeague, type BarLeagues, type League } from '@app/contract/leagues';
import { bars, leagueMembers, leagues, predictions } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { uniqueWord } from '../helpers/admin-match-fixtures.ts';
import { signUpOwner } from '../helpers/console-matches-fixtures.ts';
import { inviteToTeam } from '../helpers/team-fixtures.ts';
import { editMatch, hours, insertGame, newPlayer } from '../helpers/game-fixtures.ts';
import { joinLeague } from '../helpers/league-fixtures.ts';

/** A bar's league (decision 095): made and run from the console by the bar's owner or managers only. */
describe('bar leagues', () => {
  let t: TestApp;
  let admin: LoginRecord;
  const word = uniqueWord('blg');
  const people = {} as Record<'owner' | 'manager' | 'scanner' | 'otherOwner' | 'player', LoginRecord>;
  let game: Awaited<ReturnType<typeof insertGame>>;
  let slug: string;
  const barName = `Lion ${word} <b>&</b>`;

  const list = (as: LoginRecord) => t.request({ method: 'GET', url: '/api/bars/leagues', as });
  const create = (as: LoginRecord, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/bars/leagues', as, payload });
  const patch = (as: LoginRecord, id: string, payload: Record<string, unknown>) =>
    t.request({ method: 'PATCH', url: `/api/bars/leagues/${id}`, as, payload });
  const board = (as: LoginRecord, id: string) =>
    t.request({ method: 'GET', url: `/api/bars/leagues/${id}/board?period=allTime`, as });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.signIn('admin@example.com');
    people.owner = await signUpOwner(t, `owner-${word}@example.com`);
    people.otherOwner = await signUpOwner(t, `other-${word}@example.com`);
    await t.db.update(bars).set({ status: 'accepted', name: barName }).where(eq(bars.id, people.owner.barId!));
    await t.db
      .update(bars)
      .set({ status: 'accepted', name: `Other ${word}` })
      .where(eq(bars.id, people.otherOwner.barId!));
    people.manager = await inviteToTeam(t, people.owner, `manager-${word}@example.com`, 'manager');
    people.scanner = await inviteToTeam(t, people.owner, `scanner-${word}@example.com`, 'scanner');
    people.player = await newPlayer(t, 'Bar Regular');
    game = await insertGame(t.db, { kickOffs: [hours(24)] });
    [{ slug }] = (await t.db.select({ slug: bars.slug }).from(bars).where(eq(bars.id, people.owner.barId!))) as [
      { slug: string },
    ];
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  let made: BarLeague;

  it('the owner makes the bar league of a published championship, named after the bar; the bar plays nothing', async () => {
    const before = (await list(people.owner)).json<BarLeagues>();
    expect(before).toMatchObject({ barName, barSlug: slug, leagues: [] });
    expect(before.championships.map((c) => c.id)).toContain(game.id);

    const res = await create(people.owner, { championshipId: game.id });
    expect(res.statusCode).toBe(200);
    made = res.json<BarLeague>();
    expect(made).toMatchObject({
      championshipId: game.id,
      name: barName,
      joinOpen: true,
      housePrize: null,
      memberCount: 0,
    });
    expect(made.code).toMatch(new RegExp(`^[${LEAGUE_CODE_ALPHABET}]{8}$`));
    const [row] = await t.db.select().from(leagues).where(eq(leagues.id, made.id));
    expect(row).toMatchObject({ barId: people.owner.barId, ownerId: null });
    expect(await t.db.select().from(leagueMembers).where(eq(leagueMembers.leagueId, made.id))).toEqual([]);

    const after = (await list(people.manager)).json<BarLeagues>();
    expect(after.leagues).toEqual([made]);
    expect(after.championships.map((c) => c.id)).not.toContain(game.id);
  });

  it('one bar league per bar and championship: a second one, by the owner or a manager, is refused (409)', async () => {
    for (const who of [people.owner, people.manager]) {
      const again = await create(who, { championshipId: game.id, name: 'Another one' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'leagues.BAR_LEAGUE_EXISTS',
        message: 'Your bar has a league in this championship already',
      });
    }
    // Another bar makes its own in the same championship.
    const other = await create(people.otherOwner, { championshipId: game.id, name: 'Other club' });
    expect(other.statusCode).toBe(200);
    expect((await t.db.select().from(leagues).where(eq(leagues.barId, people.owner.barId!))).length).toBe(1);
  });

  it('two makes at once: one league, the other answer 409', async () => {
    const second = await insertGame(t.db, { kickOffs: [hours(24)] });
    const answers = await Promise.all([
      create(people.owner, { championshipId: second.id }),
      create(people.manager, { championshipId: second.id }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses a scanner, a player, an admin and the signed-out; another bar reads none of it (404)', async () => {
    for (const who of [people.scanner, people.player, admin]) {
      expect((await list(who)).statusCode).toBe(403);
      expect((await create(who, { championshipId: game.id })).statusCode).toBe(403);
      expect((await patch(who, made.id, { housePrize: 'x' })).statusCode).toBe(403);
      expect((await board(who, made.id)).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/bars/leagues' })).statusCode).toBe(401);
    const foreign = await patch(people.otherOwner, made.id, { housePrize: 'Free beer' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'leagues.BAR_LEAGUE_NOT_FOUND' });
    expect((await board(people.otherOwner, made.id)).statusCode).toBe(404);
    // The bar comes from the session: a bar id in the body is refused, not obeyed.
    const named = await create(people.otherOwner, { championshipId: game.id, barId: people.owner.barId });
    expect(named.statusCode).toBe(400);
    const [row] = await t.db.select().from(leagues).where(eq(leagues.id, made.id));
    expect(row!.housePrize).toBeNull();
  });

  it('refuses bad input with coded messages and writes nothing', async () => {
    expect((await create(people.owner, { championshipId: 'nope' })).statusCode).toBe(400);
    const long = await create(people.owner, { championshipId: game.id, name: 'x'.repeat(41) });
    expect(long.json()).toMatchObject({ statusCode: 400, messageCode: 'leagueNameLength' });
    const hidden = await insertGame(t.db, { kickOffs: [hours(24)], published: false });
    expect((await create(people.owner, { championshipId: hidden.id })).statusCode).toBe(404);
    for (const housePrize of ['x'.repeat(121), 'Two\nlines', 42]) {
      const res = await patch(people.owner, made.id, { housePrize });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        messageCode: 'housePrizeLength',
        message: 'A house prize has at most 120 characters, without line breaks',
      });
    }
    expect((await patch(people.owner, made.id, {})).json()).toMatchObject({
      statusCode: 400,
      messageCode: 'barLeagueChangeEmpty',
    });
    expect((await patch(people.owner, made.id, { ownerId: people.owner.userId })).statusCode).toBe(400);
    expect((await patch(people.owner, 'not-an-id', { name: 'Fine' })).statusCode).toBe(400);
    const [row] = await t.db.select().from(leagues).where(eq(leagues.id, made.id));
    expect(row).toMatchObject({ name: barName, housePrize: null });
  });

  it('a player joins by the invite code; the owner sets the house prize; the league, the bar page and the poster show them, escaped', async () => {
    const prize = '  A <script>alert(1)</script> pint & chips  ';
    const set = await patch(people.manager, made.id, { housePrize: prize, name: 'Lions League' });
    expect(set.json<BarLeague>()).toMatchObject({
      name: 'Lions League',
      housePrize: 'A <script>alert(1)</script> pint & chips',
    });

    const joined = await joinLeague(t, people.player, made.code);
    expect(joined.statusCode).toBe(200);
    expect(joined.json<League>()).toMatchObject({
      name: 'Lions League',
      isOwner: false,
      members: [{ nickname: 'Bar Regular', isOwner: false, isMe: true }],
      bar: { name: barName, slug, housePrize: 'A <script>alert(1)</script> pint & chips' },
    });
    // Nobody in a bar league may rename it: it is the bar's.
    const rename = await t.request({
      method: 'PATCH',
      url: `/api/play/leagues/${made.id}`,
      as: people.player,
      payload: { name: 'Mine now' },
    });
    expect(rename.statusCode).toBe(403);

    const page = await t.request({ method: 'GET', url: `/b/${slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Join our prediction league');
    expect(page.body).toContain(`href="/play/join/${made.code}"`);
    expect(page.body).toContain('House prize: A &lt;script&gt;alert(1)&lt;/script&gt; pint &amp; chips');
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain('<b>&</b>');

    const poster = await t.request({ method: 'GET', url: `/b/${slug}/leagues/${made.code}/poster` });
    expect(poster.statusCode).toBe(200);
    expect(poster.body).toContain('<svg');
    expect(poster.body).toContain(`/play/join/${made.code}</p>`);
    expect(poster.body).toContain('Lions League');
    expect(poster.body).not.toContain('<script>alert(1)');
    // Another bar's page, an unknown code: the public 404.
    const [{ slug: otherSlug }] = (await t.db
      .select({ slug: bars.slug })
      .from(bars)
      .where(eq(bars.id, people.otherOwner.barId!))) as [{ slug: string }];
    expect((await t.request({ method: 'GET', url: `/b/${otherSlug}/leagues/${made.code}/poster` })).statusCode).toBe(
      404,
    );
    expect((await t.request({ method: 'GET', url: `/b/${slug}/leagues/ZZZZZZZZ/poster` })).statusCode).toBe(404);

    // Joining closed: the bar page no longer links to it, nor is its poster printed; the prize is taken away by ''.
    const closed = await patch(people.owner, made.id, { joinOpen: false, housePrize: '' });
    expect(closed.json<BarLeague>()).toMatchObject({ joinOpen: false, housePrize: null, memberCount: 1 });
    expect((await t.request({ method: 'GET', url: `/b/${slug}` })).body).not.toContain(made.code);
    expect((await t.request({ method: 'GET', url: `/b/${slug}/leagues/${made.code}/poster` })).statusCode).toBe(404);
    await patch(people.owner, made.id, { joinOpen: true });
  });

  it("the bar reads its league's board as its players do: nicknames and places, nobody's account", async () => {
    const played = await insertGame(t.db, { kickOffs: [new Date('2026-06-14T10:00:00Z')], statuses: ['TIMED'] });
    const matchId = played.matchIds[0]!;
    const league = (await create(people.owner, { championshipId: played.id })).json<BarLeague>();
    const [ana, ben] = await Promise.all([newPlayer(t, 'Ana Bar'), newPlayer(t, 'Ben Bar')]);
    await joinLeague(t, ana, league.code);
    await joinLeague(t, ben, league.code);
    await t.db.insert(predictions).values([
      { championshipId: played.id, matchId, userId: ana.userId, home: 2, away: 1 },
      { championshipId: played.id, matchId, userId: ben.userId, home: 2, away: 0 },
    ]);
    await editMatch(t, admin, matchId, { status: 'FT', goals: { fullTimeHomeGoals: 2, fullTimeAwayGoals: 1 } });
    await t.app.scoringRunner.flush();

    const res = await board(people.manager, league.id);
    expect(res.statusCode).toBe(200);
    const answer = res.json<Leaderboard>();
    expect(answer.rows.map((r) => [r.nickname, r.position, r.isMe])).toEqual([
      ['Ana Bar', 1, false],
      ['Ben Bar', 2, false],
    ]);
    expect(answer.me).toBeNull();
    for (const who of [ana, ben, people.owner, people.manager]) expect(res.body).not.toContain(who.userId);
    // The players read the same board.
    const theirs = (
      await t.request({ method: 'GET', url: `/api/play/leagues/${league.id}/board?period=allTime`, as: ben })
    ).json<Leaderboard>();
    expect(theirs.rows.map((r) => [r.nickname, r.position])).toEqual([
      ['Ana Bar', 1],
      ['Ben Bar', 2],
    ]);
  });
});
