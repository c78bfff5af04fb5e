import { sql } from 'drizzle-orm';
import type { BookingSeats } from '@app/contract/booking-settings';
import { queryRows, type Database } from '../../db/client.ts';
import { fansGoing } from '../public-matches/going-counts.ts';

export type ShowingFans = { going: number; seats: BookingSeats };
type Pair = { barId: string; matchId: string };

const NONE: ShowingFans = { going: 0, seats: { requested: 0, accepted: 0 } };

/**
 * The fans each bar expects for each match it shows: going ("I'm going" or a booking waiting or
 * accepted, each fan once, as the fans' pages count them) and the seats its bookings hold. Each
 * pair is a seek of the goers' and the bookings' (bar, match) indexes.
 */
export async function showingFans(
  db: Database,
  pairs: readonly Pair[],
): Promise<{ of: (barId: string, matchId: string) => ShowingFans }> {
  const found = new Map<string, ShowingFans>();
  const key = (barId: string, matchId: string) => `${barId} ${matchId}`;
  if (pairs.length > 0) {
    const rows = await queryRows<{ barId: string; matchId: string; going: number; seats: number[] }>(
      db,
      sql`
      select p.bar_id as "barId", p.match_id as "matchId",
        ${fansGoing(sql`p.bar_id`, sql`p.match_id`)} as going,
        (select array[coalesce(sum(k.seats) filter (where k.status = 'requested'), 0),
            coalesce(sum(k.seats) filter (where k.status = 'accepted'), 0)]::int[] from bookings k
          where k.bar_id = p.bar_id and k.match_id = p.match_id) as seats
      from (values ${sql.join(
        pairs.map((p) => sql`(${p.barId}::uuid, ${p.matchId}::uuid)`),
        sql`, `,
      )}) as p(bar_id, match_id)`,
    );
    for (const r of rows)
      found.set(key(r.barId, r.matchId), {
        going: Number(r.going),
        seats: { requested: Number(r.seats[0] ?? 0), accepted: Number(r.seats[1] ?? 0) },
      });
  }
  return { of: (barId, matchId) => found.get(key(barId, matchId)) ?? NONE };
}
