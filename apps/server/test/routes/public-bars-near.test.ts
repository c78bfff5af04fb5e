import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { LatLng, PublicMatchBars } from '@app/contract/public-matches';
import { barBroadcasts, bars, matches } from '../../src/db/schema/index.ts';
import { barDistanceKm } from '../../src/services/public-matches/bar-distance.ts';
import { SORT_WHOLE_UP_TO } from '../../src/services/public-matches/public-match-repository.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const BARS = 290;

/** A fixed sequence in [0, 1): the same bars on every run. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * Decision 057: a match with many bars is searched near a fan by a widening box; every page must be
 * the page of the exact sort of all its bars (distance, then city, name, id), across the antimeridian,
 * at the poles, with bars at equal distances and bars without a position.
 */
describe('bars near a fan, for a match with many bars', () => {
  let t: TestApp;
  let matchId: string;

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    const [match] = await t.db
      .insert(matches)
      .values({
        homeTeam: 'Nearfield',
        awayTeam: 'Farton',
        headline: 'Nearfield - Farton',
        scheduledDate: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: matches.id });
    matchId = match!.id;
    const random = sequence(57);
    const spread = (centre: number, width: number) => centre + (random() - 0.5) * width;
    const wrap = (lng: number) => (lng > 180 ? lng - 360 : lng < -180 ? lng + 360 : lng);
    const places: { city: string; at: [number, number] | null }[] = [
      // Fiji, on both sides of ±180°.
      ...Array.from({ length: 60 }, () => ({
        city: 'Suva',
        at: [spread(-17, 1), wrap(spread(180, 1))] as [number, number],
      })),
      // Around each pole, at every longitude.
      ...Array.from({ length: 50 }, () => ({ city: 'North', at: [89 + random(), spread(0, 360)] as [number, number] })),
      ...Array.from({ length: 30 }, () => ({
        city: 'South',
        at: [-89 - random(), spread(0, 360)] as [number, number],
      })),
      // A dense city.
      ...Array.from({ length: 60 }, () => ({
        city: 'London',
        at: [spread(51.5, 0.6), spread(-0.12, 0.8)] as [number, number],
      })),
      // Anywhere on Earth.
      ...Array.from({ length: 50 }, () => ({
        city: 'Anywhere',
        at: [spread(0, 170), spread(0, 358)] as [number, number],
      })),
      // Equal distances from (0, 0): mirrored pairs and one spot shared by five bars of the same city and name (then
      // the id decides).
      ...Array.from({ length: 20 }, (_, i) => ({
        city: 'Tie',
        at: [0, (i % 2 === 0 ? 1 : -1) * (1 + Math.floor(i / 2) / 10)] as [number, number],
      })),
      ...Array.from({ length: 5 }, () => ({ city: 'Tie', at: [0.5, 0.5] as [number, number] })),
    ];
    while (places.length < BARS) places.push({ city: 'Nowhere', at: null });
    const inserted = await t.db
      .insert(bars)
      .values(
        places.map((place, i) => ({
          name: place.city === 'Tie' ? 'Same Name' : `Bar ${String(i).padStart(3, '0')}`,
          city: place.city,
          country: 'Fiji',
          status: 'accepted' as const,
          ...(place.at ? { latitude: place.at[0], longitude: place.at[1] } : {}),
        })),
      )
      .returning({ id: bars.id });
    await t.db.insert(barBroadcasts).values(inserted.map((bar) => ({ barId: bar.id, matchId })));
    // Enough bars that every page but the last is searched by the box, not by sorting them all.
    expect(BARS).toBeGreaterThan(SORT_WHOLE_UP_TO + 20);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  /** The exact order over every public bar of the match: the whole sort the box must agree with. */
  const exactOrder = async (near: LatLng) =>
    (
      await t.db
        .select({ slug: bars.slug })
        .from(barBroadcasts)
        .innerJoin(bars, eq(bars.id, barBroadcasts.barId))
        .where(and(eq(barBroadcasts.matchId, matchId), eq(bars.status, 'accepted'), isNull(bars.trashedAt)))
        .orderBy(sql`${barDistanceKm(near)} asc nulls last`, asc(bars.city), asc(bars.name), asc(bars.id))
    ).map((b) => b.slug);

  const pageOf = async (near: LatLng, page: number, pageSize: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/matches/${matchId}/bars?near=${near.lat},${near.lng}&page=${page}&pageSize=${pageSize}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<PublicMatchBars>();
    expect(answer.total).toBe(BARS);
    return answer.bars.map((b) => b.slug);
  };

  const places: Record<string, LatLng> = {
    'Fiji, east of 180°': { lat: -17, lng: 179.99 },
    'Fiji, west of 180°': { lat: -17.2, lng: -179.9 },
    'the North Pole': { lat: 90, lng: 0 },
    'near the North Pole': { lat: 89.6, lng: 120 },
    'the South Pole': { lat: -90, lng: 45 },
    London: { lat: 51.5074, lng: -0.1278 },
    'the equal distances': { lat: 0, lng: 0 },
    'the empty ocean': { lat: -48.9, lng: -123.4 },
  };

  for (const [name, near] of Object.entries(places)) {
    it(`pages from ${name} as the exact sort of all bars does`, async () => {
      const exact = await exactOrder(near);
      expect(exact).toHaveLength(BARS);
      const paged: string[] = [];
      for (let page = 0; page * 20 < BARS; page++) paged.push(...(await pageOf(near, page, 20)));
      expect(paged).toEqual(exact);
      expect(await pageOf(near, 1, 100)).toEqual(exact.slice(100, 200));
    });
  }

  it('keeps bars at the same spot, city and name in id order', async () => {
    const page = await pageOf({ lat: 0.5, lng: 0.5 }, 0, 5);
    const ids = await t.db
      .select({ slug: bars.slug })
      .from(bars)
      .where(and(eq(bars.latitude, 0.5), eq(bars.longitude, 0.5)))
      .orderBy(asc(bars.id));
    expect(page).toEqual(ids.map((b) => b.slug));
  });
});
