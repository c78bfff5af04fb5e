import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantAt, localDateOf } from '@app/contract/opening-hours';
import { barBroadcasts, bars, matches } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const HOUR = 3_600_000;
const zoneOf = (zone: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { timeZone: zone, timeZoneName: 'long' })
    .formatToParts(Date.now())
    .find((p) => p.type === 'timeZoneName')!.value;
const clock = (instant: Date, zone: string, lang = 'en') =>
  new Intl.DateTimeFormat(lang, { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );
/** The JSON-LD blocks of a page, parsed. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
const readerCookie = (zone: string) => `reader=${encodeURIComponent(new URLSearchParams({ tz: zone }).toString())}`;

/** The fans' pages in the fan's time and language, with scores, and their structured data. */
describe("the fans' pages: time, language, scores, structured data", () => {
  let t: TestApp;
  let berlinMatch: Date;
  let berlinId: string;
  let loneId: string;
  let liveId: string;
  let playedTodayId: string;
  let playedYesterdayId: string;
  let barSlug: string;

  const addMatch = async (
    values: Partial<typeof matches.$inferInsert> & { homeTeam: string; awayTeam: string; scheduledDate: Date },
  ) => {
    const text = `${values.homeTeam} - ${values.awayTeam}`;
    const [row] = await t.db
      .insert(matches)
      .values({
        headline: text,
        competitionName: 'Fan Cup',
        status: 'SCHEDULED',
        searchText: `${text} fan cup`.toLowerCase(),
        ...values,
      })
      .returning({ id: matches.id });
    return row!.id;
  };
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await buildTestApp();
    berlinMatch = new Date(Date.now() + 3 * 24 * HOUR);
    berlinId = await addMatch({ homeTeam: 'Yakfield Town', awayTeam: 'Xenon City', scheduledDate: berlinMatch });
    loneId = await addMatch({
      homeTeam: 'Yakfield Town',
      awayTeam: 'Nobody Shows',
      scheduledDate: new Date(Date.now() + 4 * 24 * HOUR),
    });
    // Any instant of today (UTC, /watch's default zone) is today's, whatever the hour the test runs.
    const startOfToday = instantAt(localDateOf(new Date(), 'UTC'), 0, 'UTC');
    // Kicked off today, up to half an hour ago: just after midnight the day's first heading is still today's.
    liveId = await addMatch({
      homeTeam: 'Yakfield Town',
      awayTeam: 'Livewire',
      scheduledDate: new Date(Math.max(Date.now() - 0.5 * HOUR, startOfToday.getTime())),
      status: 'LIVE',
      liveHomeGoals: 1,
      liveAwayGoals: 0,
    });
    playedTodayId = await addMatch({
      homeTeam: 'Yakfield Town',
      awayTeam: 'Donefield',
      scheduledDate: startOfToday,
      status: 'FT',
      fullTimeHomeGoals: 2,
      fullTimeAwayGoals: 1,
    });
    playedYesterdayId = await addMatch({
      homeTeam: 'Yakfield Town',
      awayTeam: 'Pastburg',
      scheduledDate: new Date(startOfToday.getTime() - 3 * HOUR),
      status: 'FT',
      fullTimeHomeGoals: 3,
      fullTimeAwayGoals: 3,
    });
    const [bar] = await t.db
      .insert(bars)
      .values({
        name: 'Kneipe am Eck',
        city: 'Berlin',
        country: 'Germany',
        timeZone: 'Europe/Berlin',
        status: 'accepted',
        email: 'kneipe@owner.example',
        phone: '+49 30 1234567',
        latitude: 52.52,
        longitude: 13.405,
        openingHours: {
          weekly: {
            monday: [],
            tuesday: [{ opens: '16:00', closes: '01:00' }],
            wednesday: [],
            thursday: [],
            friday: [],
            saturday: [],
            sunday: [],
          },
          special: [],
          temporarilyClosed: false,
        },
      })
      .returning({ id: bars.id, slug: bars.slug });
    barSlug = bar!.slug;
    for (const matchId of [berlinId, liveId, playedTodayId])
      await t.db.insert(barBroadcasts).values({ barId: bar!.id, matchId, withSound: true });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('what a fan can do from a bar showing the match', () => {
    it('adds the match at that bar to a calendar and opens the way there', async () => {
      const body = (await get(`/watch/${berlinId}?lang=en`)).body;
      expect(body).toContain(
        `<a href="/api/public/bars/${barSlug}/matches/${berlinId}/calendar.ics">Add to calendar</a>`,
      );
      expect(body).toContain(
        '<a href="https://www.openstreetmap.org/directions?to=52.52%2C13.405" rel="noopener">Directions</a>',
      );
      const calendar = await get(`/api/public/bars/${barSlug}/matches/${berlinId}/calendar.ics`);
      expect(calendar.statusCode).toBe(200);
      expect(calendar.body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    });

    it("draws Share hidden on the match page and the bar page, for the pages' script to show where the browser can share or copy", async () => {
      const button =
        '<p class="share" hidden=""><button type="button" id="share" data-copied="Link copied">Share</button><span id="share-status" role="status"></span></p>';
      expect((await get(`/watch/${berlinId}?lang=en`)).body).toContain(button);
      expect((await get(`/b/${barSlug}?lang=en`)).body).toContain(button);
      const script = (await get('/watch/near-me.js')).body;
      expect(script).toContain('navigator.share');
      expect(script).toContain('navigator.clipboard.writeText(url)');
    });
  });

  describe("the fan's time", () => {
    it("writes a shared match page in its bars' zone, named, with ISO times carrying the offset, for the script to rewrite", async () => {
      const body = (await get(`/watch/${berlinId}`)).body;
      const offset = /<time class="kickoff" dateTime="([^"]+)" data-t="full">/.exec(body)?.[1];
      expect(offset).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]:00$/);
      expect(new Date(offset!).getTime()).toBe(berlinMatch.getTime() - (berlinMatch.getTime() % 1000));
      expect(body).toContain(
        `data-zone="Europe/Berlin" data-label="Times in {zone}">Times in ${zoneOf('Europe/Berlin', 'en')}</p>`,
      );
      expect(body).toContain(clock(berlinMatch, 'Europe/Berlin'));
      expect(body).toContain('<script src="/watch/near-me.js" defer=""></script>');
    });

    it("writes the page in the zone the reader cookie keeps, on the match page, /watch and a bar's page", async () => {
      const cookie = { cookie: readerCookie('Europe/Bucharest') };
      const match = (await get(`/watch/${berlinId}`, cookie)).body;
      expect(match).toContain(
        `data-zone="Europe/Bucharest" data-label="Times in {zone}">Times in ${zoneOf('Europe/Bucharest', 'en')}</p>`,
      );
      expect(match).toMatch(/dateTime="[^"]+\+0[23]:00" data-t="full">/);
      expect(match).toContain(clock(berlinMatch, 'Europe/Bucharest'));
      expect(clock(berlinMatch, 'Europe/Bucharest')).not.toBe(clock(berlinMatch, 'Europe/Berlin'));
      expect((await get('/watch?q=yakfield', cookie)).body).toContain(
        `>${clock(berlinMatch, 'Europe/Bucharest')}</time>`,
      );
      const bar = (await get(`/b/${barSlug}`, cookie)).body;
      expect(bar).toContain(`Times in ${zoneOf('Europe/Bucharest', 'en')}`);
      expect(bar).toContain('<script src="/watch/near-me.js" defer=""></script>');
      // ?tz= (a form's, the browser's) wins over the cookie; a zone that is none is ignored.
      expect((await get(`/watch/${berlinId}?tz=Asia/Tokyo`, cookie)).body).toContain('data-zone="Asia/Tokyo"');
      expect((await get(`/watch/${berlinId}`, { cookie: readerCookie('Mars/Olympus') })).body).toContain(
        'data-zone="Europe/Berlin"',
      );
    });

    it("writes /watch in UTC without the fan's zone and says so, under day headings of that day", async () => {
      const body = (await get('/watch?q=yakfield')).body;
      expect(body).toContain(`data-zone="UTC" data-label="Times in {zone}">Times in ${zoneOf('UTC', 'en')}</p>`);
      expect(body).toMatch(/<div id="days"><h3>Today<\/h3><ol>/);
      expect(body).toContain(`data-at="${berlinMatch.toISOString()}"`);
    });
  });

  describe('the language kept', () => {
    it('keeps ?lang= in a cookie of a year for every path; the cookie then chooses; ?lang= wins over it; Accept-Language only without both', async () => {
      const chosen = await get(`/watch/${berlinId}?lang=ar`);
      expect(chosen.headers['set-cookie']).toMatch(/^lang=ar; Max-Age=31536000; Path=\/; SameSite=Lax$/);
      const kept = (await get(`/watch/${berlinId}`, { cookie: 'lang=ar', 'accept-language': 'fr' })).body;
      expect(kept).toContain('<html lang="ar" dir="rtl">');
      expect((await get(`/watch/${berlinId}?lang=es`, { cookie: 'lang=ar' })).body).toContain(
        '<html lang="es" dir="ltr">',
      );
      expect((await get(`/watch/${berlinId}`, { 'accept-language': 'fr' })).body).toContain(
        '<html lang="fr" dir="ltr">',
      );
      expect((await get(`/watch/${berlinId}`, { cookie: 'lang=xx', 'accept-language': 'it' })).body).toContain(
        '<html lang="it" dir="ltr">',
      );
      expect((await get(`/watch/${berlinId}`, { 'accept-language': 'fr' })).headers['set-cookie']).toBeUndefined();
    });

    it('carries the chosen language on every link of the pages, and never the one Accept-Language gave', async () => {
      const cookie = { cookie: 'lang=ar' };
      const list = (await get('/watch?q=yakfield', cookie)).body;
      expect(list).toContain(`href="/watch/${berlinId}/yakfield-town-xenon-city?lang=ar"`);
      const match = (await get(`/watch/${berlinId}`, cookie)).body;
      expect(match).toContain(`href="/b/${barSlug}?lang=ar"`);
      expect(match).toContain('href="/watch?lang=ar"');
      const bar = (await get(`/b/${barSlug}`, cookie)).body;
      expect(bar).toContain(`href="/watch/${berlinId}/yakfield-town-xenon-city?lang=ar"`);
      expect(bar).toContain('href="/watch?lang=ar"');
      for (const body of [list, match, bar]) {
        const hrefs = [...body.matchAll(/href="(\/(?:watch|b|play)[^"]*)"/g)].map((m) => m[1]!);
        expect(hrefs.length).toBeGreaterThan(1);
        for (const href of hrefs) expect(href, href).toMatch(/[?&]lang=ar(&|$)/);
      }
      expect((await get(`/watch/${berlinId}`, { 'accept-language': 'ar' })).body).toContain(`href="/b/${barSlug}"`);
    });

    it('offers the picker: the page in each language, the current one marked', async () => {
      const body = (await get(`/watch/${berlinId}?city=Berlin&lang=fr`)).body;
      expect(body).toContain('<summary aria-label="Langue: français">français</summary>');
      expect(body).toContain('<a href="?city=Berlin&amp;lang=ar" hrefLang="ar" lang="ar">العربية</a>');
      expect(body).toContain(
        '<a href="?city=Berlin&amp;lang=fr" hrefLang="fr" lang="fr" aria-current="true">français</a>',
      );
    });

    it('answers a page per language: Vary names the cookie, the ETag differs by language', async () => {
      const en = await get(`/watch/${berlinId}`);
      const ar = await get(`/watch/${berlinId}`, { cookie: 'lang=ar' });
      expect(en.headers.vary).toBe('Accept-Language, Cookie');
      expect(ar.headers.etag).not.toBe(en.headers.etag);
      expect(
        (await get(`/watch/${berlinId}`, { cookie: 'lang=ar', 'if-none-match': en.headers.etag as string })).statusCode,
      ).toBe(200);
      expect(
        (await get(`/watch/${berlinId}`, { cookie: 'lang=ar', 'if-none-match': ar.headers.etag as string })).statusCode,
      ).toBe(304);
    });

    it('writes the pair of teams as a pair: home first in reading order, each crest beside its own name', async () => {
      const body = (await get(`/watch/${berlinId}?lang=ar`)).body;
      expect(body).toContain(
        '<span class="pair"><span class="team"><bdi>Yakfield Town</bdi></span><span> – </span><span class="team"><bdi>Xenon City</bdi></span></span>',
      );
    });
  });

  describe('scores', () => {
    it("/watch lists a live match with its score and today's played one with its final score; yesterday's is gone", async () => {
      const body = (await get('/watch?q=yakfield')).body;
      expect(body).toContain('Live 1 – 0');
      expect(body).toContain('Full time 2 – 1');
      expect(body).toContain(`/watch/${playedTodayId}/`);
      expect(body).not.toContain(`/watch/${playedYesterdayId}/`);
      expect((await get('/watch?q=yakfield&lang=fr')).body).toContain('Fin du match 2 – 1');
    });

    it('/watch/{id} says the score at its top', async () => {
      expect((await get(`/watch/${liveId}`)).body).toContain('<p class="banner" role="status">Live 1 – 0</p>');
      expect((await get(`/watch/${playedTodayId}?lang=ar`)).body).toContain(
        '<p class="banner" role="status">انتهت المباراة 2 – 1</p>',
      );
    });
  });

  describe('structured data', () => {
    it('a match: SportsEvent with the offset start, status, organizer and each bar as a place; no location without a bar', async () => {
      const [event] = jsonLdOf((await get(`/watch/${berlinId}`)).body);
      expect(event).toMatchObject({
        '@type': 'SportsEvent',
        eventStatus: 'https://schema.org/EventScheduled',
        organizer: { '@type': 'SportsOrganization', name: 'Fan Cup' },
        location: [
          {
            '@type': 'BarOrPub',
            name: 'Kneipe am Eck',
            url: `http://console.test/b/${barSlug}`,
            address: { addressLocality: 'Berlin', addressCountry: 'Germany' },
          },
        ],
      });
      expect(event!['startDate']).toMatch(/\+0[12]:00$/);
      const [lone] = jsonLdOf((await get(`/watch/${loneId}`)).body);
      expect(lone).not.toHaveProperty('location');
      expect(JSON.stringify(lone)).not.toContain('[]');
    });

    it('a bar: BarOrPub with the opening hours the page shows; no phone, which the page does not show', async () => {
      const body = (await get(`/b/${barSlug}`)).body;
      const [bar] = jsonLdOf(body);
      expect(bar).toMatchObject({
        '@type': 'BarOrPub',
        openingHoursSpecification: [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: 'https://schema.org/Tuesday',
            opens: '16:00',
            closes: '01:00',
          },
        ],
      });
      expect(bar).not.toHaveProperty('telephone');
      expect(body).not.toContain('1234567');
    });
  });
});
