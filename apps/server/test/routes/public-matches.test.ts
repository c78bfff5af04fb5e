import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { PublicMatchBars, PublicMatchList } from '@app/contract/public-matches';
import {
  barBroadcasts,
  bars,
  championshipMatches,
  championships,
  matches,
  matchPageViews,
  matchPageVisitors,
  pageViewSalts,
} from '../../src/db/schema/index.ts';
import { redactUrl } from '../../src/lib/log-redaction.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const DAY = 86_400_000;
/** Westminster, where the fan stands. */
const NEAR = '51.5010,-0.1416';
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

type NewBar = {
  name: string;
  city: string;
  status?: 'accepted' | 'pending' | 'rejected';
  trashed?: boolean;
  at?: [number, number];
};

/** Decision 054: the fans' public match pages and the public matches API. */
describe('the public match pages and API', () => {
  let t: TestApp;
  let matchId: string;
  let postponedId: string;
  let cancelledId: string;
  let playedId: string;
  let trashedId: string;
  const barIds: Record<string, string> = {};

  const addMatch = async (
    values: Partial<typeof matches.$inferInsert> & { homeTeam: string; awayTeam: string; scheduledDate: Date },
  ) => {
    const [row] = await t.db
      .insert(matches)
      .values({
        headline: `${values.homeTeam} - ${values.awayTeam}`,
        competitionName: 'Watch Cup',
        status: 'SCHEDULED',
        ...values,
        searchText: `${values.homeTeam} - ${values.awayTeam} ${values.competitionName ?? 'Watch Cup'}`.toLowerCase(),
      })
      .returning({ id: matches.id });
    return row!.id;
  };
  const addBar = async (bar: NewBar) => {
    const [row] = await t.db
      .insert(bars)
      .values({
        name: bar.name,
        city: bar.city,
        country: 'United Kingdom',
        status: bar.status ?? 'accepted',
        email: `${bar.name.replace(/\W/g, '').toLowerCase()}@owner.example`,
        trashedAt: bar.trashed ? new Date() : null,
        screens: 3,
        soundZones: 1,
        bigScreen: true,
        ...(bar.at ? { latitude: bar.at[0], longitude: bar.at[1] } : {}),
      })
      .returning({ id: bars.id });
    barIds[bar.name] = row!.id;
    return row!.id;
  };
  const show = async (barName: string, ...ids: string[]) => {
    for (const id of ids)
      await t.db.insert(barBroadcasts).values({ barId: barIds[barName]!, matchId: id, withSound: true });
  };
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const viewsOf = async (id: string) => {
    const rows = await t.db
      .select({ views: matchPageViews.views })
      .from(matchPageViews)
      .where(and(eq(matchPageViews.matchId, id), eq(matchPageViews.day, new Date().toISOString().slice(0, 10))));
    return rows[0]?.views ?? 0;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const soon = new Date(Date.now() + 3 * DAY);
    matchId = await addMatch({ homeTeam: 'Zebrafield United', awayTeam: 'Quokka Rovers', scheduledDate: soon });
    postponedId = await addMatch({
      homeTeam: 'Zebrafield United',
      awayTeam: 'Postponia',
      scheduledDate: new Date(Date.now() + 4 * DAY),
      status: 'POSTP',
    });
    cancelledId = await addMatch({
      homeTeam: 'Zebrafield United',
      awayTeam: 'Cancelton',
      scheduledDate: new Date(Date.now() + 5 * DAY),
      status: 'CANC',
    });
    playedId = await addMatch({
      homeTeam: 'Zebrafield United',
      awayTeam: 'Oldham Past',
      scheduledDate: new Date(Date.now() - DAY),
      status: 'FT',
    });
    trashedId = await addMatch({
      homeTeam: 'Zebrafield United',
      awayTeam: 'Trashbury',
      scheduledDate: new Date(Date.now() + 2 * DAY),
      trashedAt: new Date(),
    });
    await addMatch({
      homeTeam: 'Zebrafield United',
      awayTeam: 'Faraway Town',
      scheduledDate: new Date(Date.now() + 20 * DAY),
    });

    await addBar({ name: 'Soho Screens', city: 'London', at: [51.5136, -0.1365] }); // ~1.4 km
    await addBar({ name: 'Camden Arms', city: 'London', at: [51.539, -0.1426] }); // ~4.2 km
    await addBar({ name: 'Aardvark Tavern', city: 'London' }); // no position
    await addBar({ name: 'Paris Pub', city: 'Paris', at: [48.8566, 2.3522] }); // ~343 km
    await addBar({ name: 'Pending Pint', city: 'London', status: 'pending', at: [51.5011, -0.1417] });
    await addBar({ name: 'Rejected Rest', city: 'London', status: 'rejected', at: [51.5011, -0.1417] });
    await addBar({ name: 'Trashed Tap', city: 'London', trashed: true, at: [51.5011, -0.1417] });
    for (const name of Object.keys(barIds)) await show(name, matchId, trashedId);
    await show('Soho Screens', postponedId, cancelledId, playedId);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/public/matches', () => {
    it('lists the coming 14 days with the number of accepted bars showing each; trashed matches and later ones are not there', async () => {
      const res = await get('/api/public/matches?q=zebrafield');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('public, no-cache');
      const list = res.json<PublicMatchList>();
      expect(list.matches.map((m) => m.awayTeam)).toEqual(['Quokka Rovers', 'Postponia', 'Cancelton']);
      expect(list.matches[0]).toMatchObject({
        id: matchId,
        homeTeam: 'Zebrafield United',
        competitionName: 'Watch Cup',
        barCount: 4,
        phase: 'future',
        url: `http://console.test/watch/${matchId}/zebrafield-united-quokka-rovers`,
      });
      expect(list).toMatchObject({ total: 3, page: 0, pageSize: 20 });
    });

    it("filters by competition and by city (the count is then the city's bars), and a window from..to", async () => {
      const paris = (await get('/api/public/matches?q=zebrafield&city=paris')).json<PublicMatchList>();
      expect(paris.matches.map((m) => [m.awayTeam, m.barCount])).toEqual([['Quokka Rovers', 1]]);
      expect((await get('/api/public/matches?q=zebrafield&competition=other cup')).json<PublicMatchList>().total).toBe(
        0,
      );
      expect(
        (await get('/api/public/matches?q=zebrafield&competition=watch%20cup')).json<PublicMatchList>().total,
      ).toBe(3);
      const from = new Date(Date.now() + 19 * DAY).toISOString();
      const to = new Date(Date.now() + 21 * DAY).toISOString();
      const later = (
        await get(`/api/public/matches?q=zebrafield&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`)
      ).json<PublicMatchList>();
      expect(later.matches.map((m) => m.awayTeam)).toEqual(['Faraway Town']);
    });

    it('pages: a page past the end is an empty page (200) with the total', async () => {
      const second = (await get('/api/public/matches?q=zebrafield&pageSize=2&page=1')).json<PublicMatchList>();
      expect(second.matches.map((m) => m.awayTeam)).toEqual(['Cancelton']);
      const past = await get('/api/public/matches?q=zebrafield&pageSize=2&page=50');
      expect(past.statusCode).toBe(200);
      expect(past.json()).toMatchObject({ matches: [], total: 3, page: 50 });
    });

    it('refuses odd queries with 400 and a message, never 5xx', async () => {
      const long = await get(`/api/public/matches?q=${'x'.repeat(101)}`);
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ message: 'Search text is too long', messageCode: 'searchTextTooLong' });
      const range = await get(
        `/api/public/matches?from=${encodeURIComponent(new Date().toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 40 * DAY).toISOString())}`,
      );
      expect(range.statusCode).toBe(400);
      expect(range.json()).toMatchObject({ messageCode: 'publicRangeInvalid' });
      for (const url of [
        '/api/public/matches?from=yesterday',
        '/api/public/matches?pageSize=1000',
        '/api/public/matches?page=-1',
        '/api/public/matches?q=%25_%5C',
        '/api/public/matches?unknown=1',
      ]) {
        expect((await get(url)).statusCode, url).toBeLessThan(500);
      }
      expect((await get('/api/public/matches?q=%25_%5C')).json<PublicMatchList>().total).toBe(0);
    });
  });

  describe('GET /api/public/matches/{id}/bars', () => {
    it('sorts by distance from near (nulls last), only accepted bars outside the trash, distance in km', async () => {
      const res = await get(`/api/public/matches/${matchId}/bars?near=${NEAR}`);
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json<PublicMatchBars>();
      expect(answer.bars.map((b) => b.name)).toEqual(['Soho Screens', 'Camden Arms', 'Paris Pub', 'Aardvark Tavern']);
      expect(answer.bars.map((b) => (b.distanceKm === null ? null : Math.round(b.distanceKm)))).toEqual([
        1,
        4,
        343,
        null,
      ]);
      expect(answer.bars[0]).toMatchObject({ city: 'London', screens: 3, withSound: true, bigScreen: true });
      expect(answer.bars[0]?.url).toBe(`http://console.test/b/${answer.bars[0]?.slug}`);
      expect(answer).toMatchObject({ total: 4, match: { id: matchId, barCount: 4 } });
      expect(JSON.stringify(answer)).not.toContain('@owner.example');
    });

    it('without near: by city and name, no distance; filtered by city; paged', async () => {
      const all = (await get(`/api/public/matches/${matchId}/bars`)).json<PublicMatchBars>();
      expect(all.bars.map((b) => [b.name, b.distanceKm])).toEqual([
        ['Aardvark Tavern', null],
        ['Camden Arms', null],
        ['Soho Screens', null],
        ['Paris Pub', null],
      ]);
      const paris = (await get(`/api/public/matches/${matchId}/bars?city=PARIS&near=${NEAR}`)).json<PublicMatchBars>();
      expect(paris.bars.map((b) => b.name)).toEqual(['Paris Pub']);
      const page = (
        await get(`/api/public/matches/${matchId}/bars?near=${NEAR}&pageSize=2&page=1`)
      ).json<PublicMatchBars>();
      expect(page.bars.map((b) => b.name)).toEqual(['Paris Pub', 'Aardvark Tavern']);
      const past = (await get(`/api/public/matches/${matchId}/bars?pageSize=2&page=9`)).json<PublicMatchBars>();
      expect(past).toMatchObject({ bars: [], total: 4 });
    });

    it('answers 404 JSON for an unknown id, a text that is not a uuid and a trashed match; 400 for a bad near', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', trashedId]) {
        const res = await get(`/api/public/matches/${id}/bars`);
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toMatchObject({ messageCode: 'publicMatchNotFound' });
      }
      for (const near of ['91,0', '0,181', 'abc', '51.5', '51.5,-0.1,3', '1e3,2']) {
        const res = await get(`/api/public/matches/${matchId}/bars?near=${encodeURIComponent(near)}`);
        expect(res.statusCode, near).toBe(400);
        expect(res.json()).toMatchObject({ messageCode: 'nearInvalid' });
      }
    });
  });

  describe('/watch and /watch/{id}', () => {
    it('/watch lists the matches with their bar counts, searchable without JavaScript, cached by ETag', async () => {
      const res = await get('/watch?q=Zebrafield');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('public, no-cache');
      expect(res.body).toContain('<title>Where to watch football</title>');
      expect(res.body).toContain('<meta name="description"');
      expect(res.body).toContain(
        '<bdi>Zebrafield United</bdi></span><span> – </span><span class="team"><bdi>Quokka Rovers</bdi>',
      );
      expect(res.body).toContain('4 bars');
      expect(res.body).toContain('<form role="search" action="/watch" method="get">');
      expect(res.body).not.toContain('Trashbury');
      expect(res.body).toContain(`href="/watch/${matchId}/zebrafield-united-quokka-rovers"`);
      const again = await get('/watch?q=Zebrafield', { 'if-none-match': res.headers.etag as string });
      expect(again.statusCode).toBe(304);
      expect((await get(`/watch?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
    });

    it('/watch/{id} shows the match and its bars nearest first with km; a wrong or missing slug works, the canonical carries the right one', async () => {
      for (const url of [`/watch/${matchId}?near=${NEAR}`, `/watch/${matchId}/wrong-slug?near=${NEAR}`]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain(
          `<link rel="canonical" href="http://console.test/watch/${matchId}/zebrafield-united-quokka-rovers"/>`,
        );
        expect(res.body).toContain('<title>Where to watch Zebrafield United – Quokka Rovers</title>');
        const names = [...res.body.matchAll(/<a class="name" href="\/b\/[^"]+">([^<]+)<\/a>/g)].map((m) => m[1]);
        expect(names).toEqual(['Soho Screens', 'Camden Arms', 'Paris Pub', 'Aardvark Tavern']);
        expect(res.body).toContain('<span class="dist">1.4 km</span>');
        expect(res.body).toContain(`<script src="/watch/near-me.js" defer=""></script>`);
        expect(res.body).toContain('id="near-me"');
      }
      const byCity = await get(`/watch/${matchId}?city=Paris`);
      expect([...byCity.body.matchAll(/<a class="name" [^>]+>([^<]+)</g)].map((m) => m[1])).toEqual(['Paris Pub']);
      // Times in the reader's zone when the browser told it, else the first bar's.
      expect((await get(`/watch/${matchId}?tz=Asia/Tokyo`)).body).toContain('data-zone="Asia/Tokyo"');
      expect((await get(`/watch/${matchId}`)).body).toContain('data-zone="Europe/London"');
      expect((await get(`/watch/${matchId}?near=999,0`)).statusCode).toBe(400);
    });

    it('says at the top when a match is postponed, cancelled or already played (its score unknown here)', async () => {
      expect((await get(`/watch/${postponedId}`)).body).toContain(
        '<p class="banner" role="status">This match is postponed.</p>',
      );
      expect((await get(`/watch/${cancelledId}`)).body).toContain(
        '<p class="banner" role="status">This match is cancelled.</p>',
      );
      expect((await get(`/watch/${playedId}`)).body).toContain('<p class="banner" role="status">Full time</p>');
      expect((await get(`/watch/${matchId}`)).body).not.toContain('class="banner"');
    });

    it('leads from a coming match to the published game holding it, and from no other match', async () => {
      const newChampionship = async (name: string, published: boolean, ...ids: string[]) => {
        const [row] = await t.db
          .insert(championships)
          .values({ name, stake: 'Glory', logo: '/api/media/logo', cover: '/api/media/cover', published })
          .returning({ id: championships.id });
        await t.db.insert(championshipMatches).values(ids.map((id) => ({ championshipId: row!.id, matchId: id })));
        return row!.id;
      };
      const game = await newChampionship('Watch Predictor <Cup>', true, matchId, playedId, cancelledId);
      const draft = await newChampionship('Draft Predictor', false, postponedId);
      try {
        const page = (await get(`/watch/${matchId}?lang=en`)).body;
        // The language chosen by ?lang= goes on with the fan.
        expect(page).toContain(`<a class="button" href="/play/${game}?lang=en">Play</a>`);
        // Predicting needs a fan's account: the fans' sign-in, back to this page after.
        expect(page).toMatch(
          new RegExp(`<a href="/play/signin\\?next=%2Fwatch%2F${matchId}[^"]*">Sign in to play</a>`),
        );
        expect(page).toContain('This match is part of Watch Predictor &lt;Cup&gt;, our prediction game.');
        expect((await get(`/watch/${matchId}?lang=fr`)).body).toContain(
          'Ce match fait partie de Watch Predictor &lt;Cup&gt;, notre jeu de pronostics.',
        );
        // Played or cancelled: nothing left to predict; an unpublished championship is no game yet.
        for (const id of [playedId, cancelledId, postponedId])
          expect((await get(`/watch/${id}`)).body, id).not.toContain('href="/play/');
        // Archived, it leaves the page at once (read with the match, not remembered); the bars' booking links stay.
        await t.db.update(championships).set({ archivedAt: new Date() }).where(eq(championships.id, game));
        expect((await get(`/watch/${matchId}`)).body).not.toMatch(/href="\/play\/(?!book\/)/);
      } finally {
        await t.db.delete(championshipMatches).where(inArray(championshipMatches.championshipId, [game, draft]));
        await t.db.delete(championships).where(inArray(championships.id, [game, draft]));
      }
    });

    it('answers the 404 page for an unknown id, a text that is not a uuid and a trashed match', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', trashedId]) {
        const res = await get(`/watch/${id}`);
        expect(res.statusCode, id).toBe(404);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toContain('This match has no public page');
      }
    });

    it('counts a visitor once a day: 100 GETs from one address move the views by 1, 20 fans from 20 addresses by 20', async () => {
      const before = await viewsOf(cancelledId);
      const fan = { 'user-agent': BROWSER };
      const first = await t.app.inject({
        method: 'GET',
        url: `/watch/${cancelledId}`,
        headers: fan,
        remoteAddress: '203.0.113.7',
      });
      for (let i = 0; i < 99; i++) {
        const again = await t.app.inject({
          method: 'GET',
          url: `/watch/${cancelledId}/x`,
          headers: { ...fan, 'if-none-match': first.headers.etag as string },
          remoteAddress: '203.0.113.7',
        });
        expect(again.statusCode).toBe(304);
      }
      expect(await viewsOf(cancelledId)).toBe(before + 1);
      for (let i = 1; i <= 20; i++)
        await t.app.inject({
          method: 'GET',
          url: `/watch/${cancelledId}`,
          headers: fan,
          remoteAddress: `198.51.100.${i}`,
        });
      expect(await viewsOf(cancelledId)).toBe(before + 21);
    });

    it('counts no view for HEAD, a crawler or a client that names no browser', async () => {
      const before = await viewsOf(cancelledId);
      await t.app.inject({
        method: 'HEAD',
        url: `/watch/${cancelledId}`,
        headers: { 'user-agent': BROWSER },
        remoteAddress: '192.0.2.1',
      });
      const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/watch/${cancelledId}`,
            headers: { 'user-agent': googlebot },
            remoteAddress: '192.0.2.2',
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: `/watch/${cancelledId}`, remoteAddress: '192.0.2.3' })).statusCode,
      ).toBe(200);
      expect(await viewsOf(cancelledId)).toBe(before);
    });

    it("keeps nothing that names a visitor, and forgets a day's visitors on the next day", async () => {
      const visitor = { address: '203.0.113.99', userAgent: BROWSER };
      await t.app.publicMatches.matchPage(cancelledId, { page: 1 }, 'en', {
        visitor,
        now: new Date('2030-01-02T23:59:00Z'),
      });
      await t.app.publicMatches.matchPage(cancelledId, { page: 1 }, 'en', {
        visitor,
        now: new Date('2030-01-02T00:01:00Z'),
      });
      const dayViews = () =>
        t.db
          .select()
          .from(matchPageViews)
          .where(and(eq(matchPageViews.matchId, cancelledId), eq(matchPageViews.day, '2030-01-02')));
      expect((await dayViews())[0]?.views).toBe(1);
      const stored = await t.db.select().from(matchPageVisitors).where(eq(matchPageVisitors.day, '2030-01-02'));
      expect(stored).toHaveLength(1);
      expect(JSON.stringify(stored)).not.toContain('203.0.113.99');
      expect(JSON.stringify(stored)).not.toContain('iPhone');
      // The same visitor the next day counts again, and the day before is gone with its salt.
      await t.app.publicMatches.matchPage(cancelledId, { page: 1 }, 'en', {
        visitor,
        now: new Date('2030-01-03T08:00:00Z'),
      });
      expect(await t.db.select().from(matchPageVisitors).where(eq(matchPageVisitors.day, '2030-01-02'))).toEqual([]);
      expect(await t.db.select().from(pageViewSalts).where(eq(pageViewSalts.day, '2030-01-02'))).toEqual([]);
      expect((await dayViews())[0]?.views).toBe(1);
      const [next] = await t.db
        .select()
        .from(matchPageViews)
        .where(and(eq(matchPageViews.matchId, cancelledId), eq(matchPageViews.day, '2030-01-03')));
      expect(next?.views).toBe(1);
    });

    it("keeps the fan's position out of the request log", () => {
      expect(redactUrl(`/watch/${matchId}?near=${NEAR}&city=London`)).toBe(
        `/watch/${matchId}?near=[redacted]&city=London`,
      );
    });

    it("writes the words in the reader's language (?lang=, else Accept-Language)", async () => {
      expect((await get(`/watch/${matchId}?lang=fr`)).body).toContain('Bars près de moi');
      expect((await get('/watch', { 'accept-language': 'es-ES,es;q=0.9' })).body).toContain('Dónde ver el fútbol');
      expect((await get('/watch?lang=ar')).body).toContain('dir="rtl"');
    });

    it('carries a SportsEvent JSON-LD with the bars as its locations', async () => {
      const body = (await get(`/watch/${matchId}?near=${NEAR}`)).body;
      const data = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(body)![1]!) as Record<
        string,
        unknown
      > & { location: Array<Record<string, unknown>> };
      expect(data).toMatchObject({
        '@type': 'SportsEvent',
        name: 'Zebrafield United – Quokka Rovers',
        eventStatus: 'https://schema.org/EventScheduled',
        homeTeam: { name: 'Zebrafield United' },
      });
      expect(data.location[0]).toMatchObject({
        '@type': 'BarOrPub',
        name: 'Soho Screens',
        geo: { latitude: 51.5136, longitude: -0.1365 },
        address: { addressLocality: 'London' },
      });
    });

    it('serves the near-me script as a file of this origin, with an ETag', async () => {
      const res = await get('/watch/near-me.js');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/javascript');
      expect(res.body).toContain('getCurrentPosition');
      expect((await get('/watch/near-me.js', { 'if-none-match': res.headers.etag as string })).statusCode).toBe(304);
    });
  });

  it('/sitemap.xml lists /watch, the coming matches and the public bars, as absolute URLs', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.body).toContain('<loc>http://console.test/watch</loc>');
    expect(res.body).toContain(`<loc>http://console.test/watch/${matchId}/zebrafield-united-quokka-rovers</loc>`);
    expect(res.body).not.toContain(trashedId);
    const [soho] = await t.db.select({ slug: bars.slug }).from(bars).where(eq(bars.id, barIds['Soho Screens']!));
    const [pending] = await t.db.select({ slug: bars.slug }).from(bars).where(eq(bars.id, barIds['Pending Pint']!));
    expect(res.body).toContain(`<loc>http://console.test/b/${soho!.slug}</loc>`);
    expect(res.body).not.toContain(`/b/${pending!.slug}<`);
  });

  it('/robots.txt names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Sitemap: http://console.test/sitemap.xml');
  });

  it('the bar page links its map and carries a BarOrPub JSON-LD with its address and position, no email', async () => {
    const [soho] = await t.db.select({ slug: bars.slug }).from(bars).where(eq(bars.id, barIds['Soho Screens']!));
    const body = (await get(`/b/${soho!.slug}`)).body;
    expect(body).toContain(
      'href="https://www.openstreetmap.org/?mlat=51.5136&amp;mlon=-0.1365#map=17/51.5136/-0.1365"',
    );
    const data = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(body)![1]!) as Record<
      string,
      unknown
    >;
    expect(data).toMatchObject({
      '@type': 'BarOrPub',
      name: 'Soho Screens',
      address: { addressLocality: 'London', addressCountry: 'United Kingdom' },
      geo: { latitude: 51.5136, longitude: -0.1365 },
    });
    expect(body).not.toContain('@owner.example');
    const [aardvark] = await t.db.select({ slug: bars.slug }).from(bars).where(eq(bars.id, barIds['Aardvark Tavern']!));
    expect((await get(`/b/${aardvark!.slug}`)).body).not.toContain('openstreetmap');
  });
});

describe("the public routes' throttle", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_REQUESTS_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 with a message and Retry-After past the limit per client address, on pages and API alike', async () => {
    const statuses = [];
    for (const url of ['/watch', '/api/public/matches', '/sitemap.xml', '/watch'])
      statuses.push((await t.app.inject({ method: 'GET', url })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await t.app.inject({ method: 'GET', url: '/api/public/matches' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      message: 'Too many requests. Please try again later.',
      messageCode: 'tooManyRequests',
      code: 'public.THROTTLED',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own count.
    expect((await t.app.inject({ method: 'GET', url: '/watch', remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
  });
});
