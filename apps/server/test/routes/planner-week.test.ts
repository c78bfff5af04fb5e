import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { PlannerWeekAnswer } from '@app/contract/planner';
import { barBroadcasts, competitions, matches } from '../../src/db/schema/index.ts';
import { instantAt, shiftDate } from '@app/contract/opening-hours';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signUpOwner } from '../helpers/console-matches-fixtures.ts';
import { SPLIT_HOURS, setUpBar } from '../helpers/planner-fixtures.ts';

const DAY = 24 * 3600_000;

/** The Monday (YYYY-MM-DD, UTC calendar) a fortnight ahead, so every match of the week is in the future. */
function mondayInTwoWeeks(): string {
  const d = new Date(Date.now() + 14 * DAY);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

describe('the week planner', () => {
  let t: TestApp;
  let owner: LoginRecord;
  let other: LoginRecord;
  let monday: string;
  const ids: Record<string, string> = {};

  const week = async (as: LoginRecord, start = monday) => {
    const res = await t.request({ method: 'GET', url: '/api/planner/week', query: { start }, as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PlannerWeekAnswer>();
  };
  const byHeadline = (w: PlannerWeekAnswer, headline: string) => w.broadcasts.find((b) => b.headline === headline)!;
  const assign = (as: LoginRecord, matchId: string, payload: object) =>
    t.request({ method: 'PUT', url: `/api/planner/broadcasts/${matchId}`, payload, as });

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signUpOwner(t, 'week-owner@example.com');
    other = await signUpOwner(t, 'week-other@example.com');
    // Two screens, one with sound, in Bucharest (UTC+2 in winter, UTC+3 in summer: kick-offs are set in its wall
    // clock).
    await setUpBar(t, owner, {
      openingHours: SPLIT_HOURS,
      timeZone: 'Europe/Bucharest',
      viewing: { screens: 2, soundZones: 1 },
    });
    monday = mondayInTwoWeeks();
    const [cup] = await t.db
      .insert(competitions)
      .values({ name: 'Planner Cup', slug: 'planner-cup' })
      .returning({ id: competitions.id });
    // Tuesday 15:00, 16:00 and 17:00 in Bucharest: A overlaps B, B overlaps C, A ends as C starts.
    const spec = [
      ['Alpha - Beta', '15:00'],
      ['Gamma - Delta', '16:00'],
      ['Eta - Theta', '17:00'],
      ['Iota - Kappa', '20:00'],
    ] as const;
    const tuesday = instantAt(shiftDate(monday, 1), 0, 'Europe/Bucharest').getTime();
    for (const [headline, at] of spec) {
      const [h, m] = at.split(':').map(Number) as [number, number];
      const [home, away] = headline.split(' - ') as [string, string];
      const [row] = await t.db
        .insert(matches)
        .values({
          homeTeam: home,
          awayTeam: away,
          headline,
          competitionId: cup!.id,
          competitionName: 'Planner Cup',
          scheduledDate: new Date(tuesday + (h * 60 + m) * 60_000),
          searchText: headline.toLowerCase(),
        })
        .returning({ id: matches.id });
      ids[headline] = row!.id;
    }
    for (const headline of ['Alpha - Beta', 'Gamma - Delta', 'Eta - Theta']) {
      const res = await t.request({
        method: 'POST',
        url: '/api/bars/change-broadcast-status',
        payload: { matchId: ids[headline], status: true },
        as: owner,
      });
      expect(res.statusCode).toBe(200);
    }
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it("draws the week's broadcasts in the bar's time zone, all on screen 1, and marks the clashes", async () => {
    const w = await week(owner);
    expect(w.weekStart).toBe(monday);
    expect(w.days).toHaveLength(7);
    expect(w).toMatchObject({ timeZone: 'Europe/Bucharest', screens: 2, soundZones: 1 });
    // Split hours: lunch and an evening past midnight, each day.
    expect(w.openings.filter((o) => o.localDate === w.days[1])).toEqual([
      { localDate: w.days[1], startMinute: 12 * 60, endMinute: 15 * 60 },
      { localDate: w.days[1], startMinute: 17 * 60, endMinute: 25 * 60 },
    ]);
    expect(w.broadcasts.map((b) => b.headline)).toEqual(['Alpha - Beta', 'Gamma - Delta', 'Eta - Theta']);
    const a = byHeadline(w, 'Alpha - Beta');
    expect(a).toMatchObject({
      localDate: w.days[1],
      startMinute: 15 * 60,
      endMinute: 17 * 60,
      screen: 1,
      withSound: false,
      clashes: ['screen'],
    });
    expect(a.overlapsWith).toEqual([ids['Gamma - Delta']]);
    expect(byHeadline(w, 'Gamma - Delta').overlapsWith.sort()).toEqual(
      [ids['Alpha - Beta'], ids['Eta - Theta']].sort(),
    );
    // Any day of the week names the same week.
    expect((await week(owner, w.days[4])).weekStart).toBe(monday);
    // The week before and the week after have nothing of it.
    const weekBefore = new Date(new Date(`${monday}T00:00:00Z`).getTime() - 7 * DAY).toISOString().slice(0, 10);
    expect((await week(owner, weekBefore)).broadcasts).toEqual([]);
    expect((await week(owner, w.days[6])).broadcasts).toHaveLength(3);
    expect((await week(other)).broadcasts).toEqual([]);
  });

  it('moving the middle match to screen 2 resolves every clash, and is stored', async () => {
    const res = await assign(owner, ids['Gamma - Delta']!, { screen: 2, withSound: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ matchId: ids['Gamma - Delta'], screen: 2, withSound: false });
    const w = await week(owner);
    expect(w.broadcasts.map((b) => b.clashes)).toEqual([[], [], []]);
    expect(byHeadline(w, 'Gamma - Delta').overlapsWith).toHaveLength(2);
    const [row] = await t.db
      .select()
      .from(barBroadcasts)
      .where(and(eq(barBroadcasts.barId, owner.barId!), eq(barBroadcasts.matchId, ids['Gamma - Delta']!)));
    expect(row).toMatchObject({ screen: 2, withSound: false });
  });

  it('marks more sound at once than the bar has sound zones', async () => {
    expect((await assign(owner, ids['Alpha - Beta']!, { screen: 1, withSound: true })).statusCode).toBe(200);
    expect((await assign(owner, ids['Gamma - Delta']!, { screen: 2, withSound: true })).statusCode).toBe(200);
    const w = await week(owner);
    expect(byHeadline(w, 'Alpha - Beta').clashes).toEqual(['sound']);
    expect(byHeadline(w, 'Gamma - Delta').clashes).toEqual(['sound']);
    expect(byHeadline(w, 'Eta - Theta').clashes).toEqual([]);
    expect((await assign(owner, ids['Gamma - Delta']!, { screen: 2, withSound: false })).statusCode).toBe(200);
    expect((await week(owner)).broadcasts.map((b) => b.clashes)).toEqual([[], [], []]);
  });

  it('refuses a screen the bar does not have, a match the bar does not show and bad input, changing nothing', async () => {
    const before = await t.db.select().from(barBroadcasts).where(eq(barBroadcasts.barId, owner.barId!));
    const tooFar = await assign(owner, ids['Alpha - Beta']!, { screen: 3, withSound: false });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json()).toMatchObject({
      message: 'The bar has no screen with this number',
      code: 'planner.SCREEN_OUT_OF_RANGE',
    });
    expect((await assign(owner, ids['Alpha - Beta']!, { screen: 0, withSound: false })).statusCode).toBe(400);
    expect((await assign(owner, ids['Alpha - Beta']!, { screen: 1.5, withSound: false })).statusCode).toBe(400);
    expect((await assign(owner, ids['Alpha - Beta']!, { screen: 1 })).statusCode).toBe(400);
    const notShown = await assign(owner, ids['Iota - Kappa']!, { screen: 1, withSound: false });
    expect(notShown.statusCode).toBe(404);
    expect(notShown.json()).toMatchObject({ message: 'The bar does not show this match' });
    // Another bar's broadcast is out of reach: the same 404, whatever the id.
    expect((await assign(other, ids['Alpha - Beta']!, { screen: 1, withSound: false })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/api/planner/week', query: { start: '2026-02-30' }, as: owner }))
        .statusCode,
    ).toBe(400);
    // A bar without a sound zone cannot put a broadcast on sound.
    await setUpBar(t, other, {
      openingHours: SPLIT_HOURS,
      timeZone: 'Europe/London',
      viewing: { screens: 1, soundZones: 0 },
    });
    const noSound = await assign(other, ids['Alpha - Beta']!, { screen: 1, withSound: true });
    expect(noSound.statusCode).toBe(400);
    expect(noSound.json()).toMatchObject({ message: 'The bar has no sound zone', code: 'planner.NO_SOUND_ZONE' });
    expect(await t.db.select().from(barBroadcasts).where(eq(barBroadcasts.barId, owner.barId!))).toEqual(before);
  });
});
