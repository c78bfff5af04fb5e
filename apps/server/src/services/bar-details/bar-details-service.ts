import { desc, eq } from 'drizzle-orm';
import {
  SEND_FOR_REVIEW_CODES,
  SEND_FOR_REVIEW_MESSAGES,
  WEEKDAYS,
  type BarDetails,
  type BarProgram,
  type UpdateBarBody,
} from '@app/contract/bar-details';
import { openingHoursSchema, type OpeningHours, type SpecialDay } from '@app/contract/bar-profile';
import { barProgramFromHours, parseDayProgram, sortedHours, weeklyHoursFromProgram } from '@app/contract/opening-hours';
import type { Database, Tx } from '../../db/client.ts';
import { barStatusChanges, bars } from '../../db/schema/index.ts';
import type { Role } from '@app/contract/common';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { queuePendingBarMails } from '../bars-admin/pending-bar-mails.ts';
import { barSearchText } from '../bars-admin/bar-search-text.ts';
import { barProfileOf, openingHoursOf } from '../bar-profile/bar-profile-row.ts';
import { bookingSeatsOf } from '../bookings/booking-seats.ts';
import { barPictureMethods } from './bar-pictures.ts';

type BarRow = typeof bars.$inferSelect;

const BAR_NOT_FOUND = 'This bar does not exist';
export const NOT_YOUR_BAR = 'You can only see and edit your own bar';

type LastMove = { toStatus: string; reason: string; changedAt: Date } | undefined;

/** The latest recorded move: the owner sees why and since when the bar stands where it does. */
async function lastMove(db: Database | Tx, barId: string): Promise<LastMove> {
  const [move] = await db
    .select({
      toStatus: barStatusChanges.toStatus,
      reason: barStatusChanges.reason,
      changedAt: barStatusChanges.changedAt,
    })
    .from(barStatusChanges)
    .where(eq(barStatusChanges.barId, barId))
    .orderBy(desc(barStatusChanges.changedAt), desc(barStatusChanges.id))
    .limit(1);
  return move;
}

/** The public page of a bar: `/b/{slug}` on the console's address. */
function publicBarUrl(consoleUrl: string, slug: string): string {
  return `${consoleUrl.replace(/\/$/, '')}/b/${encodeURIComponent(slug)}`;
}

function toDetails(row: BarRow, move: LastMove, consoleUrl: string): BarDetails {
  // A move recorded before the current status (should not happen) says nothing about it.
  const current = move?.toStatus === row.status ? move : undefined;
  return {
    barId: row.id,
    name: row.name,
    email: row.email,
    telephoneNumber: row.phone,
    website: row.website,
    facebookUrl: row.facebookUrl,
    status: row.status,
    statusReason: current ? current.reason : null,
    statusChangedAt: current ? current.changedAt.toISOString() : null,
    bar_user: [{ email: row.email }],
    address: {
      city: row.city,
      country: row.country,
      state: row.state,
      number: row.number,
      postalCode: row.postalCode,
      street: row.street,
    },
    barProgram: row.program,
    slug: row.slug,
    publicUrl: publicBarUrl(consoleUrl, row.slug),
    ...barProfileOf(row),
    latitude: row.latitude,
    longitude: row.longitude,
    contactsShownToFans: row.contactsShownToFans,
    bookings: { takesBookings: row.takesBookings, seatsPerMatch: bookingSeatsOf(row) },
    logo: row.logo,
    photos: row.photos,
  };
}

/**
 * What a save writes for the hours. Structured hours win and docs/product.md's strings are written from
 * them. A client that sends only the strings (docs/product.md's form) keeps working: when all seven read
 * as valid hours the structure follows them, otherwise the strings are stored as they are and the
 * structure is left alone.
 */
function hoursColumns(
  body: UpdateBarBody,
  current: OpeningHours,
): { program: BarProgram; openingHours?: OpeningHours } {
  // Stored in time order, so every reader lists split hours earliest first.
  if (body.openingHours)
    return { program: barProgramFromHours(body.openingHours.weekly), openingHours: sortedHours(body.openingHours) };
  const program = body.barProgram!;
  if (WEEKDAYS.some((day) => parseDayProgram(program[day]) === null)) return { program };
  const parsed = openingHoursSchema.safeParse({ ...current, weekly: weeklyHoursFromProgram(program) });
  return parsed.success ? { program, openingHours: sortedHours(parsed.data) } : { program };
}

/**
 * An owner reaches only the bar linked to the account (never an id from the client); an admin
 * reaches any bar. Checked before the bar is read, so a 403 tells nothing about other bars.
 */
export function assertCanReachBar(user: { role: Role; barId: string | null }, barId: string): void {
  if (user.role === 'admin') return;
  if ((user.role === 'owner' || user.role === 'manager') && user.barId !== null && user.barId === barId) return;
  throw forbidden(NOT_YOUR_BAR);
}

