import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { BarBookingsAnswer, BarMatchVisit, FanBooking, FanBookingsAnswer } from '@app/contract/bookings';
import type { BarDetails } from '@app/contract/bar-details';
import type { OwnerMatchesAnswer } from '@app/contract/matches';
import type { NoticesAnswer } from '@app/contract/notices';
import { barBroadcasts, bars, bookings, mailOutbox, matches } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertMatches, uniqueWord } from '../helpers/admin-match-fixtures.ts';
import { signUpOwner } from '../helpers/console-matches-fixtures.ts';
import { inviteToTeam } from '../helpers/team-fixtures.ts';
import { editMatch, newPlayer } from '../helpers/game-fixtures.ts';
import { calendarOfMail, parseCalendar } from '../helpers/mail-calendar.ts';

/** Fans' bookings at a bar for a match, the bar's answers, "I'm going", and who may do what. */
describe('bookings', () => {
  let t: TestApp;
  let admin: LoginRecord;
  const word = uniqueWord('bkg');
  const people = {} as Record<'owner' | 'manager' | 'scanner' | 'otherOwner' | 'fan' | 'otherFan', LoginRecord>;
  let slug: string;
  let matchId: string;
  let headline: string;
  const kickOff = new Date(Date.now() + 3 * 86_400_000);

  const book = (as: LoginRecord, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/play/bookings', as, payload: { slug, matchId, ...payload } });
  const barBookings = (as: LoginRecord, query = `matchId=${matchId}`) =>
    t.request({ method: 'GET', url: `/api/bars/bookings?${query}`, as });
  const mailsOf = async (to: string, subject: string) =>
    (await t.outbox()).filter((m) => m.to === to && m.subject.startsWith(subject));

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.signIn('admin@example.com');
    people.owner = await signUpOwner(t, `owner-${word}@example.com`);
    people.otherOwner = await signUpOwner(t, `other-${word}@example.com`);
    for (const who of ['owner', 'otherOwner'] as const)
      await t.db
        .update(bars)
        .set({ status: 'accepted', name: `${who} ${word}`, capacity: who === 'owner' ? 10 : null })
        .where(eq(bars.id, people[who].barId!));
    people.manager = await inviteToTeam(t, people.owner, `manager-${word}@example.com`, 'manager');
    people.scanner = await inviteToTeam(t, people.owner, `scanner-${word}@example.com`, 'scanner');
    people.fan = await newPlayer(t, 'Booking Fan');
    people.otherFan = await newPlayer(t, 'Other Fan');
    headline = `Home ${word} - Away ${word}`;
    [matchId] = (await insertMatches(t.db, [
      {
        homeTeam: `Home ${word}`,
        awayTeam: `Away ${word}`,
        competitionName: word,
        status: 'SCHEDULED',
        scheduledDate: kickOff,
      },
    ])) as [string];
    await t.db.insert(barBroadcasts).values([
      { barId: people.owner.barId!, matchId },
      { barId: people.otherOwner.barId!, matchId },
    ]);
    [{ slug }] = (await t.db.select({ slug: bars.slug }).from(bars).where(eq(bars.id, people.owner.barId!))) as [
      { slug: string },
    ];
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('is off until the owner turns it on in /edit-bar; the seats default to the capacity', async () => {
    const bar = (
      await t.request({ method: 'GET', url: `/api/bars/${people.owner.barId}`, as: people.owner })
    ).json<BarDetails>();
    expect(bar.bookings).toEqual({ takesBookings: false, seatsPerMatch: 10 });
    const refused = await book(people.fan, { seats: 2, name: 'Ana' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'This bar takes no bookings for this match' });

    const day = '18:00 - 23:00';
    const body = {
      barId: bar.barId,
      name: `owner ${word}`,
      email: `bar-${word}@example.com`,
      telephoneNumber: '+40 700 000 000',
      website: 'https://bar.example.com',
      facebookUrl: 'https://facebook.com/bar',
      address: {
        country: 'Romania',
        state: 'Cluj',
        city: 'Cluj-Napoca',
        street: 'Main',
        number: '1',
        postalCode: '400000',
      },
      barProgram: { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day },
    };
    const bad = await t.request({
      method: 'PATCH',
      url: '/api/bars',
      as: people.manager,
      payload: { ...body, bookings: { takesBookings: true, seatsPerMatch: 0 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Seats per match: 1 to 1000' });
    const saved = await t.request({
      method: 'PATCH',
      url: '/api/bars',
      as: people.manager,
      payload: { ...body, bookings: { takesBookings: true, seatsPerMatch: 10 } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<BarDetails>().bookings).toEqual({ takesBookings: true, seatsPerMatch: 10 });
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ seats: 0, name: 'Ana' }, 'A booking is for 1 to 20 people'],
      [{ seats: 21, name: 'Ana' }, 'A booking is for 1 to 20 people'],
      [{ seats: 2, name: '  ' }, 'Give a name for the booking'],
      [{ seats: 2, name: 'x'.repeat(61) }, 'The name has at most 60 characters'],
      [{ seats: 2, name: 'Ana', note: 'n'.repeat(301) }, 'Each field can have at most 300 characters'],
      [{ seats: 2, name: 'Ana\u0007' }, 'Name cannot contain control characters'],
    ];
    for (const [payload, message] of cases) {
      const res = await book(people.fan, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    const unknownBar = await t.request({
      method: 'POST',
      url: '/api/play/bookings',
      as: people.fan,
      payload: { slug: 'no-such-bar', matchId, seats: 2, name: 'Ana' },
    });
    expect(unknownBar.statusCode).toBe(404);
    expect(unknownBar.json()).toMatchObject({ message: 'This bar does not show this match' });
    expect(await t.db.select().from(bookings).where(eq(bookings.matchId, matchId))).toEqual([]);
  });

  it("takes a fan's request, tells the owner and manager (bell and mail, texts escaped) and not the scanner", async () => {
    const res = await book(people.fan, {
      seats: 4,
      name: 'Ana, "the fan"; <b>',
      note: 'Near the screen\nplease <script>',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<FanBooking>()).toMatchObject({
      seats: 4,
      status: 'requested',
      barSlug: slug,
      headline,
      cancellable: true,
    });

    for (const who of ['owner', 'manager'] as const) {
      const bell = (await t.request({ method: 'GET', url: '/api/notices', as: people[who] })).json<NoticesAnswer>();
      expect(bell.items[0]).toMatchObject({
        kind: 'booking_requested',
        headline,
        seats: 4,
        name: 'Ana, "the fan"; <b>',
        read: false,
      });
    }
    expect((await t.request({ method: 'GET', url: '/api/notices', as: people.scanner })).statusCode).toBe(403);

    const [mail] = await mailsOf(`owner-${word}@example.com`, 'Booking request');
    expect(mail!.text).toContain('Ana, "the fan"; <b> asks "owner ' + word + '" for a table for 4');
    expect(mail!.text).toContain(`http://console.test/bookings?match=${matchId}`);
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'booking-request'), eq(mailOutbox.to, `manager-${word}@example.com`)));
    expect(row).toBeDefined();
    expect(await mailsOf(`scanner-${word}@example.com`, 'Booking request')).toEqual([]);
  });

  it('never oversells: more seats than are left is refused with the count left; one booking a fan', async () => {
    const again = await book(people.fan, { seats: 1, name: 'Ana' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'You already booked here for this match' });
    const tooMany = await book(people.otherFan, { seats: 7, name: 'Bo' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      message: 'Only 6 of 10 seats are free',
      messageCode: 'bookingNoSeatsLeft',
      params: { left: 6, seats: 10 },
    });
    const visit = (
      await t.request({ method: 'GET', url: `/api/play/bars/${slug}/matches/${matchId}`, as: people.otherFan })
    ).json<BarMatchVisit>();
    expect(visit).toMatchObject({ bookable: true, seatsLeft: 6, booking: null, going: false });
  });

  it('lets the owner or a manager answer, not a scanner, not another bar, not a fan', async () => {
    const [booking] = (await barBookings(people.owner)).json<BarBookingsAnswer>().bookings;
    expect(booking).toMatchObject({ seats: 4, status: 'requested', note: 'Near the screen\nplease <script>' });
    const url = `/api/bars/bookings/${booking!.id}/accept`;
    expect((await t.request({ method: 'POST', url, as: people.scanner })).statusCode).toBe(403);
    expect((await barBookings(people.scanner)).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url, as: people.fan })).statusCode).toBe(403);
    const other = await t.request({ method: 'POST', url, as: people.otherOwner });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ message: 'This booking does not exist' });
    expect((await barBookings(people.otherOwner)).json<BarBookingsAnswer>().bookings).toEqual([]);
    const accepted = await t.request({ method: 'POST', url, as: people.manager });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted' });
    const twice = await t.request({ method: 'POST', url, as: people.owner });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: 'Only a waiting booking can be accepted' });
  });

  it("mails the fan the answer with the booking's .ics: one event, stable UID, texts escaped", async () => {
    const [mail] = await mailsOf(people.fan.email, 'Your table is booked');
    expect(mail!.attachments).toEqual(['booking.ics']);
    expect(mail!.text).toContain('accepted your table for 4');
    const ics = await calendarOfMail(t.outboxDir, mail!.id);
    expect(ics).toContain('Table for 4\\, name: Ana\\, "the fan"\\; <b>');
    const calendar = parseCalendar(ics);
    expect(calendar.method).toBe('PUBLISH');
    expect(calendar.events).toHaveLength(1);
    expect(calendar.events[0]).toMatchObject({
      sequence: 1,
      status: 'CONFIRMED',
      summary: `${headline} at owner ${word}`,
    });
    expect(calendar.events[0]!.description).toBe('Table for 4, name: Ana, "the fan"; <b>');
    expect(calendar.events[0]!.start.getTime()).toBe(kickOff.getTime() - (kickOff.getTime() % 1000));
    expect(calendar.events[0]!.uid).toMatch(/^booking-[0-9a-f-]{36}@console\.test$/);
  });

  it('shows each player only their own bookings, and the owner the seats and goers on /matches', async () => {
    const mine = (
      await t.request({ method: 'GET', url: '/api/play/bookings', as: people.fan })
    ).json<FanBookingsAnswer>();
    expect(mine.bookings.map((b) => b.seats)).toEqual([4]);
    const theirs = (
      await t.request({ method: 'GET', url: '/api/play/bookings', as: people.otherFan })
    ).json<FanBookingsAnswer>();
    expect(theirs.bookings).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/play/bookings', as: people.owner })).statusCode).toBe(403);
    const cancelOther = await t.request({
      method: 'POST',
      url: `/api/play/bookings/${mine.bookings[0]!.id}/cancel`,
      as: people.otherFan,
    });
    expect(cancelOther.statusCode).toBe(404);

    const go = `/api/play/bars/${slug}/matches/${matchId}/going`;
    expect((await t.request({ method: 'PUT', url: go, as: people.fan })).json()).toEqual({ going: true, goers: 1 });
    expect((await t.request({ method: 'PUT', url: go, as: people.fan })).json()).toEqual({ going: true, goers: 1 });
    expect((await t.request({ method: 'PUT', url: go, as: people.otherFan })).json()).toEqual({
      going: true,
      goers: 2,
    });
    expect((await t.request({ method: 'DELETE', url: go, as: people.otherFan })).json()).toEqual({
      going: false,
      goers: 1,
    });

    const list = await t.request({ method: 'GET', url: `/api/matches/admin?query=${word}`, as: people.owner });
    const row = list.json<OwnerMatchesAnswer>().matches.find((m) => m.id === matchId);
    expect(row).toMatchObject({ bookings: { requested: 0, accepted: 4 }, goers: 1 });
    const other = (
      await t.request({ method: 'GET', url: `/api/matches/admin?query=${word}`, as: people.otherOwner })
    ).json<OwnerMatchesAnswer>();
    expect(other.matches.find((m) => m.id === matchId)).toMatchObject({
      bookings: { requested: 0, accepted: 0 },
      goers: 0,
    });
  });

  it('lets the bar decline with a reason (the fan gets a CANCEL with a higher SEQUENCE) and the seats return', async () => {
    const second = await book(people.otherFan, { seats: 6, name: 'Bo' });
    expect(second.statusCode, second.body).toBe(201);
    const full = await book(await newPlayer(t, 'Late Fan'), { seats: 1, name: 'Cy' });
    expect(full.json()).toMatchObject({ message: 'Only 0 of 10 seats are free' });
    const id = second.json<FanBooking>().id;
    const noReason = await t.request({
      method: 'POST',
      url: `/api/bars/bookings/${id}/decline`,
      as: people.owner,
      payload: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ message: 'Give a reason' });
    const declined = await t.request({
      method: 'POST',
      url: `/api/bars/bookings/${id}/decline`,
      as: people.owner,
      payload: { reason: 'Private party; sorry' },
    });
    expect(declined.statusCode).toBe(200);
    const [mail] = await mailsOf(people.otherFan.email, 'Your booking was declined');
    expect(mail!.text).toContain('Their reason: Private party; sorry');
    const calendar = parseCalendar(await calendarOfMail(t.outboxDir, mail!.id));
    expect(calendar).toMatchObject({ method: 'CANCEL', events: [{ status: 'CANCELLED', sequence: 1 }] });
    const visit = (
      await t.request({ method: 'GET', url: `/api/play/bars/${slug}/matches/${matchId}`, as: people.otherFan })
    ).json<BarMatchVisit>();
    expect(visit.seatsLeft).toBe(6);
  });

  it('lets the fan cancel until kick-off: the seats return and the calendar event goes', async () => {
    const [own] = (
      await t.request({ method: 'GET', url: '/api/play/bookings', as: people.fan })
    ).json<FanBookingsAnswer>().bookings;
    const cancelled = await t.request({ method: 'POST', url: `/api/play/bookings/${own!.id}/cancel`, as: people.fan });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancellable: false });
    const [mail] = await mailsOf(people.fan.email, 'Booking cancelled');
    const calendar = parseCalendar(await calendarOfMail(t.outboxDir, mail!.id));
    expect(calendar).toMatchObject({ method: 'CANCEL', events: [{ status: 'CANCELLED', sequence: 2 }] });
    const visit = (
      await t.request({ method: 'GET', url: `/api/play/bars/${slug}/matches/${matchId}`, as: people.fan })
    ).json<BarMatchVisit>();
    expect(visit.seatsLeft).toBe(10);

    // Booked again, then the match kicks off: cancelling is refused.
    const again = (await book(people.fan, { seats: 2, name: 'Ana' })).json<FanBooking>();
    await t.db
      .update(matches)
      .set({ scheduledDate: new Date(Date.now() - 60_000) })
      .where(eq(matches.id, matchId));
    const late = await t.request({ method: 'POST', url: `/api/play/bookings/${again.id}/cancel`, as: people.fan });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: 'Too late: the match has started' });
    const closed = await book(people.otherFan, { seats: 1, name: 'Bo' });
    expect(closed.json()).toMatchObject({
      message: 'Bookings for this match are closed',
    });
    await t.db.update(matches).set({ scheduledDate: kickOff }).where(eq(matches.id, matchId));
  });

  it('tells every fan holding a booking when the match is postponed', async () => {
    const res = await editMatch(t, admin, matchId, { status: 'POSTP', scheduledDate: kickOff.toISOString() });
    expect(res.statusCode, res.body).toBe(200);
    const [mail, ...more] = await mailsOf(people.fan.email, 'Postponed');
    expect(more).toEqual([]);
    expect(mail!.text).toContain('You have a table for 2 at "owner');
    expect(mail!.text).toContain('http://console.test/play/account');
    expect(await mailsOf(people.otherFan.email, 'Postponed')).toEqual([]);
  });

  it('lists the week of the bar, and refuses a range longer than 31 days', async () => {
    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = new Date(Date.now() + 6 * 86_400_000).toISOString();
    const week = (
      await barBookings(people.owner, `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`)
    ).json<BarBookingsAnswer>();
    expect(week.bookings.map((b) => [b.name, b.status])).toEqual([
      ['Ana, "the fan"; <b>', 'cancelled'],
      ['Bo', 'declined'],
      ['Ana', 'requested'],
    ]);
    const long = await barBookings(
      people.owner,
      `from=${encodeURIComponent(from)}&to=${encodeURIComponent(new Date(Date.now() + 40 * 86_400_000).toISOString())}`,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: 'Give a match or at most 31 days' });
  });
});
