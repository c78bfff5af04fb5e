import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { FeedStatus } from '@app/contract/feed';
import type { AdminMatch } from '@app/contract/matches-admin';
import {
  auditLog,
  barBroadcasts,
  bars,
  championshipMatches,
  competitions,
  mailOutbox,
  matches,
  media,
  notices,
  predictions,
  standings,
  teams,
} from '../../src/db/schema/index.ts';
import { startReplayServer, type ReplayServer } from '@app/feed-replay/replay-server';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signUpOwner } from '../helpers/console-matches-fixtures.ts';
import { uniqueWord } from '../helpers/admin-match-fixtures.ts';
import { hours, insertGame, newPlayer, predict } from '../helpers/game-fixtures.ts';

const TOKEN = 'feed-test-token-5f3a9c';

/**
 * The fixtures feed against a real HTTP server in this process that answers as football-data.org
 * v4 documents it (the recorded season of packages/feed-replay), changed between syncs (decision 050).
 */
describe('the football-data.org feed', () => {
  let replay: ReplayServer;
  let t: TestApp;
  let admin: LoginRecord;
  let owner: LoginRecord;
  const logLines: Array<Record<string, unknown>> = [];
  const word = uniqueWord('feed');

  const syncNow = async (body: Record<string, unknown> = {}) => {
    const res = await t.request({ method: 'POST', url: '/api/feed/sync', payload: body, as: admin });
    expect(res.statusCode, res.body).toBe(202);
    await t.app.feed.idle();
  };
  const status = async () => {
    const res = await t.request({ method: 'GET', url: '/api/feed', as: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FeedStatus>();
  };
  const competitionOf = async (code: string) => (await status()).competitions.find((c) => c.code === code)!;
  const fed = async (externalId: number) => {
    const [row] = await t.db
      .select()
      .from(matches)
      .where(and(eq(matches.source, 'football-data'), eq(matches.externalId, String(externalId))));
    return row!;
  };

  beforeAll(async () => {
    replay = await startReplayServer({ requestsPerMinute: 1000 });
    t = await buildTestApp({
      logLines,
      env: {
        FOOTBALL_DATA_TOKEN: TOKEN,
        FOOTBALL_DATA_URL: replay.url,
        FEED_CREST_ORIGINS: replay.url,
        FEED_COMPETITIONS: 'PL,CL',
        FEED_AUTO_SYNC: 'off',
        FEED_TIMEOUT_MS: '1500',
      },
    });
    admin = await t.signIn('admin@example.com');
    owner = await signUpOwner(t, `owner-${word}@example.com`);
    await t.db
      .update(bars)
      .set({ status: 'accepted', name: `Bar ${word}` })
      .where(eq(bars.id, owner.barId!));
  });
  afterAll(async () => {
    await t.close();
    await replay.close();
  });

  it('a first sync brings the competitions, teams and matches, statuses and scores mapped', async () => {
    const [demoLeague] = await t.db.select().from(competitions).where(eq(competitions.name, 'Premier League'));
    const [demoArsenal] = await t.db.select().from(teams).where(eq(teams.name, 'Arsenal'));
    await t.db.delete(teams).where(eq(teams.name, 'Chelsea'));
    await syncNow();

    const pl = await t.db
      .select()
      .from(matches)
      .where(and(eq(matches.source, 'football-data'), eq(matches.competitionName, 'Premier League')));
    expect(pl).toHaveLength(8);
    // The demo's Premier League typed by hand is the same competition: taken over, not doubled.
    expect(pl.every((m) => m.competitionId === demoLeague!.id)).toBe(true);
    const [league] = await t.db.select().from(competitions).where(eq(competitions.id, demoLeague!.id));
    expect(league).toMatchObject({ source: 'football-data', externalId: '2021', providerCode: 'PL' });

    expect(await fed(537001)).toMatchObject({
      status: 'FT',
      fullTimeHomeGoals: 2,
      fullTimeAwayGoals: 1,
      liveHomeGoals: null,
      headline: 'Arsenal - Chelsea FC',
    });
    expect(await fed(537003)).toMatchObject({ status: 'FT', fullTimeHomeGoals: 3, fullTimeAwayGoals: 0 }); // AWARDED
    expect(await fed(537004)).toMatchObject({
      status: 'TIMED',
      scheduledDate: new Date('2026-11-28T15:00:00Z'),
      fullTimeHomeGoals: null,
    });
    // After extra time: the 90-minute score is kept, the 120-minute result beside it.
    expect(await fed(551001)).toMatchObject({
      status: 'AET',
      fullTimeHomeGoals: 2,
      fullTimeAwayGoals: 2,
      extraTimeHomeGoals: 3,
      extraTimeAwayGoals: 2,
      penaltiesHomeGoals: null,
    });
    expect(await fed(551002)).toMatchObject({
      status: 'PEN',
      fullTimeHomeGoals: 1,
      fullTimeAwayGoals: 1,
      extraTimeHomeGoals: 1,
      extraTimeAwayGoals: 1,
      penaltiesHomeGoals: 4,
      penaltiesAwayGoals: 3,
    });

    // The demo's Arsenal is the provider's Arsenal FC: taken over with its name and emblem, not doubled.
    const [arsenal] = await t.db
      .select()
      .from(teams)
      .where(and(eq(teams.source, 'football-data'), eq(teams.externalId, '57')));
    expect(arsenal).toMatchObject({ name: 'Arsenal', emblemUrl: demoArsenal!.emblemUrl });
    // A club the console did not have: created with the provider's crest, fetched as SVG, stored rasterised; the
    // matches show it.
    const [chelsea] = await t.db
      .select()
      .from(teams)
      .where(and(eq(teams.source, 'football-data'), eq(teams.externalId, '61')));
    expect(chelsea).toMatchObject({ name: 'Chelsea FC' });
    expect(chelsea!.emblemUrl).toMatch(/^\/api\/media\/[0-9a-f]{64}$/);
    const [image] = await t.db
      .select({ mime: media.mime })
      .from(media)
      .where(eq(media.hash, chelsea!.emblemUrl.split('/').pop()!));
    expect(image!.mime).toBe('image/png');
    expect((await fed(537001)).awayTeamEmblemUrl).toBe(chelsea!.emblemUrl);
    const served = await t.request({ method: 'GET', url: chelsea!.emblemUrl });
    expect(served.headers['content-type']).toBe('image/png');

    const state = await competitionOf('PL');
    expect(state).toMatchObject({ name: 'Premier League', outcome: 'ok', lastError: null, running: false });
    // Chelsea FC and 8 matches (the league and the demo's other clubs were taken over: updated).
    expect(state.created).toBe(9);
    expect((await status()).requestsAvailable).toBeGreaterThan(0);

    // The admin's list says which matches come from the feed.
    const list = await t.request({
      method: 'GET',
      url: '/api/match?selectedFolder=future&searchText=chelsea fc - liverpool',
      as: admin,
    });
    expect(list.json<{ folderMatches: AdminMatch[] }>().folderMatches[0]).toMatchObject({
      source: 'football-data',
      handEdited: [],
      feed: { status: 'TIMED' },
    });
  });

  it('a re-sync that finds nothing new writes nothing', async () => {
    const crestsBefore = replay.crestHits.length;
    expect(crestsBefore).toBeGreaterThan(0);
    const before = await t.db
      .select({ id: matches.id, updatedAt: matches.updatedAt, revision: matches.revision })
      .from(matches)
      .where(eq(matches.source, 'football-data'));
    await syncNow();
    const after = await t.db
      .select({ id: matches.id, updatedAt: matches.updatedAt, revision: matches.revision })
      .from(matches)
      .where(eq(matches.source, 'football-data'));
    expect(after).toEqual(expect.arrayContaining(before));
    expect(after).toHaveLength(before.length);
    for (const code of ['PL', 'CL'])
      expect(await competitionOf(code)).toMatchObject({ outcome: 'ok', created: 0, updated: 0 });
    // Crests are fetched once: a re-sync asks for none again.
    expect(replay.crestHits.length).toBe(crestsBefore);
  });

  it('a season an admin asks for is asked of the provider as season=', async () => {
    const hitsBefore = replay.hits.length;
    await syncNow({ competition: 'PL', season: 2025 });
    // A pass ends with the live poll when a fed match plays or kicks off within 15 minutes of the
    // clock (feed-sync.ts `pollLive`): at some hours of the day the recorded season has one. Not the season's ask.
    const asked = replay.hits
      .slice(hitsBefore)
      .map((h) => h.path)
      .filter((path) => !path.startsWith('/matches?ids='));
    expect(asked).toEqual(['/competitions/PL/matches?season=2025', '/competitions/PL/teams?season=2025']);
  });

  it('a new match, a moved kick-off and a postponement arrive; the bars that show them are told', async () => {
    const moved = await fed(537005);
    const postponed = await fed(537004);
    await t.db.insert(barBroadcasts).values([
      { barId: owner.barId!, matchId: moved.id },
      { barId: owner.barId!, matchId: postponed.id },
    ]);

    replay.match('PL', 537005).utcDate = '2026-11-28T16:30:00Z';
    replay.match('PL', 537004).status = 'POSTPONED';
    const added = structuredClone(replay.match('PL', 537007));
    added.id = 537099;
    added.utcDate = '2026-12-12T15:00:00Z';
    replay.season['PL']!.matches.matches.push(added);
    await syncNow({ competition: 'PL' });

    expect(await fed(537005)).toMatchObject({ scheduledDate: new Date('2026-11-28T16:30:00Z'), status: 'TIMED' });
    expect((await fed(537005)).dates).toEqual([{ date: '28.11.2026', label: 'start_date' }]);
    expect(await fed(537004)).toMatchObject({ status: 'POSTP' });
    expect(await fed(537099)).toMatchObject({ headline: 'Arsenal - Liverpool', status: 'SCHEDULED' });
    expect(await competitionOf('PL')).toMatchObject({ outcome: 'ok', created: 1, updated: 2 });

    const told = await t.db
      .select({ matchId: notices.matchId, kind: notices.kind, userId: notices.userId })
      .from(notices)
      .where(inArray(notices.matchId, [moved.id, postponed.id]));
    expect(told).toEqual(
      expect.arrayContaining([
        { matchId: moved.id, kind: 'moved', userId: owner.userId },
        { matchId: postponed.id, kind: 'postponed', userId: owner.userId },
      ]),
    );
    expect(told).toHaveLength(2);
    const mails = await t.db
      .select({ subjectId: mailOutbox.subjectId })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'match-change'), inArray(mailOutbox.subjectId, [moved.id, postponed.id])));
    expect(mails).toHaveLength(2);
    const bell = await t.request({ method: 'GET', url: '/api/notices', as: owner });
    expect(bell.json<{ unread: number }>().unread).toBe(2);
  });

  it('a match about to kick off is polled by id each minute: its live score, then its final one', async () => {
    const soon = new Date(Date.now() + 10 * 60_000).toISOString().replace(/\.\d+Z$/, 'Z');
    replay.match('CL', 551003).utcDate = soon;
    await syncNow({ competition: 'CL' });
    expect(await fed(551003)).toMatchObject({ status: 'TIMED', scheduledDate: new Date(soon) });

    replay.match('CL', 551003).status = 'IN_PLAY';
    replay.match('CL', 551003).score = {
      winner: null,
      duration: 'REGULAR',
      fullTime: { home: 1, away: 0 },
      halfTime: { home: 1, away: 0 },
    };
    const hitsBefore = replay.hits.length;
    await syncNow({ competition: 'CL' });
    const polled = replay.hits.slice(hitsBefore).filter((h) => h.path.startsWith('/matches?ids='));
    expect(polled).toHaveLength(1);
    expect(decodeURIComponent(polled[0]!.path)).toContain('551003');
    expect(await fed(551003)).toMatchObject({
      status: 'LIVE',
      liveHomeGoals: 1,
      liveAwayGoals: 0,
      fullTimeHomeGoals: null,
    });

    replay.match('CL', 551003).status = 'FINISHED';
    replay.match('CL', 551003).score = {
      winner: 'HOME_TEAM',
      duration: 'REGULAR',
      fullTime: { home: 2, away: 0 },
      halfTime: { home: 1, away: 0 },
    };
    await syncNow({ competition: 'CL' });
    expect(await fed(551003)).toMatchObject({
      status: 'FT',
      fullTimeHomeGoals: 2,
      fullTimeAwayGoals: 0,
      liveHomeGoals: null,
    });
    expect((await status()).live).toMatchObject({ outcome: 'ok' });
  });

  it("a kick-off edited by hand is kept through syncs, the feed's word beside it, until the admin follows the feed again", async () => {
    const match = await fed(537006);
    const edit = await t.request({
      method: 'PUT',
      url: '/api/match',
      as: admin,
      payload: {
        match: {
          id: match.id,
          homeTeam: match.homeTeam,
          awayTeam: match.awayTeam,
          country: match.country,
          competition: match.competitionName,
          dates: [],
          scheduledDate: '2026-11-29T19:00:00Z',
        },
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json<AdminMatch>()).toMatchObject({
      handEdited: ['kickOff'],
      scheduledDate: '2026-11-29T19:00:00.000Z',
      feed: { scheduledDate: '2026-11-29T16:30:00.000Z' },
    });

    replay.match('PL', 537006).utcDate = '2026-11-29T17:00:00Z';
    replay.match('PL', 537006).status = 'POSTPONED';
    await syncNow({ competition: 'PL' });
    // The kick-off stays as the admin set it; the status (not edited) follows the feed.
    expect(await fed(537006)).toMatchObject({
      scheduledDate: new Date('2026-11-29T19:00:00Z'),
      status: 'POSTP',
      handEdited: ['kickOff'],
    });
    const read = await t.request({ method: 'GET', url: `/api/match/${match.id}`, as: admin });
    expect(read.json<AdminMatch>().feed).toEqual({
      scheduledDate: '2026-11-29T17:00:00.000Z',
      status: 'POSTP',
      homeTeam: 'Tottenham Hotspur',
      awayTeam: 'Manchester United',
    });

    const follow = await t.request({
      method: 'PUT',
      url: '/api/match/follow-feed',
      payload: { matchId: match.id },
      as: admin,
    });
    expect(follow.statusCode, follow.body).toBe(200);
    expect(follow.json<AdminMatch>()).toMatchObject({
      handEdited: [],
      scheduledDate: '2026-11-29T17:00:00.000Z',
      status: 'POSTP',
    });
    expect(await fed(537006)).toMatchObject({ scheduledDate: new Date('2026-11-29T17:00:00Z'), handEdited: [] });

    const [handMade] = await t.db
      .insert(matches)
      .values({ homeTeam: `Hand ${word}`, headline: `Hand ${word}`, scheduledDate: new Date('2031-01-01T12:00:00Z') })
      .returning({ id: matches.id });
    const refused = await t.request({
      method: 'PUT',
      url: '/api/match/follow-feed',
      payload: { matchId: handMade!.id },
      as: admin,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'This match does not come from the feed',
      messageCode: 'matchNotFromFeed',
    });
  });

  it('a final score from the feed scores the predictions of a championship that holds the match', async () => {
    const game = await insertGame(t.db, { kickOffs: [hours(48)] });
    // The recorded kick-off is a fixed day: the provider moves it two days ahead, so it is still open to predictions.
    replay.match('CL', 551004).utcDate = hours(48).toISOString().replace('.000Z', 'Z');
    await syncNow({ competition: 'CL' });
    const cup = await fed(551004);
    await t.db.insert(championshipMatches).values({ championshipId: game.id, matchId: cup.id });
    const player = await newPlayer(t);
    const picked = await predict(t, player, game.id, cup.id, 2, 1);
    expect(picked.statusCode, picked.body).toBe(200);

    replay.match('CL', 551004).status = 'FINISHED';
    replay.match('CL', 551004).score = {
      winner: 'HOME_TEAM',
      duration: 'REGULAR',
      fullTime: { home: 2, away: 1 },
      halfTime: { home: 1, away: 0 },
    };
    await syncNow({ competition: 'CL' });
    // The sync commits the score with a scoring job; the runner scores it (decision 063).
    await t.app.scoringRunner.flush();

    expect(await fed(551004)).toMatchObject({ status: 'FT', fullTimeHomeGoals: 2, fullTimeAwayGoals: 1 });
    const [prediction] = await t.db
      .select()
      .from(predictions)
      .where(and(eq(predictions.matchId, cup.id), eq(predictions.userId, player.userId)));
    expect(prediction).toMatchObject({ exact: true, outcome: true });
    expect(prediction!.points).toBeGreaterThan(0);
    const board = await t.db
      .select()
      .from(standings)
      .where(and(eq(standings.championshipId, game.id), eq(standings.userId, player.userId)));
    expect(board.length).toBeGreaterThan(0);
    expect(board.every((row) => row.points === prediction!.points)).toBe(true);
  });

  it('a score set by hand on a fed match is kept through syncs until the admin follows the feed again', async () => {
    const match = await fed(537003);
    const edit = await t.request({
      method: 'PUT',
      url: '/api/match',
      as: admin,
      payload: {
        match: {
          id: match.id,
          homeTeam: match.homeTeam,
          awayTeam: match.awayTeam,
          country: match.country,
          competition: match.competitionName,
          dates: [],
          scheduledDate: match.scheduledDate.toISOString(),
          goals: { fullTimeHomeGoals: 2, fullTimeAwayGoals: 1, liveHomeGoals: null, liveAwayGoals: null },
        },
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await fed(537003)).toMatchObject({ handEdited: ['score'], fullTimeHomeGoals: 2, fullTimeAwayGoals: 1 });

    await syncNow({ competition: 'PL' });
    expect(await fed(537003)).toMatchObject({
      handEdited: ['score'],
      fullTimeHomeGoals: 2,
      fullTimeAwayGoals: 1,
      status: 'FT',
    });

    const follow = await t.request({
      method: 'PUT',
      url: '/api/match/follow-feed',
      payload: { matchId: match.id },
      as: admin,
    });
    expect(follow.statusCode, follow.body).toBe(200);
    expect(await fed(537003)).toMatchObject({ handEdited: [], fullTimeHomeGoals: 3, fullTimeAwayGoals: 0 });
  });

  it('a fed match an admin trashes or deletes for good stays gone through syncs, until the admin brings it back', async () => {
    const match = await fed(537002);
    const trashed = await t.request({
      method: 'PUT',
      url: '/api/match/delete',
      payload: { matchIds: [match.id] },
      as: admin,
    });
    expect(trashed.statusCode, trashed.body).toBe(200);
    const inTrash = await fed(537002);
    const before = {
      updatedAt: inTrash.updatedAt,
      revision: inTrash.revision,
      scheduledDate: inTrash.scheduledDate,
      trashedAt: inTrash.trashedAt,
    };
    expect(before.trashedAt).toBeInstanceOf(Date);

    // The feed moves its kick-off: a sync leaves the trashed match as it is, in the trash.
    replay.match('PL', 537002).utcDate = '2026-12-19T15:00:00Z';
    await syncNow({ competition: 'PL' });
    expect(await fed(537002)).toMatchObject(before);

    // Restored from the trash, it follows the feed again at the next sync.
    expect(
      (await t.request({ method: 'PUT', url: '/api/match/restore', payload: { matchIds: [match.id] }, as: admin }))
        .statusCode,
    ).toBe(200);
    await syncNow({ competition: 'PL' });
    expect(await fed(537002)).toMatchObject({ trashedAt: null, scheduledDate: new Date('2026-12-19T15:00:00Z') });

    // Deleted for good: the feed keeps it out, and /data-feed lists it.
    expect(
      (await t.request({ method: 'PUT', url: '/api/match/delete', payload: { matchIds: [match.id] }, as: admin }))
        .statusCode,
    ).toBe(200);
    const deleted = await t.request({
      method: 'PUT',
      url: '/api/match/delete-for-good',
      payload: { matchIds: [match.id] },
      as: admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await syncNow({ competition: 'PL' });
    expect(
      await t.db
        .select()
        .from(matches)
        .where(and(eq(matches.source, 'football-data'), eq(matches.externalId, '537002'))),
    ).toEqual([]);
    expect(await competitionOf('PL')).toMatchObject({ outcome: 'ok', created: 0, updated: 0 });
    const { ignored } = await status();
    expect(ignored.map(({ deletedAt: _, ...shown }) => shown)).toEqual([
      {
        source: 'football-data',
        externalId: '537002',
        headline: match.headline,
        competitionName: 'Premier League',
        scheduledDate: '2026-12-19T15:00:00.000Z',
      },
    ]);
    expect(Date.now() - Date.parse(ignored[0]!.deletedAt)).toBeLessThan(60_000);

    // 'Follow the feed again': the next sync brings it back as new.
    const follow = await t.request({
      method: 'PUT',
      url: '/api/feed/ignored/follow-feed',
      payload: { source: 'football-data', externalId: '537002' },
      as: admin,
    });
    expect(follow.statusCode, follow.body).toBe(200);
    expect(follow.json()).toEqual({ message: 'The match comes back with the next sync' });
    expect((await status()).ignored).toEqual([]);
    // Both the deletion's tombstone and the admin bringing it back are in the audit log.
    const audited = await t.db
      .select({ action: auditLog.action, operation: auditLog.operation, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entityKind, 'feed_match'), eq(auditLog.entityId, '537002')))
      .orderBy(auditLog.id);
    expect(audited).toEqual([
      { action: 'PUT /api/match/delete-for-good', operation: 'insert', actorId: admin.userId },
      { action: 'PUT /api/feed/ignored/follow-feed', operation: 'delete', actorId: admin.userId },
    ]);
    await syncNow({ competition: 'PL' });
    expect(await fed(537002)).toMatchObject({
      headline: match.headline,
      scheduledDate: new Date('2026-12-19T15:00:00Z'),
      trashedAt: null,
    });
    expect(await competitionOf('PL')).toMatchObject({ outcome: 'ok', created: 1 });

    const again = await t.request({
      method: 'PUT',
      url: '/api/feed/ignored/follow-feed',
      payload: { source: 'football-data', externalId: '537002' },
      as: admin,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ messageCode: 'feedMatchNotIgnored' });
    const bad = await t.request({
      method: 'PUT',
      url: '/api/feed/ignored/follow-feed',
      payload: { source: 'football-data', externalId: '1; drop' },
      as: admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ messageCode: 'feedChooseMatch' });
  });

  it('a crest from an address off FEED_CREST_ORIGINS is refused and logged; the team and its matches still sync', async () => {
    const arsenal = replay.season['PL']!.teams.teams.find((team) => team.id === 57)!;
    const [before] = await t.db
      .select()
      .from(teams)
      .where(and(eq(teams.source, 'football-data'), eq(teams.externalId, '57')));
    arsenal.crest = 'http://169.254.169.254/latest/meta-data/crest.svg';
    replay.match('PL', 537001).utcDate = '2026-11-21T13:30:00Z';
    await syncNow({ competition: 'PL' });
    expect(
      logLines.some(
        (l) =>
          l['msg'] === 'feed crest refused' &&
          l['crest'] === arsenal.crest &&
          String(l['reason']).includes('not an allowed crest origin'),
      ),
    ).toBe(true);
    const [after] = await t.db.select().from(teams).where(eq(teams.id, before!.id));
    expect(after).toMatchObject({ emblemUrl: before!.emblemUrl, crestSourceUrl: before!.crestSourceUrl });
    expect(await fed(537001)).toMatchObject({
      scheduledDate: new Date('2026-11-21T13:30:00Z'),
      homeTeamEmblemUrl: before!.emblemUrl,
    });
    expect(await competitionOf('PL')).toMatchObject({ outcome: 'ok' });
  });

  it('a 429 waits as long as the provider says, then the sync goes through', async () => {
    replay.match('PL', 537008).utcDate = '2026-12-05T12:30:00Z';
    replay.queue.push({ status: 429, headers: { 'x-requestcounter-reset': '1', 'x-requests-available-minute': '0' } });
    const hitsBefore = replay.hits.length;
    await syncNow({ competition: 'PL' });
    const asked = replay.hits.slice(hitsBefore).map((h) => h.path);
    expect(asked.slice(0, 2)).toEqual(['/competitions/PL/matches', '/competitions/PL/matches']);
    expect(await fed(537008)).toMatchObject({ scheduledDate: new Date('2026-12-05T12:30:00Z') });
    expect(await competitionOf('PL')).toMatchObject({ outcome: 'ok', updated: 1 });
  });

  it('an answer that does not have the documented shape is refused whole: nothing of it is written', async () => {
    replay.match('PL', 537008).utcDate = '2026-12-06T12:30:00Z';
    const broken = replay.match('PL', 537007);
    const goodDate = broken.utcDate;
    broken.utcDate = 'next saturday';
    await syncNow({ competition: 'PL' });
    expect(await fed(537008)).toMatchObject({ scheduledDate: new Date('2026-12-05T12:30:00Z') });
    const state = await competitionOf('PL');
    expect(state).toMatchObject({ outcome: 'refused', created: 0, updated: 0 });
    // Kept as a code with its parts, for the console to write in the admin's language; zod's words go to the log only.
    expect(state.lastError).toEqual({
      code: 'feedMatchesShape',
      params: { competition: 'PL', path: 'matches.6.utcDate' },
      message: 'The matches of PL did not have the documented shape (at matches.6.utcDate); nothing of PL was written',
    });
    const logged = logLines.find(
      (l) => l['msg'] === 'feed sync gave up' && l['feed'] === 'PL' && l['outcome'] === 'refused',
    );
    expect(logged?.['detail']).toMatch(/^matches\.6\.utcDate: /);
    broken.utcDate = goodDate;
  });

  it('the provider down or too slow: the sync fails and says why, the console keeps answering', async () => {
    replay.queue.push({ drop: true });
    await syncNow({ competition: 'PL' });
    const dropped = await competitionOf('PL');
    expect(dropped.outcome).toBe('failed');
    expect(dropped.lastError).toMatchObject({ code: 'feedUnreachable', params: {} });

    replay.queue.push({ status: 503 });
    await syncNow({ competition: 'CL' });
    expect(await competitionOf('CL')).toMatchObject({
      outcome: 'failed',
      lastError: { code: 'feedProviderStatus', params: { status: 503 }, message: 'football-data.org answered 503' },
    });

    replay.queue.push({ delayMs: 3000 });
    const res = await t.request({ method: 'POST', url: '/api/feed/sync', payload: { competition: 'PL' }, as: admin });
    expect(res.statusCode).toBe(202);
    // While the provider keeps the sync waiting, a person's page answers.
    const page = await t.request({ method: 'GET', url: '/api/match?selectedFolder=future', as: admin });
    expect(page.statusCode).toBe(200);
    await t.app.feed.idle();
    const state = await competitionOf('PL');
    expect(state).toMatchObject({ outcome: 'failed', lastError: { code: 'feedTimeout', params: { seconds: 1.5 } } });
    expect(new Date(state.nextRunAt!).getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60_000);

    // The next sync finds the provider back and everything as it was: nothing to write.
    await syncNow({ competition: 'PL' });
    expect(await competitionOf('PL')).toMatchObject({ outcome: 'ok', created: 0 });
  });

  it('a refused token, a 429 that does not end and an answer that is not JSON each keep their own code', async () => {
    replay.queue.push({ status: 401 });
    await syncNow({ competition: 'PL' });
    expect(await competitionOf('PL')).toMatchObject({
      outcome: 'failed',
      lastError: { code: 'feedTokenRefused', params: { status: 401 } },
    });

    for (let i = 0; i < 4; i += 1)
      replay.queue.push({
        status: 429,
        headers: { 'x-requestcounter-reset': '0', 'x-requests-available-minute': '0' },
      });
    await syncNow({ competition: 'PL' });
    expect(await competitionOf('PL')).toMatchObject({
      outcome: 'failed',
      lastError: { code: 'feedRateLimited', params: {} },
    });

    replay.queue.push({ status: 200, body: '<html>maintenance</html>' });
    await syncNow({ competition: 'PL' });
    expect(await competitionOf('PL')).toMatchObject({
      outcome: 'refused',
      lastError: { code: 'feedAnswerNotJson', params: {} },
    });
  });

  it('the token goes to the provider in X-Auth-Token and nowhere else: not in a log line, not in an answer', async () => {
    expect(replay.hits.length).toBeGreaterThan(10);
    expect(replay.hits.every((h) => h.token === TOKEN)).toBe(true);
    expect(replay.hits.some((h) => h.path.includes(TOKEN))).toBe(false);
    expect(logLines.length).toBeGreaterThan(0);
    expect(JSON.stringify(logLines)).not.toContain(TOKEN);
    const answer = await t.request({ method: 'GET', url: '/api/feed', as: admin });
    expect(answer.body).not.toContain(TOKEN);
    expect(JSON.stringify(await t.db.select().from(competitions))).not.toContain(TOKEN);
  });

  it('admins only; a competition outside FEED_COMPETITIONS or a bad season is refused with a message', async () => {
    const staff = await t.signIn('staff@example.com');
    for (const as of [owner, staff]) {
      expect((await t.request({ method: 'GET', url: '/api/feed', as })).statusCode).toBe(403);
      expect((await t.request({ method: 'POST', url: '/api/feed/sync', payload: {}, as })).statusCode).toBe(403);
      expect(
        (
          await t.request({
            method: 'PUT',
            url: '/api/match/follow-feed',
            payload: { matchId: (await fed(537001)).id },
            as,
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await t.request({
            method: 'PUT',
            url: '/api/feed/ignored/follow-feed',
            payload: { source: 'football-data', externalId: '537001' },
            as,
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/feed' })).statusCode).toBe(401);
    const unknown = await t.request({
      method: 'POST',
      url: '/api/feed/sync',
      payload: { competition: 'SA' },
      as: admin,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ messageCode: 'chooseFeedCompetition' });
    const season = await t.request({ method: 'POST', url: '/api/feed/sync', payload: { season: 1800 }, as: admin });
    expect(season.statusCode).toBe(400);
    expect(season.json()).toMatchObject({ messageCode: 'feedSeasonRange' });
    const extra = await t.request({
      method: 'POST',
      url: '/api/feed/sync',
      payload: { competition: 'PL', token: 'x' },
      as: admin,
    });
    expect(extra.statusCode).toBe(400);
  });
});

describe('the feed without a token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { FOOTBALL_DATA_TOKEN: '' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is off: the status says so and Sync now is refused with how to turn it on', async () => {
    const admin = await t.signIn('admin@example.com');
    const state = await t.request({ method: 'GET', url: '/api/feed', as: admin });
    expect(state.json<FeedStatus>()).toMatchObject({
      enabled: false,
      competitions: [
        { code: 'PL', outcome: null },
        { code: 'PD' },
        { code: 'SA' },
        { code: 'BL1' },
        { code: 'FL1' },
        { code: 'CL' },
      ],
    });
    const sync = await t.request({ method: 'POST', url: '/api/feed/sync', payload: {}, as: admin });
    expect(sync.statusCode).toBe(409);
    expect(sync.json()).toMatchObject({
      message: 'The data feed is off. Set FOOTBALL_DATA_TOKEN to turn it on.',
      messageCode: 'feedOff',
    });
  });
});
