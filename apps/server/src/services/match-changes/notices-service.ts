import { and, count, desc, eq, getTableColumns, isNull } from 'drizzle-orm';
import {
  NOTICE_CODES,
  NOTICE_MESSAGES,
  NOTICES_PAGE_SIZE,
  type Notice,
  type NoticesAnswer,
} from '@app/contract/notices';
import type { Database, Tx } from '../../db/client.ts';
import { bookings, notices } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';

async function unreadOf(db: Database | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
  return Number(row?.n ?? 0);
}

/** A notice with, for a booking request, the booking's seats and name. */
type NoticeRow = typeof notices.$inferSelect & { seats: number | null; bookingName: string | null };

/**
 * A row as the bell reads it: a match change with its kick-offs, a bar decision with its reason, or a booking request.
 */
function noticeOf(r: NoticeRow): Notice {
  const common = { id: r.id, headline: r.headline, createdAt: r.createdAt.toISOString(), read: r.readAt !== null };
  switch (r.kind) {
    case 'bar_accepted':
    case 'bar_pending':
    case 'bar_rejected':
      return { ...common, kind: r.kind, reason: r.reason };
    case 'prize_redeemed_elsewhere':
      // Written by the queued scan with its moment (scheduled_date) and the redeeming bar (reason).
      return { ...common, kind: r.kind, redeemedAt: r.scheduledDate!.toISOString(), redeemedBar: r.reason };
    case 'booking_requested':
      // The booking is deleted with its notice (notices.booking_id cascades), so the join always finds it.
      return {
        ...common,
        kind: r.kind,
        matchId: r.matchId!,
        scheduledDate: r.scheduledDate!.toISOString(),
        bookingId: r.bookingId!,
        seats: r.seats ?? 0,
        name: r.bookingName ?? '',
      };
    default:
      // The table's check (notices_kind_fields) keeps a match change's match and kick-offs set.
      return {
        ...common,
        kind: r.kind,
        matchId: r.matchId!,
        previousDate: r.previousDate!.toISOString(),
        scheduledDate: r.scheduledDate!.toISOString(),
      };
  }
}

/** A person's notices (the bell). Every call names the person from the session: nobody reads another's. */
export function createNoticesService(db: Database) {
  return {
    async list(userId: string): Promise<NoticesAnswer> {
      const [rows, unread] = await Promise.all([
        db
          .select({ ...getTableColumns(notices), seats: bookings.seats, bookingName: bookings.name })
          .from(notices)
          .leftJoin(bookings, eq(bookings.id, notices.bookingId))
          .where(eq(notices.userId, userId))
          .orderBy(desc(notices.createdAt), desc(notices.id))
          .limit(NOTICES_PAGE_SIZE),
        unreadOf(db, userId),
      ]);
      const items = rows.map(noticeOf);
      return { items, unread };
    },

    /** Marks one of the person's notices read (again is fine); another person's is unknown (404). */
    async markRead(userId: string, noticeId: string): Promise<number> {
      return db.transaction(async (tx) => {
        const [own] = await tx
          .select({ readAt: notices.readAt })
          .from(notices)
          .where(and(eq(notices.id, noticeId), eq(notices.userId, userId)))
          .for('update');
        if (!own) throw notFound(NOTICE_MESSAGES.notFound, NOTICE_CODES.notFound);
        if (!own.readAt) await tx.update(notices).set({ readAt: new Date() }).where(eq(notices.id, noticeId));
        return unreadOf(tx, userId);
      });
    },

    async markAllRead(userId: string): Promise<number> {
      return db.transaction(async (tx) => {
        await tx
          .update(notices)
          .set({ readAt: new Date() })
          .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
        return unreadOf(tx, userId);
      });
    },
  };
}
export type NoticesService = ReturnType<typeof createNoticesService>;
