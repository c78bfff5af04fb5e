import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { BarDemandAnswer } from '@app/contract/bar-demand';
import type { SuggestionsAnswer } from '@app/contract/planner';
import { bars, bookings, competitions, matchGoers, matchPageViewAreas, matches } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signUpOwner } from '../helpers/console-matches-fixtures.ts';
import { newPlayer } from '../helpers/game-fixtures.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const DAY = 86_400_000;
/** The bar in central Bucharest, a bar 6 km away, one in Cluj (about 320 km). */
const HERE = { latitude: 44.4268, longitude: 26.1025 };
const NEARBY = { latitude: 44.48, longitude: 26.08 };
const FAR = { latitude: 46.7712, longitude: 23.6236 };

/** The owner's "Demand" view: the coming matches by what fans near the bar do. */
describe("a bar's demand near it", () => {
  let t: TestApp;
  let owner: LoginRecord;
  let unplaced: LoginRecord;
  let competitionId: string;
  const bar = { here: '', nearby: '', far: '' };
  const match: Record<'derby' | 'cup' | 'quiet' | 'later' | 'played' | 'trashed', string> = {
    derby: '',
    cup: '',
    quiet: '',
    later: '',
    played: '',
    trashed: '',
  };

  const demand = async (as: LoginRecord, query: Record<string, string> = {}) => {
    const res = await t.request({ method: 'GET', url: '/api/bars/demand', query, as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BarDemandAnswer>();
  };
  const visit = (matchId: string, address: string, near?: { latitude: number; longitude: number }) =>
    t.app.inject({
      method: 'GET',
      url: `/watch/${matchId}${near ? `?near=${near.latitude},${near.longitude}` : ''}`,
      headers: { 'user-agent': BROWSER },
      remoteAddress: address,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signUpOwner(t, 'demand-here@example.com');
    const nearbyOwner = await signUpOwner(t, 'demand-nearby@example.com');
    const farOwner = await signUpOwner(t, 'demand-far@example.com');
    unplaced = await signUpOwner(t, 'demand-unplaced@example.com');
    bar.here = owner.barId!;
    bar.nearby = nearbyOwner.barId!;
    bar.far = farOwner.barId!;
    for (const [id, place] of [
      [bar.here, HERE],
      [bar.nearby, NEARBY],
      [bar.far, FAR],
    ] as const)
      await t.db
        .update(bars)
        .set({ ...place, status: 'accepted', timeZone: 'Europe/Bucharest' })
        .where(eq(bars.id, id));
    const [liga] = await t.db
      .insert(competitions)
      .values({ name: 'Liga 1 Demand', slug: 'liga-1-demand' })
      .returning({ id: competitions.id });
    competitionId = liga!.id;
    const spec = [
      ['derby', 'Dinamo - Rapid', 2 * DAY, 'TIMED', null],
      ['cup', 'Steaua - Petrolul', 3 * DAY, 'TIMED', null],
      ['quiet', 'Arges - Otelul', 4 * DAY, 'SCHEDULED', null],
      ['later', 'Farul - Hermannstadt', 20 * DAY, 'TIMED', null],
      ['played', 'Botosani - Sepsi', -DAY, 'FT', null],
      ['trashed', 'Voluntari - Unirea', 2 * DAY, 'TIMED', new Date()],
    ] as const;
    for (const [key, headline, inMs, status, trashedAt] of spec) {
      const [home, away] = headline.split(' - ') as [string, string];
      const [row] = await t.db
        .insert(matches)
        .values({
          homeTeam: home,
          awayTeam: away,
          headline,
          status,
          trashedAt,
          competitionName: 'Liga 1',
          competitionId,
          scheduledDate: new Date(Date.now() + inMs),
          searchText: headline.toLowerCase(),
        })
        .returning({ id: matches.id });
      match[key] = row!.id;
    }
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('counts a located visitor once a day in a coarse area: 100 visits from one address move it by 1, 20 fans by 20', async () => {
    for (let i = 0; i < 100; i++) expect((await visit(match.derby, '203.0.113.7', HERE)).statusCode).toBe(200);
    for (let i = 1; i <= 20; i++) await visit(match.derby, `198.51.100.${i}`, NEARBY);
    // Far away, or with no position: a viewer, not one near the bar.
    await visit(match.derby, '192.0.2.10', FAR);
    await visit(match.derby, '192.0.2.11');
    const areas = await t.db.select().from(matchPageViewAreas).where(eq(matchPageViewAreas.matchId, match.derby));
    // Only the areas' counts are kept: a tenth of a degree each way, never the position itself.
    expect(areas.map((a) => [a.lat10, a.lng10, a.views]).sort()).toEqual(
      [
        [444, 261, 1],
        [445, 261, 20],
        [468, 236, 1],
      ].sort(),
    );
  });

  it('sorts the coming 14 days by the demand near the bar, marks what it shows, and leaves out the far fans', async () => {
    const [a, b, c] = [await newPlayer(t), await newPlayer(t), await newPlayer(t)];
    await t.db.insert(matchGoers).values([
      { userId: a.userId, barId: bar.nearby, matchId: match.cup },
      { userId: b.userId, barId: bar.far, matchId: match.cup },
    ]);
    await t.db.insert(bookings).values([
      { userId: c.userId, barId: bar.here, matchId: match.cup, seats: 4, name: 'Ana' },
      { userId: b.userId, barId: bar.far, matchId: match.cup, seats: 6, name: 'Bo', status: 'accepted' },
      { userId: a.userId, barId: bar.nearby, matchId: match.quiet, seats: 2, name: 'Cy', status: 'declined' },
    ]);
    const switched = await t.request({
      method: 'POST',
      url: '/api/bars/change-broadcast-status',
      payload: { matchId: match.cup, status: true },
      as: owner,
    });
    expect(switched.statusCode).toBe(200);

    const view = await demand(owner);
    expect(view).toMatchObject({ km: 25, days: 14, located: true, timeZone: 'Europe/Bucharest' });
    // The demo's coming matches are there too, with no fans: the derby and the cup lead.
    expect(view.matches.slice(0, 2).map((m) => m.headline)).toEqual(['Dinamo - Rapid', 'Steaua - Petrolul']);
    const [derby, cup] = view.matches;
    const quiet = view.matches.find((m) => m.matchId === match.quiet);
    const listed = view.matches.map((m) => m.matchId);
    for (const left of [match.later, match.played, match.trashed]) expect(listed).not.toContain(left);
    expect(derby).toMatchObject({
      shownHere: false,
      near: { viewers: 21, going: 0, seats: 0 },
      viewers: 23,
      followers: 0,
      score: 3 * 21 + 0.2 * 23,
    });
    expect(cup).toMatchObject({ shownHere: true, near: { viewers: 0, going: 2, seats: 4 }, viewers: 0 });
    expect(cup!.score).toBe(5 * 2 + 4);
    expect(quiet).toMatchObject({ shownHere: false, near: { viewers: 0, going: 0, seats: 0 }, score: 0 });

    // Within 100 km the fans in Cluj (about 320 km) still do not count.
    const wide = await demand(owner, { km: '100' });
    expect(wide.matches.find((m) => m.matchId === match.derby)!.near!.viewers).toBe(21);
    // A bar not on the map reads the fans anywhere only.
    const elsewhere = await demand(unplaced);
    expect(elsewhere.located).toBe(false);
    expect(elsewhere.matches.find((m) => m.matchId === match.derby)).toMatchObject({ near: null, viewers: 23 });
  });

  it('refuses a distance that is not a whole number from 5 to 100, and anyone but the bar', async () => {
    for (const km of ['4', '101', '2.5', 'far', '']) {
      const res = await t.request({ method: 'GET', url: '/api/bars/demand', query: { km }, as: owner });
      expect(res.statusCode, km).toBe(400);
      expect(res.json()).toMatchObject({ message: 'The distance must be a whole number of kilometres from 5 to 100' });
    }
    const extra = await t.request({ method: 'GET', url: '/api/bars/demand', query: { bar: 'x' }, as: owner });
    expect(extra.statusCode).toBe(400);
    const admin = await t.signIn('admin@example.com');
    expect((await t.request({ method: 'GET', url: '/api/bars/demand', as: admin })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/bars/demand' })).statusCode).toBe(401);
  });

  it('puts the strongest demand near the bar first in the Suggested folder, kick-off order among equals', async () => {
    const rule = await t.request({
      method: 'POST',
      url: '/api/planner/rules',
      payload: { kind: 'competition', targetId: competitionId },
      as: owner,
    });
    expect(rule.statusCode, rule.body).toBe(201);
    // Five fans near the bar look at the match three weeks away: it passes the quiet one of this week.
    for (let i = 1; i <= 5; i++) await visit(match.later, `198.51.100.${100 + i}`, HERE);
    const res = await t.request({ method: 'GET', url: '/api/planner/suggestions', as: owner });
    expect(res.statusCode, res.body).toBe(200);
    // The cup is shown already; the played and the trashed matches are no suggestions.
    expect(res.json<SuggestionsAnswer>().suggestions.map((s) => s.headline)).toEqual([
      'Dinamo - Rapid',
      'Farul - Hermannstadt',
      'Arges - Otelul',
    ]);
  });
});
