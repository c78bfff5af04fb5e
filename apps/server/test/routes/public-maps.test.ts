import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import { barBroadcasts, bars, matches } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

/**
 * The small map a fan opens on a bar's page and beside each bar of a match's page: OpenStreetMap's
 * embed in a lazy frame inside a closed <details>, which the page's answer lets load (frame-src),
 * while every other page still frames nothing.
 */
describe('maps on demand', () => {
  let t: TestApp;
  let bar: { slug: string; latitude: number | null; longitude: number | null };
  let matchId: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const embed = (latitude: number, longitude: number) =>
    new RegExp(
      `<details class="map"><summary>Show on the map</summary><iframe title="Show on the map: [^"]+" src="https://www\\.openstreetmap\\.org/export/embed\\.html\\?bbox=[-\\d.%C]+&amp;layer=mapnik&amp;marker=${latitude}%2C${longitude}" loading="lazy" referrerPolicy="no-referrer"></iframe>`,
    );

  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
    const [row] = await t.db
      .select({ slug: bars.slug, latitude: bars.latitude, longitude: bars.longitude, matchId: barBroadcasts.matchId })
      .from(bars)
      .innerJoin(barBroadcasts, eq(barBroadcasts.barId, bars.id))
      .innerJoin(matches, eq(matches.id, barBroadcasts.matchId))
      .where(and(eq(bars.status, 'accepted'), isNotNull(bars.latitude), gt(matches.scheduledDate, new Date())))
      .limit(1);
    expect(row, 'the demo seed has a located bar showing a coming match').toBeTruthy();
    bar = row!;
    matchId = row!.matchId;
  });
  afterAll(async () => {
    await t.close();
  });

  it("offers the bar's map closed on its page, and lets only OpenStreetMap's frame load there", async () => {
    const page = await get(`/b/${bar.slug}?lang=en`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(embed(bar.latitude!, bar.longitude!));
    expect(page.body).not.toMatch(/<details class="map" open/);
    expect(page.headers['content-security-policy']).toMatch(/;frame-src https:\/\/www\.openstreetmap\.org$/);
  });

  it("offers each located bar's map on a match's page", async () => {
    const page = await get(`/watch/${matchId}?lang=en`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(embed(bar.latitude!, bar.longitude!));
    expect(page.headers['content-security-policy']).toContain('frame-src https://www.openstreetmap.org');
  });

  it('frames no map anywhere else: the poster, the widget, the list and the console', async () => {
    for (const url of [`/b/${bar.slug}/poster`, `/b/${bar.slug}/widget`, '/watch', '/login']) {
      const res = await get(url);
      expect(res.headers['content-security-policy'], url).not.toContain('frame-src');
      expect(res.body, url).not.toContain('openstreetmap.org/export/embed');
    }
  });
});
