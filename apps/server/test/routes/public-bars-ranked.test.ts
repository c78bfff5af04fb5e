import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicMatchBarsQuery } from '@app/contract/public-matches';
import { renderPublicPage } from '@app/public-pages/routes';
import { barBroadcasts, bars, championshipMatches, championships, matches } from '../../src/db/schema/index.ts';
import { createPublicMatchService } from '../../src/services/public-matches/public-match-service.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

/** A fixed sequence in [0, 1): the same bars on every run. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * Decision 073: the bars ranked from memory answer what the SQL of decision 064 answers (still the
 * path of a match with more bars than are remembered): the same JSON, field for field, for every
 * kind of query — near a fan (±180°, a pole, ties, no position), in a city (any case), both, by
 * city and name, and pages past the end.
 */
describe('bars ranked from memory answer as the SQL does', () => {
  let t: TestApp;
  let matchId: string;
  const cities = ['London', 'LONDON', 'Suva', 'Zürich', 'ZÜRICH', 'İstanbul', 'Nowhere'];

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    const [match] = await t.db
      .insert(matches)
      .values({
        homeTeam: 'Ranked',
        awayTeam: 'Sorted',
        headline: 'Ranked - Sorted',
        scheduledDate: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: matches.id });
    matchId = match!.id;
    // A published game holding the match: both paths read it with the match.
    const [game] = await t.db
      .insert(championships)
      .values({
        name: 'Ranked Predictor',
        stake: 'Glory',
        logo: '/api/media/l',
        cover: '/api/media/c',
        published: true,
      })
      .returning({ id: championships.id });
    await t.db.insert(championshipMatches).values({ championshipId: game!.id, matchId });
    const random = sequence(73);
    const spread = (centre: number, width: number) => centre + (random() - 0.5) * width;
    const wrap = (lng: number) => (lng > 180 ? lng - 360 : lng < -180 ? lng + 360 : lng);
    const rows = Array.from({ length: 240 }, (_, i) => {
      const kind = i % 6;
      const at: [number, number] | null =
        kind === 0
          ? [spread(-17, 1), wrap(spread(180, 1))]
          : kind === 1
            ? [89 + random(), spread(0, 360)]
            : kind === 2
              ? [spread(51.5, 0.6), spread(-0.12, 0.8)]
              : kind === 3
                ? [0, (i % 12 < 6 ? 1 : -1) * 0.5]
                : kind === 4
                  ? [spread(0, 170), spread(0, 358)]
                  : null;
      return {
        name: kind === 3 ? 'Same Name' : `Bar ${String(i % 37).padStart(2, '0')}`,
        city: cities[i % cities.length]!,
        country: 'Fiji',
        status: i % 29 === 0 ? ('pending' as const) : ('accepted' as const),
        ...(at ? { latitude: at[0], longitude: at[1] } : {}),
      };
    });
    const inserted = await t.db.insert(bars).values(rows).returning({ id: bars.id });
    await t.db
      .insert(barBroadcasts)
      .values(inserted.map((bar, i) => ({ barId: bar.id, matchId, withSound: i % 3 === 0 })));
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const queries: Partial<PublicMatchBarsQuery>[] = [
    {},
    { page: 3 },
    { page: 50 },
    { pageSize: 100, page: 1 },
    { city: 'london' },
    { city: 'LONDON', page: 1 },
    { city: 'zürich' },
    { city: 'İSTANBUL' },
    { city: 'istanbul' },
    { city: 'Atlantis' },
    { city: 'london', page: 9 },
    { near: { lat: -17, lng: 179.99 } },
    { near: { lat: -17.2, lng: -179.9 }, page: 2 },
    { near: { lat: 90, lng: 0 } },
    { near: { lat: 51.5074, lng: -0.1278 }, pageSize: 100 },
    { near: { lat: 0, lng: 0 }, page: 1 },
    { near: { lat: 0, lng: 0 }, page: 11 },
    { near: { lat: -48.9, lng: -123.4 }, page: 9 },
    { near: { lat: 51.5, lng: -0.1 }, city: 'london' },
    { near: { lat: 0, lng: 0 }, city: 'suva', page: 1 },
    { near: { lat: 10, lng: 10 }, page: 99 },
  ];

  it('gives the same answer for every kind of query', async () => {
    const fromMemory = createPublicMatchService(t.db, { publicUrl: 'http://console.test' });
    const fromSql = createPublicMatchService(t.db, { publicUrl: 'http://console.test', rememberedPerMatch: 0 });
    for (const asked of queries) {
      const query: PublicMatchBarsQuery = { page: 0, pageSize: 20, ...asked };
      const expected = await fromSql.bars(matchId, query);
      expect(expected?.bars.length ?? 0, JSON.stringify(asked)).toBeLessThanOrEqual(query.pageSize);
      expect(JSON.stringify(await fromMemory.bars(matchId, query)), JSON.stringify(asked)).toBe(
        JSON.stringify(expected),
      );
    }
  });

  it('draws the same match page', async () => {
    const fromMemory = createPublicMatchService(t.db, { publicUrl: 'http://console.test' });
    const fromSql = createPublicMatchService(t.db, { publicUrl: 'http://console.test', rememberedPerMatch: 0 });
    for (const asked of [
      { page: 0 },
      { page: 1, near: { lat: 51.5, lng: -0.1 } },
      { page: 0, city: 'LONDON', near: { lat: 0, lng: 0 } },
    ]) {
      const page = async (service: typeof fromSql) => {
        const props = await service.matchPage(matchId, asked, 'en', { now: new Date('2026-06-01T12:00:00Z') });
        return props && renderPublicPage('match', props);
      };
      const drawn = await page(fromSql);
      expect(drawn).toContain('<a class="name"');
      expect(drawn).toContain('Ranked Predictor');
      expect(await page(fromMemory), JSON.stringify(asked)).toBe(drawn);
    }
  });
});
