import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { BarDetails, UpdateBarBody } from '@app/contract/bar-details';
import type { PublicMatchBars } from '@app/contract/public-matches';
import { barBroadcasts, bars, matches } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { barsAdminClient } from '../helpers/bars-admin-fixtures.ts';
import { signUpOwner } from '../helpers/console-matches-fixtures.ts';

const DAY = 86_400_000;
/** Westminster, where the fan stands. */
const NEAR = '51.5010,-0.1416';

/**
 * Decision 073: each instance remembers a match's public bars per version and ranks them itself.
 * Every change a fan would see, written through the API or by hand, is in the very next answer
 * after it committed: each one here is asked first (so the instance remembers the bars as they
 * were), then changed, then asked again.
 */
describe("a match's remembered public bars follow every change at once", () => {
  let t: TestApp;
  let owner: LoginRecord;
  let newcomer: LoginRecord;
  let admin: LoginRecord;
  let matchId: string;
  const c = () => barsAdminClient(t, () => admin);

  /** What a fan near Westminster reads (JSON), as name, distance and sound. */
  const fanSees = async (query = `near=${NEAR}`) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/public/matches/${matchId}/bars?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<PublicMatchBars>();
    return { total: answer.total, bars: answer.bars.map((b) => [b.name, b.distanceKm, b.withSound]) };
  };
  const names = async (query?: string) => (await fanSees(query)).bars.map(([name]) => name);
  const page = async () => {
    const res = await t.app.inject({ method: 'GET', url: `/watch/${matchId}?near=${NEAR}` });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const broadcast = async (as: LoginRecord, status: boolean) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/bars/change-broadcast-status',
      payload: { matchId, status },
      as,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const moveBar = async (barId: string, status: 'accepted' | 'rejected') => {
    const res = await c().put('/bar/update-status', {
      barIds: [barId],
      status,
      ...(status === 'rejected' ? { reason: 'Closed for works.' } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const bulk = async (url: '/bar/delete' | '/bar/restore', barId: string) => {
    expect((await c().put(url, { barIds: [barId] })).statusCode).toBe(200);
  };
  /** The owner's /edit-bar save: every field as it stands, with `change` applied. */
  const edit = async (as: LoginRecord, change: Partial<Pick<UpdateBarBody, 'name' | 'latitude' | 'longitude'>>) => {
    const bar = (await t.request({ method: 'GET', url: `/api/bars/${as.barId}`, as })).json<BarDetails>();
    const res = await t.request({
      method: 'PATCH',
      url: '/api/bars/',
      as,
      payload: {
        barId: as.barId,
        name: bar.name,
        email: bar.email,
        telephoneNumber: bar.telephoneNumber,
        website: bar.website,
        facebookUrl: bar.facebookUrl,
        address: bar.address,
        openingHours: bar.openingHours,
        viewing: bar.viewing,
        latitude: bar.latitude,
        longitude: bar.longitude,
        ...change,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await t.signIn('owner@example.com');
    admin = await t.signIn('admin@example.com');
    newcomer = await signUpOwner(t, 'remembered-bars-owner@example.com');
    const [row] = await t.db
      .insert(matches)
      .values({
        homeTeam: 'Memoria United',
        awayTeam: 'Recall Rovers',
        headline: 'Memoria United - Recall Rovers',
        status: 'SCHEDULED',
        scheduledDate: new Date(Date.now() + 2 * DAY),
        competitionName: 'Memory Cup',
        searchText: 'memoria united - recall rovers memory cup',
      })
      .returning({ id: matches.id });
    matchId = row!.id;
    await edit(owner, { name: 'Soho Memory', latitude: 51.5136, longitude: -0.1365 });
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('a broadcast switched on and off', async () => {
    expect(await fanSees()).toEqual({ total: 0, bars: [] });
    await broadcast(owner, true);
    expect(await fanSees()).toEqual({ total: 1, bars: [['Soho Memory', 1.44, false]] });
    await broadcast(owner, false);
    expect(await fanSees()).toEqual({ total: 0, bars: [] });
    await broadcast(owner, true);
    expect(await names()).toEqual(['Soho Memory']);
  });

  it('a pending bar accepted, then rejected', async () => {
    await broadcast(newcomer, true);
    expect(await names()).toEqual(['Soho Memory']);
    await moveBar(newcomer.barId!, 'accepted');
    const [newBar] = await t.db.select({ name: bars.name }).from(bars).where(eq(bars.id, newcomer.barId!));
    // Without a position: after the bar near the fan.
    expect(await names()).toEqual(['Soho Memory', newBar!.name]);
    await moveBar(newcomer.barId!, 'rejected');
    expect(await names()).toEqual(['Soho Memory']);
  });

  it('a bar trashed and restored', async () => {
    expect(await names()).toEqual(['Soho Memory']);
    await bulk('/bar/delete', owner.barId!);
    expect(await fanSees()).toEqual({ total: 0, bars: [] });
    await bulk('/bar/restore', owner.barId!);
    expect(await names()).toEqual(['Soho Memory']);
  });

  it('a bar renamed and moved, in the JSON, the city filter and the drawn page', async () => {
    expect(await page()).toContain('Soho Memory');
    expect(await names('city=london')).toEqual([]);
    await edit(owner, { name: 'Camden Memory' });
    expect(await names()).toEqual(['Camden Memory']);
    expect(await page()).toContain('Camden Memory');
    await edit(owner, { latitude: 51.539, longitude: -0.1426 });
    expect(await fanSees()).toEqual({ total: 1, bars: [['Camden Memory', 4.23, false]] });
    // The city is the bar's address's; written by hand, as an admin's edit would.
    await t.db.update(bars).set({ city: 'London' }).where(eq(bars.id, owner.barId!));
    expect(await names('city=LONDON')).toEqual(['Camden Memory']);
  });

  it('a broadcast given sound, or moved to another match, by hand', async () => {
    expect((await fanSees()).bars).toEqual([['Camden Memory', 4.23, false]]);
    await t.db
      .update(barBroadcasts)
      .set({ withSound: true })
      .where(and(eq(barBroadcasts.barId, owner.barId!), eq(barBroadcasts.matchId, matchId)));
    expect((await fanSees()).bars).toEqual([['Camden Memory', 4.23, true]]);
    const [other] = await t.db
      .insert(matches)
      .values({
        homeTeam: 'Elsewhere',
        awayTeam: 'Forgotten',
        headline: 'Elsewhere - Forgotten',
        scheduledDate: new Date(Date.now() + 3 * DAY),
      })
      .returning({ id: matches.id });
    await t.db
      .update(barBroadcasts)
      .set({ matchId: other!.id })
      .where(and(eq(barBroadcasts.barId, owner.barId!), eq(barBroadcasts.matchId, matchId)));
    expect(await fanSees()).toEqual({ total: 0, bars: [] });
  });
});
