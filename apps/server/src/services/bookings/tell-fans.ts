import { and, eq, inArray } from 'drizzle-orm';
import { SEAT_HOLDING_STATUSES } from '@app/contract/bookings';
import type { MatchChangeKind } from '@app/contract/notices';
import type { Tx } from '../../db/client.ts';
import { bookings, users } from '../../db/schema/index.ts';
import { queueMails } from '../mail/mail-outbox.ts';
import { bookingMatchChangeMail } from './booking-mails.ts';
import { factsOf, selectBookings } from './booking-queries.ts';

/**
 * Call in the transaction that postponed or cancelled a match: every fan holding a booking for it
 * (waiting or accepted, at any bar) gets a mail in their language, committed with the change.
 * Returns how many fans were told.
 */
export async function tellFansWithBookings(
  tx: Tx,
  matchId: string,
  kind: Extract<MatchChangeKind, 'postponed' | 'cancelled'>,
  previousDate: Date,
  publicUrl: string,
): Promise<number> {
  const rows = await selectBookings(
    tx,
    and(eq(bookings.matchId, matchId), inArray(bookings.status, SEAT_HOLDING_STATUSES)),
  );
  if (rows.length === 0) return 0;
  const fans = await tx
    .select({ id: users.id, email: users.email, nickname: users.nickname, language: users.language })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((row) => row.userId))]));
  const fanOf = new Map(fans.map((fan) => [fan.id, fan]));
  await queueMails(
    tx,
    rows.flatMap((row) => {
      const fan = fanOf.get(row.userId);
      return fan ? [bookingMatchChangeMail(fan, factsOf(row), kind, previousDate, publicUrl)] : [];
    }),
  );
  return rows.length;
}