export function createBarDetailsService(db: Database, options: { consoleUrl: string }) {
  return {
    ...barPictureMethods(db),
    async get(barId: string): Promise<BarDetails> {
      const [row] = await db.select().from(bars).where(eq(bars.id, barId)).limit(1);
      if (!row) throw notFound(BAR_NOT_FOUND);
      return toDetails(row, await lastMove(db, barId), options.consoleUrl);
    },

    /**
     * One transaction: the bar changes whole or not at all. The body was validated by the contract's
     * rules; the row is locked because the hours written depend on the ones stored.
     */
    async update(body: UpdateBarBody): Promise<BarDetails> {
      const { address, viewing } = body;
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ openingHours: bars.openingHours, program: bars.program })
          .from(bars)
          .where(eq(bars.id, body.barId))
          .for('update');
        if (!current) throw notFound(BAR_NOT_FOUND);
        const [row] = await tx
          .update(bars)
          .set({
            name: body.name,
            email: body.email,
            phone: body.telephoneNumber,
            website: body.website,
            facebookUrl: body.facebookUrl,
            country: address.country,
            state: address.state,
            city: address.city,
            street: address.street,
            number: address.number,
            postalCode: address.postalCode,
            ...hoursColumns(body, openingHoursOf(current)),
            ...(body.timeZone !== undefined ? { timeZone: body.timeZone } : {}),
            // Both or neither (the contract's rule and bars_location_check); absent leaves the place as it is.
            ...(body.latitude !== undefined ? { latitude: body.latitude, longitude: body.longitude ?? null } : {}),
            ...(body.contactsShownToFans !== undefined ? { contactsShownToFans: body.contactsShownToFans } : {}),
            ...(body.bookings
              ? { takesBookings: body.bookings.takesBookings, bookingSeatsPerMatch: body.bookings.seatsPerMatch }
              : {}),
            ...(viewing
              ? {
                  screens: viewing.screens,
                  soundZones: viewing.soundZones,
                  bigScreen: viewing.bigScreen,
                  outdoorScreen: viewing.outdoorScreen,
                  capacity: viewing.capacity,
                }
              : {}),
            searchText: barSearchText({
              name: body.name,
              email: body.email,
              city: address.city,
              country: address.country,
            }),
            updatedAt: new Date(),
          })
          .where(eq(bars.id, body.barId))
          .returning();
        if (!row) throw notFound(BAR_NOT_FOUND);
        return toDetails(row, await lastMove(tx, body.barId), options.consoleUrl);
      });
    },

    /**
     * 'Open longer that day': hours of their own for one date, replacing that date's
     * earlier ones. The row is locked so two saves never lose each other's dates.
     */
    async setSpecialHours(barId: string, day: SpecialDay): Promise<BarDetails> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(bars).where(eq(bars.id, barId)).for('update');
        if (!row) throw notFound(BAR_NOT_FOUND);
        const hours = openingHoursOf(row);
        const special = [...hours.special.filter((d) => d.date !== day.date), day];
        const parsed = openingHoursSchema.safeParse(sortedHours({ ...hours, special }));
        if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid hours');
        const [saved] = await tx
          .update(bars)
          .set({ openingHours: parsed.data, program: barProgramFromHours(parsed.data.weekly), updatedAt: new Date() })
          .where(eq(bars.id, barId))
          .returning();
        return toDetails(saved!, await lastMove(tx, barId), options.consoleUrl);
      });
    },

    /**
     * The owner of a rejected bar sends it back to Pending after fixing it. The row is
     * locked, so a concurrent admin move is seen; the move is recorded with the owner as its author.
     * Only from Rejected (a bar in Pending already waits; an accepted one needs no review).
     */
    async sendForReview(barId: string, byUserId: string): Promise<BarDetails> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(bars).where(eq(bars.id, barId)).for('update');
        if (!row) throw notFound(BAR_NOT_FOUND);
        if (row.status !== 'rejected' || row.trashedAt !== null) {
          throw badRequest(SEND_FOR_REVIEW_MESSAGES.notRejected, SEND_FOR_REVIEW_CODES.notRejected);
        }
        const now = new Date();
        const [moved] = await tx
          .update(bars)
          .set({ status: 'pending', updatedAt: now })
          .where(eq(bars.id, barId))
          .returning();
        await tx.insert(barStatusChanges).values({
          barId,
          fromStatus: 'rejected',
          toStatus: 'pending',
          reason: '',
          changedBy: byUserId,
          changedAt: now,
        });
        // Every bar that enters Pending is announced to the admins, in the same transaction.
        await queuePendingBarMails(tx, barId, options.consoleUrl);
        return toDetails(moved!, await lastMove(tx, barId), options.consoleUrl);
      });
    },
  };
}
export type BarDetailsService = ReturnType<typeof createBarDetailsService>;
