import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { barBroadcasts, bars, matches } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

/** The Open Graph and Twitter tags of a page, by property or name. */
const metaOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"\/>/g)].map((m) => [
      m[1]!,
      m[2]!.replaceAll('&amp;', '&'),
    ]),
  );

/** A shared match link previews with a picture of the match: the page's tags and the picture they name. */
describe("a match's link preview", () => {
  let t: TestApp;
  let matchId: string;
  let barId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const [match] = await t.db
      .insert(matches)
      .values({
        homeTeam: 'Fenerbahçe',
        awayTeam: 'Crvena Zvezda',
        headline: 'Preview',
        competitionName: 'Europa League',
        status: 'SCHEDULED',
        scheduledDate: new Date(Date.now() + 3 * 86_400_000),
        searchText: 'fenerbahce crvena zvezda',
      })
      .returning({ id: matches.id });
    matchId = match!.id;
    const [bar] = await t.db
      .insert(bars)
      .values({ name: 'Preview Pub', city: 'Istanbul', country: 'Turkey', status: 'accepted' })
      .returning({ id: bars.id });
    barId = bar!.id;
    await t.db.insert(barBroadcasts).values({ barId, matchId });
  });
  afterAll(async () => {
    await t.close();
  });

  it('names a 1200×630 PNG of the match in the page’s language and zone, under 100 kB, with a large Twitter card', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/watch/${matchId}?lang=fr`,
      headers: { cookie: `reader=${encodeURIComponent('tz=Europe/Istanbul')}` },
    });
    const meta = metaOf(page.body);
    expect(meta['og:title']).toBe('Où regarder Fenerbahçe – Crvena Zvezda');
    expect(meta['og:image:width']).toBe('1200');
    expect(meta['og:image:height']).toBe('630');
    expect(meta['og:image:alt']).toBe(meta['og:title']);
    expect(meta['twitter:card']).toBe('summary_large_image');
    const url = new URL(meta['og:image']!);
    expect(url.origin).toBe(t.app.publicUrl);
    expect(url.pathname).toBe(`/api/public/matches/${matchId}/share.png`);
    expect(url.searchParams.get('lang')).toBe('fr');
    expect(url.searchParams.get('tz')).toBe('Europe/Istanbul');
    expect(meta['twitter:image']).toBe(meta['og:image']);

    const image = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.length).toBeLessThan(100_000);
    const info = await sharp(image.rawPayload).metadata();
    expect(info).toMatchObject({ format: 'png', width: 1200, height: 630 });
    // Drawn, not blank: the teams' lines are white on the green ground.
    const stats = await sharp(image.rawPayload).stats();
    expect(stats.channels[0]!.max).toBe(255);
    expect(stats.channels[1]!.min).toBeLessThan(100);

    const again = await t.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { 'if-none-match': image.headers['etag'] as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('gets a new address when what it shows changes: one more bar', async () => {
    const before = metaOf((await t.app.inject({ method: 'GET', url: `/watch/${matchId}` })).body)['og:image'];
    const [bar] = await t.db
      .insert(bars)
      .values({ name: 'Second Preview Pub', city: 'Istanbul', country: 'Turkey', status: 'accepted' })
      .returning({ id: bars.id });
    await t.db.insert(barBroadcasts).values({ barId: bar!.id, matchId });
    const after = metaOf((await t.app.inject({ method: 'GET', url: `/watch/${matchId}` })).body)['og:image'];
    expect(after).not.toBe(before);
    expect(new URL(after!).searchParams.get('v')).toMatch(/\.2$/);
  });

  it('answers 404 for an unknown match and 400 for a zone or language it does not know', async () => {
    const base = `/api/public/matches/${matchId}/share.png`;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/matches/${crypto.randomUUID()}/share.png` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/matches/not-a-match/share.png' })).statusCode).toBe(
      404,
    );
    const zone = await t.app.inject({ method: 'GET', url: `${base}?tz=Mars/Olympus` });
    expect(zone.statusCode).toBe(400);
    expect(zone.json<{ message: string }>().message).toContain('Unknown time zone');
    expect((await t.app.inject({ method: 'GET', url: `${base}?lang=xx` })).statusCode).toBe(400);
  });
});
