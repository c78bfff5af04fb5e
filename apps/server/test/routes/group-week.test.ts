import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { AccountBar } from '@app/contract/account-bars';
import type { GroupBroadcastAnswer, GroupWeekAnswer } from '@app/contract/group-week';
import { instantAt, shiftDate } from '@app/contract/opening-hours';
import { barBroadcasts, bookings, matchGoers, matches } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signUpOwner } from '../helpers/console-matches-fixtures.ts';
import { newPlayer } from '../helpers/game-fixtures.ts';
import { SPLIT_HOURS, setUpBar } from '../helpers/planner-fixtures.ts';
import { inviteToTeam } from '../helpers/team-fixtures.ts';

const DAY = 24 * 3600_000;

/** The Monday (YYYY-MM-DD) a fortnight ahead, so every match of the week is in the future. */
function mondayInTwoWeeks(): string {
  const d = new Date(Date.now() + 14 * DAY);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/** A pub group of two bars (one screen, two screens) beside another owner's bar. */
describe("the group's week across an owner's bars", () => {
  let t: TestApp;
  let group: LoginRecord;
  let stranger: LoginRecord;
  let monday: string;
  const bar = { small: '', large: '', strangers: '' };
  const match: Record<'early' | 'overlapping' | 'wednesday' | 'finished', string> = {
    early: '',
    overlapping: '',
    wednesday: '',
    finished: '',
  };

  const groupWeek = (as: LoginRecord, query: Record<string, string> = { start: monday }) =>
    t.request({ method: 'GET', url: '/api/planner/group-week', query, as });
  const show = (as: LoginRecord, payload: object, barId: string | null = null) =>
    t.request({
      method: 'POST',
      url: '/api/planner/group-broadcasts',
      payload,
      as,
      headers: barId ? { 'x-bar-id': barId } : {},
    });
  const shownIn = async (matchId: string) =>
    (await t.db.select().from(barBroadcasts).where(eq(barBroadcasts.matchId, matchId))).map((r) => r.barId).sort();

  beforeAll(async () => {
    t = await buildTestApp();
    group = await signUpOwner(t, 'group-week@example.com');
    stranger = await signUpOwner(t, 'group-stranger@example.com');
    bar.small = group.barId!;
    bar.strangers = stranger.barId!;
    const added = await t.request({ method: 'POST', url: '/api/bars', payload: { name: 'The Large' }, as: group });
    expect(added.statusCode, added.body).toBe(201);
    bar.large = added.json<AccountBar>().id;
    const profile = { openingHours: SPLIT_HOURS, timeZone: 'Europe/Bucharest' };
    await setUpBar(t, group, { ...profile, viewing: { screens: 1, soundZones: 1 } }, bar.small);
    await setUpBar(t, group, { ...profile, viewing: { screens: 2, soundZones: 1 } }, bar.large);

    monday = mondayInTwoWeeks();
    const at = (day: number, hour: number) =>
      new Date(instantAt(shiftDate(monday, day), 0, 'Europe/Bucharest').getTime() + hour * 3600_000);
    const spec = [
      ['early', 'Alpha - Beta', at(1, 15), 'TIMED'],
      ['overlapping', 'Gamma - Delta', at(1, 16), 'TIMED'],
      ['wednesday', 'Eta - Theta', at(2, 20), 'TIMED'],
      ['finished', 'Iota - Kappa', at(-7, 20), 'FT'],
    ] as const;
    for (const [key, headline, scheduledDate, status] of spec) {
      const [home, away] = headline.split(' - ') as [string, string];
      const [row] = await t.db
        .insert(matches)
        .values({
          homeTeam: home,
          awayTeam: away,
          headline,
          status,
          competitionName: 'Group Cup',
          scheduledDate,
          searchText: headline.toLowerCase(),
        })
        .returning({ id: matches.id });
      match[key] = row!.id;
    }
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('shows a match in several of the bars at once, and keeps the bars already showing it', async () => {
    const both = await show(group, { matchId: match.early, barIds: [bar.small, bar.large] });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json<GroupBroadcastAnswer>()).toEqual({
      message: 'The match is shown in the bars chosen',
      matchId: match.early,
      shownAt: [bar.small, bar.large],
    });
    const again = await show(group, { matchId: match.early, barIds: [bar.large, bar.large.toUpperCase()] });
    expect(again.json<GroupBroadcastAnswer>().shownAt).toEqual([bar.small, bar.large]);
    expect(await shownIn(match.early)).toEqual([bar.small, bar.large].sort());

    // Named with the current bar or without: the bars come from the account's roles.
    expect((await show(group, { matchId: match.overlapping, barIds: [bar.small] }, bar.large)).statusCode).toBe(200);
    expect((await show(group, { matchId: match.wednesday, barIds: [bar.large] })).statusCode).toBe(200);
  });

  it("reads the week across the bars: who shows what, each bar's clashes, and the fans each expects", async () => {
    const [going, booking, waiting] = [await newPlayer(t), await newPlayer(t), await newPlayer(t)];
    await t.db.insert(matchGoers).values([
      { userId: going.userId, barId: bar.large, matchId: match.early },
      // Going and booked at once is one fan.
      { userId: booking.userId, barId: bar.small, matchId: match.early },
    ]);
    await t.db.insert(bookings).values([
      { userId: booking.userId, barId: bar.small, matchId: match.early, seats: 4, name: 'Ana', status: 'accepted' },
      { userId: waiting.userId, barId: bar.small, matchId: match.overlapping, seats: 2, name: 'Bo' },
      { userId: going.userId, barId: bar.small, matchId: match.overlapping, seats: 6, name: 'Cy', status: 'declined' },
    ]);

    const res = await groupWeek(group);
    expect(res.statusCode, res.body).toBe(200);
    const week = res.json<GroupWeekAnswer>();
    expect(week).toMatchObject({ timeZone: 'Europe/Bucharest', weekStart: monday });
    expect(week.days).toHaveLength(7);
    expect(week.bars).toEqual([
      {
        id: bar.small,
        name: 'The Planner Arms',
        status: 'pending',
        role: 'owner',
        timeZone: 'Europe/Bucharest',
        broadcasts: 2,
        clashes: 2,
        going: 2,
        seats: { requested: 2, accepted: 4 },
      },
      {
        id: bar.large,
        name: 'The Planner Arms',
        status: 'pending',
        role: 'owner',
        timeZone: 'Europe/Bucharest',
        broadcasts: 2,
        clashes: 0,
        going: 1,
        seats: { requested: 0, accepted: 0 },
      },
    ]);
    expect(week.matches.map((m) => [m.headline, m.localDate, m.localTime, m.shownAt.map((s) => s.barId)])).toEqual([
      ['Alpha - Beta', week.days[1], '15:00', [bar.small, bar.large]],
      ['Gamma - Delta', week.days[1], '16:00', [bar.small]],
      ['Eta - Theta', week.days[2], '20:00', [bar.large]],
    ]);
    const [early, overlapping] = week.matches;
    expect(early!.shownAt).toEqual([
      {
        barId: bar.small,
        screen: 1,
        withSound: false,
        clashes: ['screen'],
        going: 1,
        seats: { requested: 0, accepted: 4 },
      },
      { barId: bar.large, screen: 1, withSound: false, clashes: [], going: 1, seats: { requested: 0, accepted: 0 } },
    ]);
    expect(overlapping!.shownAt[0]).toMatchObject({
      clashes: ['screen'],
      going: 1,
      seats: { requested: 2, accepted: 0 },
    });
    expect(early!.demand).toEqual({ views7d: 0, followers: 0 });

    // Another week holds none of them; the other owner's week is their own bar's, empty.
    const next = (await groupWeek(group, { start: shiftDate(monday, 7) })).json<GroupWeekAnswer>();
    expect(next.matches).toEqual([]);
    expect(next.bars.map((b) => b.broadcasts)).toEqual([0, 0]);
    const theirs = (await groupWeek(stranger)).json<GroupWeekAnswer>();
    expect(theirs.bars.map((b) => b.id)).toEqual([bar.strangers]);
    expect(theirs.matches).toEqual([]);
  });

  it("refuses another account's bar, even beside one's own, and writes nothing", async () => {
    for (const barIds of [[bar.strangers], [bar.small, bar.strangers], ['00000000-0000-4000-8000-000000000000']]) {
      const res = await show(group, { matchId: match.wednesday, barIds });
      expect(res.statusCode, JSON.stringify(barIds)).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'planner.GROUP_BAR_NOT_YOURS',
        message: 'You can only show matches in bars you own or manage',
      });
    }
    const intruder = await show(stranger, { matchId: match.wednesday, barIds: [bar.small] });
    expect(intruder.statusCode).toBe(403);
    expect(await shownIn(match.wednesday)).toEqual([bar.large]);
  });

  it('refuses bad input with a clear 4xx, and nothing is shown', async () => {
    const cases: [object, number, string][] = [
      [{}, 400, 'Invalid id'],
      [{ matchId: match.wednesday }, 400, 'Choose at least one bar'],
      [{ matchId: match.wednesday, barIds: [] }, 400, 'Choose at least one bar'],
      [{ matchId: 'nope', barIds: [bar.small] }, 400, 'Invalid id'],
      [{ matchId: match.wednesday, barIds: ['nope'] }, 400, 'Invalid id'],
      [{ matchId: match.wednesday, barIds: [bar.small], extra: 1 }, 400, 'Unrecognized key: \\"extra\\"'],
      [{ matchId: '00000000-0000-4000-8000-000000000000', barIds: [bar.small] }, 404, 'This match does not exist'],
      [{ matchId: match.finished, barIds: [bar.small] }, 400, 'already over'],
    ];
    for (const [payload, status, text] of cases) {
      const res = await show(group, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.body, JSON.stringify(payload)).toContain(text);
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    }
    expect(await shownIn(match.finished)).toEqual([]);
    expect(await shownIn(match.wednesday)).toEqual([bar.large]);
    const badWeek = await groupWeek(group, { start: '2026-13-40' });
    expect(badWeek.statusCode).toBe(400);
  });

  it('is for owners and managers: an admin, a player and a visitor are refused', async () => {
    const admin = await t.signIn('admin@example.com');
    const player = await newPlayer(t);
    for (const who of [admin, player]) {
      expect((await groupWeek(who)).statusCode).toBe(403);
      expect((await show(who, { matchId: match.wednesday, barIds: [bar.small] })).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/planner/group-week?start=${monday}` });
    expect(anonymous.statusCode).toBe(401);
    const rows = await t.db
      .select()
      .from(barBroadcasts)
      .where(inArray(barBroadcasts.barId, [bar.small, bar.large]));
    expect(rows).toHaveLength(4);
  });

  it("a manager plans the bars they manage, not their owner's other bars; a scanner plans none", async () => {
    const manager = await inviteToTeam(t, stranger, 'group-manager@example.com', 'manager');
    const scanner = await inviteToTeam(t, stranger, 'group-scanner@example.com', 'scanner');
    const week = (await groupWeek(manager)).json<GroupWeekAnswer>();
    expect(week.bars.map((b) => [b.id, b.role])).toEqual([[bar.strangers, 'manager']]);
    const shown = await show(manager, { matchId: match.wednesday, barIds: [bar.strangers] });
    expect(shown.json<GroupBroadcastAnswer>().shownAt).toEqual([bar.strangers]);
    expect((await show(manager, { matchId: match.wednesday, barIds: [bar.small] })).statusCode).toBe(403);
    expect((await groupWeek(scanner)).statusCode).toBe(403);
    expect((await show(scanner, { matchId: match.early, barIds: [bar.strangers] })).statusCode).toBe(403);
    expect(await shownIn(match.early)).toEqual([bar.small, bar.large].sort());
  });
});
