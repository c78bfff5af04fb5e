import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { barBroadcasts, bars, matches, notices, users } from '../../db/schema/index.ts';
import { barAnswerers } from '../team/bar-answerers.ts';
import { queueMail } from '../mail/mail-outbox.ts';
import { effectiveTimeZone } from '../bar-profile/country-time-zone.ts';
import { matchChangeMail } from './match-change-mail.ts';
import { tellFansWithBookings } from '../bookings/tell-fans.ts';
import { matchChangeOf, type MatchMoment } from './match-change.ts';

/**
 * The people to tell about a match: the owner and the managers of every accepted bar (not in the
 * trash) that broadcasts it, whose accounts are active. A scanner only scans codes: not told.
 */
async function peopleOfBroadcastingBars(tx: Tx, matchId: string) {
  return tx
    .select({
      userId: users.id,
      email: users.email,
      nickname: users.nickname,
      language: users.language,
      barId: bars.id,
      barName: bars.name,
      barTimeZone: bars.timeZone,
      barCountry: bars.country,
    })
    .from(barBroadcasts)
    .innerJoin(bars, eq(bars.id, barBroadcasts.barId))
    .innerJoin(sql`${barAnswerers()} as a`, sql`a.bar_id = ${bars.id}`)
    .innerJoin(users, sql`${users.id} = a.user_id`)
    .where(
      and(
        eq(barBroadcasts.matchId, matchId),
        eq(bars.status, 'accepted'),
        isNull(bars.trashedAt),
        eq(users.active, true),
      ),
    )
    .orderBy(bars.id, users.id);
}

/**
 * Call in the transaction that changed the match, after the change, with the match as it was
 * before: when the change is one bars must hear about (match-change.ts), every person of every
 * bar that shows it gets a notice and a mail, both committed with the change or not at all; when it
 * is postponed or cancelled, so does every fan holding a booking for it. Returns how many people of
 * the bars were told.
 */
export async function tellBarsAboutMatchChange(
  tx: Tx,
  matchId: string,
  before: MatchMoment,
  consoleUrl: string,
): Promise<number> {
  const [after] = await tx
    .select({ status: matches.status, scheduledDate: matches.scheduledDate, headline: matches.headline })
    .from(matches)
    .where(eq(matches.id, matchId));
  if (!after) return 0;
  const kind = matchChangeOf(before, after);
  if (!kind) return 0;
  // Fans holding a booking hear of a match that will not be played as planned; a move is the bar's to tell.
  if (kind !== 'moved') await tellFansWithBookings(tx, matchId, kind, before.scheduledDate, consoleUrl);
  const people = await peopleOfBroadcastingBars(tx, matchId);
  if (people.length === 0) return 0;
  const change = {
    kind,
    matchId,
    headline: after.headline,
    previousDate: before.scheduledDate,
    scheduledDate: after.scheduledDate,
  };
  await tx.insert(notices).values(people.map((p) => ({ ...change, userId: p.userId, barId: p.barId })));
  for (const person of people) {
    // In the person's language, the kick-offs in the bar's zone (the owner's choice, else its country's).
    const { timeZone } = effectiveTimeZone(person.barTimeZone, person.barCountry);
    await queueMail(
      tx,
      matchChangeMail({
        ...change,
        to: person.email,
        nickname: person.nickname,
        barName: person.barName,
        language: person.language,
        timeZone,
        consoleUrl,
      }),
    );
  }
  return people.length;
}
