import { and, asc, between, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  BOOKING_MESSAGES as M,
  SEAT_HOLDING_STATUSES,
  type BarBooking,
  type BarBookingsAnswer,
  type BarBookingsQuery,
  type BarMatchVisit,
  type BookingRequestBody,
  type FanBooking,
  type FanBookingsAnswer,
  type GoingAnswer,
} from '@app/contract/bookings';
import type { Database, Tx } from '../../db/client.ts';
import { barBroadcasts, bars, bookings, matches, matchGoers, notices, users } from '../../db/schema/index.ts';
import { coded, conflict, notFound } from '../../lib/http-error.ts';
import { queueMail, queueMails } from '../mail/mail-outbox.ts';
import { bookingAnswerMail, bookingRequestMail } from './booking-mails.ts';
import {
  barBookingOf,
  bookingTeamOf,
  factsOf,
  fanBookingOf,
  publicBarBySlug,
  seatsHeld,
  selectBookings,
  stillAhead,
} from './booking-queries.ts';
import { bookingSeatsOf } from './booking-seats.ts';

const barNotShowing = () => notFound(M.bookingBarNotShowing, 'bookings.NOT_SHOWING');
const bookingNotFound = () => notFound(M.bookingNotFound, 'bookings.NOT_FOUND');

async function matchOf(db: Database | Tx, matchId: string) {
  const [match] = await db
    .select({ headline: matches.headline, kickOff: matches.scheduledDate, matchStatus: matches.status })
    .from(matches)
    .where(eq(matches.id, matchId));
  return match;
}

