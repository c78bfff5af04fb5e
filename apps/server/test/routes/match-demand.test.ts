import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { OwnerMatchesAnswer } from '@app/contract/matches';
import type { AdminMatch } from '@app/contract/matches-admin';
import type { SuggestionsAnswer } from '@app/contract/planner';
import { bookings, matchGoers, matchPageViews, matches, teams } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { newPlayer } from '../helpers/game-fixtures.ts';
import { signUpOwner } from '../helpers/console-matches-fixtures.ts';

const DAY = 86_400_000;

/**
 * Decision 055: demand on the owner's list and the admin's match detail (views over 7 UTC days, followers), both
 * databases.
 */
describe('match demand', () => {
  let t: TestApp;
  let owner: LoginRecord;
  let admin: LoginRecord;
  let derby: string;
  let other: string;
  let quiet: string;
  let today: string;
  const team = { home: 'Demandshire Rovers', away: 'Followton Athletic', third: 'Quietvale Town' };

  /** A day `n` days from the database's UTC today, as YYYY-MM-DD. */
  const day = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await t.signIn('owner@example.com');
    admin = await t.signIn('admin@example.com');
    const [row] = await t.db
      .select({ today: sql<string>`((now() at time zone 'UTC')::date)::text` })
      .from(teams)
      .limit(1);
    today = row!.today;
    const ids = await t.db
      .insert(teams)
      .values([team.home, team.away, team.third].map((name) => ({ name, country: 'Nowhere' })))
      .returning({ id: teams.id, name: teams.name });
    const idOf = (name: string) => ids.find((x) => x.name === name)!.id;
    const at = new Date(Date.now() + 3 * DAY);
    const match = (home: string, away: string) => ({
      homeTeam: home,
      awayTeam: away,
      headline: `${home} - ${away}`,
      status: 'SCHEDULED',
      scheduledDate: at,
      competitionName: 'Demand Cup',
      searchText: `${home} - ${away} demand cup`.toLowerCase(),
    });
    const inserted = await t.db
      .insert(matches)
      .values([match(team.home, team.away), match(team.home, team.third), match(team.third, 'Nobody United')])
      .returning({ id: matches.id });
    [derby, other, quiet] = inserted.map((m) => m.id) as [string, string, string];

    // Followers through the API: two players follow both teams of the derby (counted once each), one the away team
    // only.
    const [p1, p2, p3] = [await newPlayer(t), await newPlayer(t), await newPlayer(t)];
    for (const [p, names] of [
      [p1, [team.home, team.away]],
      [p2, [team.away, team.home]],
      [p3, [team.away]],
    ] as const) {
      for (const name of names) {
        const res = await t.request({ method: 'PUT', url: `/api/play/follows/${idOf(name)}`, as: p });
        if (res.statusCode !== 200) throw new Error(`follow answered ${res.statusCode}`);
      }
    }
    // Views as the public pages write them: today and six days back count, seven days back does not.
    await t.db.insert(matchPageViews).values([
      { matchId: derby, day: day(0), views: 5 },
      { matchId: derby, day: day(-3), views: 4 },
      { matchId: derby, day: day(-6), views: 3 },
      { matchId: derby, day: day(-7), views: 100 },
      { matchId: derby, day: day(-30), views: 1000 },
      { matchId: other, day: day(-1), views: 2 },
    ]);
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  const ownerRows = async (as: LoginRecord) => {
    const res = await t.request({ method: 'GET', url: '/api/matches/admin?query=demand%20cup&matchStatus=future', as });
    expect(res.statusCode).toBe(200);
    return new Map(res.json<OwnerMatchesAnswer>().matches.map((m) => [m.id, m.demand]));
  };

  it("each row of the owner's list carries views over the last 7 UTC days (today included) and distinct followers of either team", async () => {
    const rows = await ownerRows(owner);
    expect(rows.get(derby)).toEqual({ views7d: 12, followers: 3 });
    // Two players follow the home team (p1, p2); nobody follows the third.
    expect(rows.get(other)).toEqual({ views7d: 2, followers: 2 });
    expect(rows.get(quiet)).toEqual({ views7d: 0, followers: 0 });
  });

  it('an unfollow and a new day of views move the figures on the next read', async () => {
    const p4 = await newPlayer(t);
    const [row] = await t.db
      .select({ id: teams.id })
      .from(teams)
      .where(sql`${teams.name} = ${team.third}`);
    await t.request({ method: 'PUT', url: `/api/play/follows/${row!.id}`, as: p4 });
    expect((await ownerRows(owner)).get(quiet)).toEqual({ views7d: 0, followers: 1 });
    await t.request({ method: 'DELETE', url: `/api/play/follows/${row!.id}`, as: p4 });
    await t.db.insert(matchPageViews).values({ matchId: quiet, day: day(-5), views: 7 });
    expect((await ownerRows(owner)).get(quiet)).toEqual({ views7d: 7, followers: 0 });
  });

  it("the admin's match detail shows the same figures, how many bars show the match (accepted bars only), and the fans going and seats booked at every bar", async () => {
    const before = (await t.request({ method: 'GET', url: `/api/match/${derby}`, as: admin })).json<AdminMatch>();
    const none = { goers: 0, bookings: { requested: 0, accepted: 0 } };
    expect(before.demand).toEqual({ views7d: 12, followers: 3, bars: 0, ...none });
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/bars/change-broadcast-status',
          as: owner,
          payload: { matchId: derby, status: true },
        })
      ).statusCode,
    ).toBe(200);
    // A pending bar's broadcast is kept but not counted (decision 021).
    const newcomer = await signUpOwner(t, 'demand.newcomer@example.com');
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/bars/change-broadcast-status',
          as: newcomer,
          payload: { matchId: derby, status: true },
        })
      ).statusCode,
    ).toBe(200);
    const after = (await t.request({ method: 'GET', url: `/api/match/${derby}`, as: admin })).json<AdminMatch>();
    expect(after.demand).toEqual({ views7d: 12, followers: 3, bars: 1, ...none });

    // What fans did at every bar: two going (one to each bar), seats waiting and accepted at both;
    // a declined or cancelled booking holds no seat, and another match's counts nothing here.
    const [fan1, fan2] = [await newPlayer(t), await newPlayer(t)];
    const barOf = (who: LoginRecord) => who.barId!;
    await t.db.insert(matchGoers).values([
      { userId: fan1.userId, barId: barOf(owner), matchId: derby },
      { userId: fan2.userId, barId: barOf(newcomer), matchId: derby },
      { userId: fan2.userId, barId: barOf(owner), matchId: other },
    ]);
    const booking = (
      who: LoginRecord,
      fan: LoginRecord,
      seats: number,
      status: 'requested' | 'accepted' | 'declined' | 'cancelled',
    ) => ({ barId: barOf(who), matchId: derby, userId: fan.userId, seats, name: 'Fan', status }) as const;
    await t.db
      .insert(bookings)
      .values([
        booking(owner, fan1, 4, 'accepted'),
        booking(newcomer, fan1, 2, 'requested'),
        booking(newcomer, fan2, 3, 'accepted'),
        booking(owner, fan2, 5, 'declined'),
        booking(owner, fan2, 6, 'cancelled'),
      ]);
    const withFans = (await t.request({ method: 'GET', url: `/api/match/${derby}`, as: admin })).json<AdminMatch>();
    expect(withFans.demand).toEqual({
      views7d: 12,
      followers: 3,
      bars: 1,
      goers: 2,
      bookings: { requested: 2, accepted: 7 },
    });
    // The admin list's rows do not carry it (the detail only).
    const list = (await t.request({ method: 'GET', url: '/api/match?searchText=demandshire', as: admin })).json<{
      folderMatches: AdminMatch[];
    }>();
    expect(list.folderMatches.find((m) => m.id === derby)?.demand).toBeUndefined();
  });

  it("the Suggested folder's rows carry demand too", async () => {
    const [home] = await t.db
      .select({ id: teams.id })
      .from(teams)
      .where(sql`${teams.name} = ${team.home}`);
    const rule = await t.request({
      method: 'POST',
      url: '/api/planner/rules',
      as: owner,
      payload: { kind: 'team', targetId: home!.id },
    });
    expect(rule.statusCode).toBeLessThan(300);
    const suggested = (
      await t.request({ method: 'GET', url: '/api/planner/suggestions', as: owner })
    ).json<SuggestionsAnswer>().suggestions;
    // The derby is shown by the bar already; the home team's other match is suggested, with its figures.
    expect(suggested.map((s) => [s.id, s.demand])).toEqual([[other, { views7d: 2, followers: 2 }]]);
  });
});
