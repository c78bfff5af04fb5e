import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { SEAT_HOLDING_STATUSES, type BarBooking, type FanBooking } from '@app/contract/bookings';
import type { Database, Tx } from '../../db/client.ts';
import { bars, bookings, matches, users } from '../../db/schema/index.ts';
import { barAnswerers } from '../team/bar-answerers.ts';
import { effectiveTimeZone } from '../bar-profile/country-time-zone.ts';
import { addressLine } from '@app/public-pages/page-data';
import type { BookingFacts } from './booking-mails.ts';

/** A booking with its match and bar, as the mails, the fan and the bar read it. */
const bookingColumns = {
  id: bookings.id,
  matchId: bookings.matchId,
  barId: bookings.barId,
  userId: bookings.userId,
  status: bookings.status,
  sequence: bookings.sequence,
  seats: bookings.seats,
  name: bookings.name,
  note: bookings.note,
  declineReason: bookings.declineReason,
  createdAt: bookings.createdAt,
  updatedAt: bookings.updatedAt,
  headline: matches.headline,
  kickOff: matches.scheduledDate,
  matchStatus: matches.status,
  barName: bars.name,
  barSlug: bars.slug,
  barStreet: bars.street,
  barNumber: bars.number,
  barPostalCode: bars.postalCode,
  barCity: bars.city,
  barCountry: bars.country,
  barTimeZone: bars.timeZone,
};

/** Bookings joined to their match and bar, filtered by `where` (always by the caller's bar or account). */
export function selectBookings(db: Database | Tx, where: ReturnType<typeof and>) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(matches, eq(matches.id, bookings.matchId))
    .innerJoin(bars, eq(bars.id, bookings.barId))
    .where(where);
}

export type BookingRow = Awaited<ReturnType<typeof selectBookings>>[number];

export function factsOf(row: BookingRow): BookingFacts {
  return {
    ...row,
    barAddress: addressLine({
      street: row.barStreet,
      number: row.barNumber,
      postalCode: row.barPostalCode,
      city: row.barCity,
      country: row.barCountry,
    }),
    timeZone: effectiveTimeZone(row.barTimeZone, row.barCountry).timeZone,
  };
}

const holdsSeats = (status: string) => (SEAT_HOLDING_STATUSES as readonly string[]).includes(status);
/** A match still to be played as planned, before its kick-off. */
export const stillAhead = (row: { kickOff: Date; matchStatus: string }, now: Date) =>
  row.kickOff.getTime() > now.getTime() && (row.matchStatus === 'SCHEDULED' || row.matchStatus === 'TIMED');

export function fanBookingOf(row: BookingRow, now = new Date()): FanBooking {
  return {
    id: row.id,
    matchId: row.matchId,
    headline: row.headline,
    kickOff: row.kickOff.toISOString(),
    matchStatus: row.matchStatus,
    barName: row.barName,
    barSlug: row.barSlug,
    seats: row.seats,
    name: row.name,
    note: row.note,
    status: row.status,
    declineReason: row.declineReason,
    cancellable: holdsSeats(row.status) && row.kickOff.getTime() > now.getTime(),
    createdAt: row.createdAt.toISOString(),
  };
}

export function barBookingOf(row: BookingRow): BarBooking {
  return {
    id: row.id,
    matchId: row.matchId,
    headline: row.headline,
    kickOff: row.kickOff.toISOString(),
    matchStatus: row.matchStatus,
    seats: row.seats,
    name: row.name,
    note: row.note,
    status: row.status,
    declineReason: row.declineReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Seats held (requested and accepted) at a bar for a match. */
export async function seatsHeld(tx: Database | Tx, barId: string, matchId: string): Promise<number> {
  const [row] = await tx
    .select({ held: sql<number>`coalesce(sum(${bookings.seats}), 0)::int` })
    .from(bookings)
    .where(
      and(eq(bookings.barId, barId), eq(bookings.matchId, matchId), inArray(bookings.status, SEAT_HOLDING_STATUSES)),
    );
  return Number(row?.held ?? 0);
}

/** The bar's owner and managers with active accounts: they answer bookings (a scanner does not). */
export async function bookingTeamOf(tx: Tx, barId: string) {
  return tx
    .select({ userId: users.id, email: users.email, nickname: users.nickname, language: users.language })
    .from(users)
    .where(and(inArray(users.id, sql`(select user_id from ${barAnswerers(barId)} as a)`), eq(users.active, true)))
    .orderBy(users.id);
}

/** An accepted bar outside the trash, by its public slug. */
export async function publicBarBySlug(db: Database | Tx, slug: string) {
  const [bar] = await db
    .select({
      id: bars.id,
      name: bars.name,
      slug: bars.slug,
      city: bars.city,
      takesBookings: bars.takesBookings,
      bookingSeatsPerMatch: bars.bookingSeatsPerMatch,
      capacity: bars.capacity,
    })
    .from(bars)
    .where(and(eq(bars.slug, slug), eq(bars.status, 'accepted'), isNull(bars.trashedAt)))
    .limit(1);
  return bar;
}