async function recipientOf(tx: Tx, userId: string) {
  const [user] = await tx
    .select({ email: users.email, nickname: users.nickname, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error('a booking without its account');
  return user;
}

/**
 * Fans' bookings and "I'm going", and the bar's answers. Every call names the fan or the bar from
 * the session: a booking id from the client only ever finds a booking of that fan or that bar.
 */
export function createBookingsService(db: Database, options: { publicUrl: string }) {
  const { publicUrl } = options;

  /** One booking of the fan's, or of the bar's, locked for the change. */
  async function lockedBooking(tx: Tx, id: string, owner: { userId: string } | { barId: string }) {
    const whose = 'userId' in owner ? eq(bookings.userId, owner.userId) : eq(bookings.barId, owner.barId);
    const [row] = await selectBookings(tx, and(eq(bookings.id, id), whose)).for('update', { of: bookings });
    if (!row) throw bookingNotFound();
    return row;
  }

  /** Moves a booking to `status`, one more change for the calendars, and mails the fan with the new .ics. */
  async function answer(
    tx: Tx,
    row: Awaited<ReturnType<typeof lockedBooking>>,
    status: 'accepted' | 'declined' | 'cancelled',
    change: { answeredBy?: string; declineReason?: string },
  ) {
    const now = new Date();
    const [saved] = await tx
      .update(bookings)
      .set({ status, sequence: sql`${bookings.sequence} + 1`, updatedAt: now, ...change })
      .where(eq(bookings.id, row.id))
      .returning({ sequence: bookings.sequence });
    const changed = {
      ...row,
      status,
      sequence: saved!.sequence,
      updatedAt: now,
      declineReason: change.declineReason ?? row.declineReason,
    };
    await queueMail(
      tx,
      bookingAnswerMail(await recipientOf(tx, row.userId), { ...factsOf(changed), status }, publicUrl),
    );
    return changed;
  }

  return {
    /**
     * A fan asks for seats. The broadcast's row is locked first, so requests for one bar and match
     * take turns: the seats held are read and the booking written with no other request between
     * (on PostgreSQL's many connections as on PGlite's one). The bar's team is told in the same
     * transaction: a notice each and a mail each.
     */
    async request(userId: string, body: BookingRequestBody & { note: string }, now = new Date()): Promise<FanBooking> {
      return db.transaction(async (tx) => {
        const bar = await publicBarBySlug(tx, body.slug);
        if (!bar) throw barNotShowing();
        const [broadcast] = await tx
          .select({ barId: barBroadcasts.barId })
          .from(barBroadcasts)
          .where(and(eq(barBroadcasts.barId, bar.id), eq(barBroadcasts.matchId, body.matchId)))
          .for('update');
        if (!broadcast) throw barNotShowing();
        if (!bar.takesBookings) throw conflict(M.bookingNotTaken, 'bookings.NOT_TAKEN');
        const match = await matchOf(tx, body.matchId);
        if (!match || !stillAhead(match, now)) throw conflict(M.bookingClosed, 'bookings.CLOSED');
        const [own] = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(
            and(
              eq(bookings.userId, userId),
              eq(bookings.barId, bar.id),
              eq(bookings.matchId, body.matchId),
              inArray(bookings.status, SEAT_HOLDING_STATUSES),
            ),
          );
        if (own) throw conflict(M.bookingAlreadyHeld, 'bookings.ALREADY_HELD');
        const limit = bookingSeatsOf(bar);
        const left = Math.max(0, limit - (await seatsHeld(tx, bar.id, body.matchId)));
        if (body.seats > left) throw conflict(coded('bookingNoSeatsLeft', { left, seats: limit }), 'bookings.NO_SEATS');
        const [created] = await tx
          .insert(bookings)
          .values({
            barId: bar.id,
            matchId: body.matchId,
            userId,
            seats: body.seats,
            name: body.name,
            note: body.note,
          })
          .returning({ id: bookings.id });
        const [row] = await selectBookings(tx, eq(bookings.id, created!.id));
        const team = await bookingTeamOf(tx, bar.id);
        if (team.length > 0) {
          await tx.insert(notices).values(
            team.map((person) => ({
              userId: person.userId,
              barId: bar.id,
              matchId: body.matchId,
              bookingId: row!.id,
              kind: 'booking_requested' as const,
              headline: match.headline,
              scheduledDate: match.kickOff,
            })),
          );
          await queueMails(
            tx,
            team.map((person) => bookingRequestMail(person, factsOf(row!), publicUrl)),
          );
        }
        return fanBookingOf(row!, now);
      });
    },

    async mine(userId: string, now = new Date()): Promise<FanBookingsAnswer> {
      const rows = await selectBookings(db, eq(bookings.userId, userId)).orderBy(
        desc(matches.scheduledDate),
        desc(bookings.createdAt),
      );
      return { bookings: rows.map((row) => fanBookingOf(row, now)) };
    },

    /** The fan gives the seats back, until kick-off. */
    async cancel(userId: string, id: string, now = new Date()): Promise<FanBooking> {
      return db.transaction(async (tx) => {
        const row = await lockedBooking(tx, id, { userId });
        if (!(SEAT_HOLDING_STATUSES as readonly string[]).includes(row.status))
          throw conflict(M.bookingNotOpen, 'bookings.NOT_OPEN');
        if (row.kickOff.getTime() <= now.getTime()) throw conflict(M.bookingStarted, 'bookings.STARTED');
        return fanBookingOf(await answer(tx, row, 'cancelled', {}), now);
      });
    },

    /** The bar's bookings of one match, or of the matches kicking off in a range. */
    async forBar(barId: string, query: BarBookingsQuery): Promise<BarBookingsAnswer> {
      const which = query.matchId
        ? eq(bookings.matchId, query.matchId)
        : between(matches.scheduledDate, new Date(query.from!), new Date(query.to!));
      const [rows, [bar]] = await Promise.all([
        selectBookings(db, and(eq(bookings.barId, barId), which)).orderBy(
          asc(matches.scheduledDate),
          asc(bookings.createdAt),
        ),
        db
          .select({ bookingSeatsPerMatch: bars.bookingSeatsPerMatch, capacity: bars.capacity })
          .from(bars)
          .where(eq(bars.id, barId)),
      ]);
      return { bookings: rows.map(barBookingOf), seatsPerMatch: bar ? bookingSeatsOf(bar) : 0 };
    },

    async accept(barId: string, byUserId: string, id: string): Promise<BarBooking> {
      return db.transaction(async (tx) => {
        const row = await lockedBooking(tx, id, { barId });
        if (row.status !== 'requested') throw conflict(M.bookingNotWaiting, 'bookings.NOT_WAITING');
        return barBookingOf(await answer(tx, row, 'accepted', { answeredBy: byUserId }));
      });
    },

    /** Declines a waiting or an accepted booking with a reason the fan reads; its seats are free again. */
    async decline(barId: string, byUserId: string, id: string, reason: string): Promise<BarBooking> {
      return db.transaction(async (tx) => {
        const row = await lockedBooking(tx, id, { barId });
        if (!(SEAT_HOLDING_STATUSES as readonly string[]).includes(row.status))
          throw conflict(M.bookingNotOpen, 'bookings.NOT_OPEN');
        return barBookingOf(await answer(tx, row, 'declined', { answeredBy: byUserId, declineReason: reason }));
      });
    },

    /** What the fans' page of a match at a bar shows: the seats left, the fan's booking and "I'm going". */
    async visit(userId: string | null, slug: string, matchId: string, now = new Date()): Promise<BarMatchVisit> {
      const bar = await publicBarBySlug(db, slug);
      if (!bar) throw barNotShowing();
      const [broadcast] = await db
        .select({ barId: barBroadcasts.barId })
        .from(barBroadcasts)
        .where(and(eq(barBroadcasts.barId, bar.id), eq(barBroadcasts.matchId, matchId)));
      const match = broadcast ? await matchOf(db, matchId) : undefined;
      if (!match) throw barNotShowing();
      const [held, own, goers, going] = await Promise.all([
        seatsHeld(db, bar.id, matchId),
        userId
          ? selectBookings(
              db,
              and(
                eq(bookings.userId, userId),
                eq(bookings.barId, bar.id),
                eq(bookings.matchId, matchId),
                inArray(bookings.status, SEAT_HOLDING_STATUSES),
              ),
            )
          : Promise.resolve([]),
        goersOf(db, bar.id, matchId),
        userId ? isGoing(db, userId, bar.id, matchId) : Promise.resolve(false),
      ]);
      return {
        barName: bar.name,
        barSlug: bar.slug,
        barCity: bar.city,
        matchId,
        headline: match.headline,
        kickOff: match.kickOff.toISOString(),
        matchStatus: match.matchStatus,
        bookable: bar.takesBookings && stillAhead(match, now),
        seatsLeft: Math.max(0, bookingSeatsOf(bar) - held),
        booking: own[0] ? fanBookingOf(own[0], now) : null,
        going,
        goers,
      };
    },

    /** "I'm going" on (once per fan, bar and match) or off again; answers the count after it. */
    async setGoing(userId: string, slug: string, matchId: string, going: boolean): Promise<GoingAnswer> {
      const bar = await publicBarBySlug(db, slug);
      if (!bar) throw barNotShowing();
      const [broadcast] = await db
        .select({ barId: barBroadcasts.barId })
        .from(barBroadcasts)
        .where(and(eq(barBroadcasts.barId, bar.id), eq(barBroadcasts.matchId, matchId)));
      if (!broadcast) throw barNotShowing();
      if (going) await db.insert(matchGoers).values({ userId, barId: bar.id, matchId }).onConflictDoNothing();
      else
        await db
          .delete(matchGoers)
          .where(and(eq(matchGoers.userId, userId), eq(matchGoers.barId, bar.id), eq(matchGoers.matchId, matchId)));
      return { going, goers: await goersOf(db, bar.id, matchId) };
    },
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;

async function goersOf(db: Database, barId: string, matchId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(matchGoers)
    .where(and(eq(matchGoers.barId, barId), eq(matchGoers.matchId, matchId)));
  return Number(row?.n ?? 0);
}

async function isGoing(db: Database, userId: string, barId: string, matchId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: matchGoers.userId })
    .from(matchGoers)
    .where(and(eq(matchGoers.userId, userId), eq(matchGoers.barId, barId), eq(matchGoers.matchId, matchId)));
  return row !== undefined;
}
