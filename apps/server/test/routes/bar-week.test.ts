import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import type { LoginRecord } from '@app/contract/auth';
import type { BarDetails } from '@app/contract/bar-details';
import type { BroadcastWarning, OpeningHours } from '@app/contract/bar-profile';
import { instantAt, localDateOf, shiftDate } from '@app/contract/opening-hours';
import { bars, matches } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signUpOwner } from '../helpers/console-matches-fixtures.ts';

const ZONE = 'Europe/Bucharest';
const split = [
  { opens: '12:00', closes: '14:00' },
  { opens: '18:00', closes: '01:00' },
];
const hours: OpeningHours = {
  weekly: {
    monday: split,
    tuesday: split,
    wednesday: split,
    thursday: split,
    friday: split,
    saturday: split,
    sunday: split,
  },
  special: [],
  temporarilyClosed: false,
};

describe("decision 027: a bar's hours, warnings, public page and calendar feed", () => {
  let t: TestApp;
  let owner: LoginRecord;
  let barId: string;
  let day: string;
  const at = (time: string) => instantAt(day, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), ZONE);
  const ids: Record<string, string> = {};

  const profileBody = (extra: object) => ({
    barId,
    name: 'Café Offside',
    email: 'hi@offside.example',
    telephoneNumber: '+40 1',
    website: 'https://offside.ro',
    facebookUrl: 'https://facebook.com/offside',
    address: {
      country: 'Romania',
      state: 'Cluj',
      city: 'Cluj-Napoca',
      street: 'Strada Memorandumului',
      number: '7',
      postalCode: '400114',
    },
    ...extra,
  });
  const save = (extra: object) =>
    t.request({ method: 'PATCH', url: '/api/bars/', payload: profileBody(extra), as: owner });
  const switchOn = async (matchId: string) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/bars/change-broadcast-status',
      payload: { matchId, status: true },
      as: owner,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ warnings: BroadcastWarning[] }>().warnings;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signUpOwner(t, 'offside@example.com');
    barId = owner.barId!;
    day = shiftDate(localDateOf(new Date(), ZONE), 3);
    const rows = [
      ['early', 'Lions FC', 'Tigers FC', '15:00'],
      ['a', 'Alpha', 'Beta', '20:00'],
      ['b', 'Gamma', 'Delta', '20:30'],
      ['c', 'Epsilon', 'Zeta', '21:00'],
    ] as const;
    for (const [key, home, away, time] of rows) {
      const [row] = await t.db
        .insert(matches)
        .values({
          homeTeam: home,
          awayTeam: away,
          headline: `${home} - ${away}`,
          scheduledDate: at(time),
          status: 'SCHEDULED',
          competitionName: 'Test Cup',
        })
        .returning({ id: matches.id });
      ids[key] = row!.id;
    }
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it("saves split hours, two screens and one sound zone; docs/product.md's strings are written from them", async () => {
    const res = await save({
      openingHours: hours,
      viewing: { screens: 2, soundZones: 1, bigScreen: true, outdoorScreen: false, capacity: 80 },
    });
    expect(res.statusCode).toBe(200);
    const bar = res.json<BarDetails>();
    expect(bar.barProgram.monday).toBe('12:00 - 14:00, 18:00 - 01:00');
    expect(bar.openingHours).toEqual(hours);
    expect(bar.timeZone).toBe(ZONE);
    expect(bar.timeZoneFromCountry).toBe(true);
    expect(bar.viewing).toEqual({ screens: 2, soundZones: 1, bigScreen: true, outdoorScreen: false, capacity: 80 });
    expect(bar.slug).toMatch(/^cafe-offside-[0-9a-f]{6}$/);
    expect(bar.publicUrl.endsWith(`/b/${bar.slug}`)).toBe(true);
    const [row] = await t.db.select().from(bars).where(eq(bars.id, barId));
    expect(row?.program.sunday).toBe('12:00 - 14:00, 18:00 - 01:00');
  });

  it("shows an admin the bar's screens, sound and hours in its detail", async () => {
    const admin = await t.signIn('admin@example.com');
    const res = await t.request({ method: 'GET', url: `/api/bar/${barId}`, as: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      viewing: { screens: 2, soundZones: 1, bigScreen: true, outdoorScreen: false, capacity: 80 },
      barProgram: { monday: '12:00 - 14:00, 18:00 - 01:00' },
      timeZone: ZONE,
      temporarilyClosed: false,
    });
  });

  it.each([
    [
      'overlapping intervals',
      {
        ...hours,
        weekly: {
          ...hours.weekly,
          monday: [
            { opens: '12:00', closes: '15:00' },
            { opens: '14:00', closes: '16:00' },
          ],
        },
      },
      'Opening intervals of one day must not overlap',
    ],
    [
      'a bad time',
      { ...hours, weekly: { ...hours.weekly, friday: [{ opens: '18:00', closes: '24:30' }] } },
      'Times are written HH:MM, from 00:00 to 23:59',
    ],
    [
      "a closing past midnight into the next day's opening",
      { ...hours, weekly: { ...hours.weekly, saturday: [{ opens: '00:30', closes: '03:00' }] } },
      "The hours after midnight run into the next day's hours",
    ],
  ])('refuses %s with a 400 and its message, writing nothing', async (_name, openingHours, message) => {
    const res = await save({ openingHours, timeZone: 'Europe/London' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
    const [row] = await t.db.select().from(bars).where(eq(bars.id, barId));
    expect(row?.timeZone).toBeNull();
    expect(row?.openingHours).toEqual(hours);
  });

  it('refuses an unknown time zone and more sound zones than screens', async () => {
    const zone = await save({ openingHours: hours, timeZone: 'Mars/Olympus' });
    expect(zone.statusCode).toBe(400);
    expect(zone.json<{ message: string }>().message).toBe('Unknown time zone');
    const sound = await save({
      openingHours: hours,
      viewing: { screens: 1, soundZones: 2, bigScreen: false, outdoorScreen: false, capacity: null },
    });
    expect(sound.statusCode).toBe(400);
    expect(sound.json<{ message: string }>().message).toBe('There cannot be more sound zones than screens');
  });

  it('warns, without blocking, when a match kicks off while the bar is closed, and open longer that day fixes it', async () => {
    const warnings = await switchOn(ids['early']!);
    expect(warnings).toEqual([
      {
        code: 'outsideHours',
        message: 'This match kicks off while the bar is closed',
        kickOff: at('15:00').toISOString(),
        date: day,
        openLonger: {
          date: day,
          intervals: [
            { opens: '12:00', closes: '14:00' },
            { opens: '14:30', closes: '17:00' },
            { opens: '18:00', closes: '01:00' },
          ],
        },
      },
    ]);
    const res = await t.request({
      method: 'PUT',
      url: '/api/bars/special-hours',
      payload: warnings[0]?.code === 'outsideHours' ? warnings[0].openLonger : {},
      as: owner,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<BarDetails>().openingHours.special).toEqual([
      {
        date: day,
        intervals: [
          { opens: '12:00', closes: '14:00' },
          { opens: '14:30', closes: '17:00' },
          { opens: '18:00', closes: '01:00' },
        ],
      },
    ]);
    const again = await t.request({
      method: 'GET',
      url: '/api/bars/broadcast-warnings',
      query: { matchId: ids['early']! },
      as: owner,
    });
    expect(again.json()).toEqual({ warnings: [] });
  });

  it('warns when overlapping broadcasts need more screens or sound zones than the bar has, and still switches on', async () => {
    expect(await switchOn(ids['a']!)).toEqual([]);
    const second = await switchOn(ids['b']!);
    expect(second.map((w) => w.code)).toEqual(['notEnoughSoundZones']);
    const third = await switchOn(ids['c']!);
    expect(third).toEqual([
      {
        code: 'notEnoughScreens',
        message: 'More broadcasts overlap than the bar has screens',
        overlapping: 3,
        screens: 2,
        matchIds: expect.arrayContaining([ids['a'], ids['b'], ids['c']]) as unknown,
      },
      {
        code: 'notEnoughSoundZones',
        message: 'More broadcasts overlap than the bar has sound zones',
        overlapping: 3,
        soundZones: 1,
        matchIds: expect.arrayContaining([ids['a'], ids['b'], ids['c']]) as unknown,
      },
    ]);
  });

  it('publishes nothing while the bar is pending: page, poster and feed answer 404', async () => {
    const { slug } = (await t.request({ method: 'GET', url: `/api/bars/${barId}`, as: owner })).json<BarDetails>();
    for (const url of [`/b/${slug}`, `/b/${slug}/poster`, `/api/public/bars/${slug}/calendar.ics`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('/b/ without a bar answers the public 404 page, not a JSON error', async () => {
    for (const url of ['/b/', '/b']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('This bar has no public page.');
    }
  });

  it('publishes nothing while the bar is rejected either', async () => {
    await t.db.update(bars).set({ status: 'rejected' }).where(eq(bars.id, barId));
    const { slug } = (await t.request({ method: 'GET', url: `/api/bars/${barId}`, as: owner })).json<BarDetails>();
    for (const url of [`/b/${slug}`, `/b/${slug}/poster`, `/api/public/bars/${slug}/calendar.ics`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Alpha');
    }
    await t.db.update(bars).set({ status: 'pending' }).where(eq(bars.id, barId));
  });

  describe('once accepted', () => {
    let slug: string;
    beforeAll(async () => {
      await t.db.update(bars).set({ status: 'accepted' }).where(eq(bars.id, barId));
      slug = (await t.request({ method: 'GET', url: `/api/bars/${barId}`, as: owner })).json<BarDetails>().slug;
    });

    it('serves the public page without sign-in: language, canonical URL, Open Graph, hours with today first, screens, the broadcasts', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/b/${slug}`,
        headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const html = res.body;
      expect(html).toContain('<html lang="fr" dir="ltr">');
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/b/${slug}"/>`));
      expect(html).toContain('<meta property="og:title" content="Café Offside"/>');
      expect(html).toContain('Strada Memorandumului 7, 400114 Cluj-Napoca, Romania');
      expect(html).toMatch(/<li class="today"><span>Aujourd’hui/);
      expect(html).toContain('2 écrans, 1 avec le son');
      expect(html).toContain('<bdi>Alpha</bdi></span><span> – </span><span class="team"><bdi>Beta</bdi>');
      // In the bar's zone (the fan's is not known yet), with its offset there.
      expect(html).toMatch(new RegExp(`dateTime="${at('20:00').toISOString().slice(0, 10)}T20:00:00\\+0[23]:00"`));
      // Its scripts: schema.org data (JSON-LD, decision 054) and the fans' pages' one small file (kick-offs in the
      // fan's zone).
      expect(html.match(/<script\b[^>]*>/g)).toEqual([
        '<script type="application/ld+json">',
        '<script src="/watch/near-me.js" defer="">',
      ]);
      // The console's security headers, less the window isolation ones a script-free page does not need.
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['origin-agent-cluster']).toBeUndefined();
      const arabic = await t.app.inject({ method: 'GET', url: `/b/${slug}?lang=ar` });
      expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    });

    it('shows the phone and website on the public page and in its schema.org data only once the owner shows them to fans', async () => {
      const hidden = (await t.app.inject({ method: 'GET', url: `/b/${slug}?lang=en` })).body;
      expect(hidden).not.toContain('tel:');
      expect(hidden).not.toContain('offside.ro');
      const { openingHours } = (
        await t.request({ method: 'GET', url: `/api/bars/${barId}`, as: owner })
      ).json<BarDetails>();
      const saveWith = (extra: object) => save({ openingHours, ...extra });
      expect(
        (await saveWith({ telephoneNumber: '+40 264 123 456', website: 'offside.ro', contactsShownToFans: true }))
          .statusCode,
      ).toBe(200);
      const shown = (await t.app.inject({ method: 'GET', url: `/b/${slug}?lang=en` })).body;
      expect(shown).toContain('<a href="tel:+40264123456">+40 264 123 456</a>');
      expect(shown).toContain('<a href="https://offside.ro" rel="noopener">Website</a>');
      expect(shown).toContain('"telephone":"+40 264 123 456"');
      // Saved without the choice, the choice stays; unticked, they leave the page again.
      expect((await saveWith({ telephoneNumber: '+40 264 123 456', website: 'https://offside.ro' })).statusCode).toBe(
        200,
      );
      expect((await t.app.inject({ method: 'GET', url: `/b/${slug}?lang=en` })).body).toContain('tel:+40264123456');
      expect((await saveWith({ contactsShownToFans: false })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: `/b/${slug}?lang=en` })).body).not.toContain('tel:');
      const [row] = await t.db.select({ shown: bars.contactsShownToFans }).from(bars).where(eq(bars.id, barId));
      expect(row!.shown).toBe(false);
    });

    it('serves the poster with a QR code to the public page', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/b/${slug}/poster?lang=en` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('@page{size:A4 portrait');
      expect(res.body).toContain('<svg');
      expect(res.body).toContain('Epsilon – Zeta');
    });

    it('says closed when the bar is temporarily closed', async () => {
      await save({ openingHours: { ...hours, temporarilyClosed: true } });
      const res = await t.app.inject({ method: 'GET', url: `/b/${slug}?lang=en` });
      expect(res.body).toContain('Temporarily closed');
      await save({ openingHours: hours });
    });

    it('serves an RFC 5545 feed: one event per broadcast, UTC times, SEQUENCE that grows when the match moves, cancelled ones marked', async () => {
      const first = await t.app.inject({ method: 'GET', url: `/api/public/bars/${slug}/calendar.ics` });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toContain('text/calendar');
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const etag = first.headers['etag'] as string;
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/public/bars/${slug}/calendar.ics`,
            headers: { 'if-none-match': etag },
          })
        ).statusCode,
      ).toBe(304);

      const events = new ICAL.Component(ICAL.parse(first.body) as unknown[])
        .getAllSubcomponents('vevent')
        .map((v) => new ICAL.Event(v));
      expect(events.map((e) => e.summary)).toEqual([
        'Lions FC - Tigers FC',
        'Alpha - Beta',
        'Gamma - Delta',
        'Epsilon - Zeta',
      ]);
      const alpha = events[1]!;
      expect(alpha.uid).toContain(ids['a']);
      expect(alpha.location).toBe('Strada Memorandumului 7, 400114 Cluj-Napoca, Romania');
      expect(alpha.startDate.toJSDate().toISOString()).toBe(at('20:00').toISOString());
      expect(alpha.startDate.zone.tzid).toBe('UTC');
      expect(alpha.endDate.toJSDate().toISOString()).toBe(at('22:00').toISOString());
      expect(alpha.sequence).toBe(0);

      await t.db
        .update(matches)
        .set({ scheduledDate: at('20:15') })
        .where(eq(matches.id, ids['a']!));
      await t.db.update(matches).set({ status: 'CANC' }).where(eq(matches.id, ids['b']!));
      const moved = await t.app.inject({
        method: 'GET',
        url: `/api/public/bars/${slug}/calendar.ics`,
        headers: { 'if-none-match': etag },
      });
      expect(moved.statusCode).toBe(200);
      const after = new ICAL.Component(ICAL.parse(moved.body) as unknown[]).getAllSubcomponents('vevent');
      const byUid = (id: string) => after.find((v) => String(v.getFirstPropertyValue('uid')).includes(id))!;
      expect(new ICAL.Event(byUid(ids['a']!)).sequence).toBe(1);
      expect(new ICAL.Event(byUid(ids['a']!)).uid).toBe(alpha.uid);
      expect(byUid(ids['b']!).getFirstPropertyValue('status')).toBe('CANCELLED');
      expect(byUid(ids['c']!).getFirstPropertyValue('status')).toBe('CONFIRMED');
    });

    it("serves one match at the bar as a calendar of one event, the same event as in the bar's feed, updated when the match moves", async () => {
      const url = `/api/public/bars/${slug}/matches/${ids['c']}/calendar.ics`;
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toContain('text/calendar');
      expect(first.headers['content-disposition']).toContain('attachment');
      const events = new ICAL.Component(ICAL.parse(first.body) as unknown[])
        .getAllSubcomponents('vevent')
        .map((v) => new ICAL.Event(v));
      expect(events.map((e) => e.summary)).toEqual(['Epsilon - Zeta']);
      const feed = await t.app.inject({ method: 'GET', url: `/api/public/bars/${slug}/calendar.ics` });
      const inFeed = new ICAL.Component(ICAL.parse(feed.body) as unknown[])
        .getAllSubcomponents('vevent')
        .map((v) => new ICAL.Event(v));
      expect(inFeed.find((e) => e.summary === 'Epsilon - Zeta')!.uid).toBe(events[0]!.uid);
      expect(
        (await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': first.headers['etag'] as string } }))
          .statusCode,
      ).toBe(304);

      const [match] = await t.db
        .select({ scheduledDate: matches.scheduledDate })
        .from(matches)
        .where(eq(matches.id, ids['c']!));
      await t.db
        .update(matches)
        .set({ scheduledDate: new Date(match!.scheduledDate.getTime() + 30 * 60_000) })
        .where(eq(matches.id, ids['c']!));
      const moved = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': first.headers['etag'] as string },
      });
      expect(moved.statusCode).toBe(200);
      const [after] = new ICAL.Component(ICAL.parse(moved.body) as unknown[])
        .getAllSubcomponents('vevent')
        .map((v) => new ICAL.Event(v));
      expect(after!.uid).toBe(events[0]!.uid);
      expect(after!.sequence).toBe(events[0]!.sequence + 1);
      expect(after!.startDate.toJSDate().getTime()).toBe(match!.scheduledDate.getTime() + 30 * 60_000);
    });

    it("links each shown match's own calendar on the bar's page, and the link gives that one event", async () => {
      const page = (await t.app.inject({ method: 'GET', url: `/b/${slug}?lang=en` })).body;
      const path = `/api/public/bars/${slug}/matches/${ids['c']}/calendar.ics`;
      expect(page).toContain(`<a class="ics" href="${path}">Add this match to your calendar</a>`);
      expect(page).toContain('Subscribe to this bar’s matches');
      const linked = await t.app.inject({ method: 'GET', url: path });
      const events = new ICAL.Component(ICAL.parse(linked.body) as unknown[])
        .getAllSubcomponents('vevent')
        .map((v) => new ICAL.Event(v));
      expect(events.map((e) => e.summary)).toEqual(['Epsilon - Zeta']);
    });

    it('answers 404 for a match the bar does not show or an unknown bar, 400 for an id that is not one', async () => {
      const shownElsewhere = await t.app.inject({
        method: 'GET',
        url: `/api/public/bars/${slug}/matches/00000000-0000-4000-8000-000000000000/calendar.ics`,
      });
      expect(shownElsewhere.statusCode).toBe(404);
      expect(shownElsewhere.json()).toMatchObject({ message: 'This bar does not show this match' });
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/public/bars/no-such-bar/matches/${ids['c']}/calendar.ics` }))
          .statusCode,
      ).toBe(404);
      const bad = await t.app.inject({ method: 'GET', url: `/api/public/bars/${slug}/matches/not-an-id/calendar.ics` });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).not.toContain('at ');
    });
  });
});
