import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import { BROADCAST_WARNING_MESSAGES, MATCH_SLOT_MINUTES, type BroadcastWarning } from '@app/contract/bar-profile';
import { MATCH_MESSAGES } from '@app/contract/matches';
import { isOpenAt, localDateOf, openLongerFor } from '@app/contract/opening-hours';
import type { Database, Tx } from '../../db/client.ts';
import { barBroadcasts, bars, matches } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { barProfileOf } from '../bar-profile/bar-profile-row.ts';

const SLOT_MS = MATCH_SLOT_MINUTES * 60_000;

type Slot = { matchId: string; start: number };

/**
 * The most broadcasts running at one moment of a match's slot (the match included): the busiest
 * moment is always some broadcast's kick-off, so only those instants are counted.
 */
function busiestOverlap(match: Slot, others: readonly Slot[]): { count: number; matchIds: string[] } {
  const all = [match, ...others.filter((o) => o.matchId !== match.matchId)];
  let best = { count: 0, matchIds: [] as string[] };
  for (const moment of all.map((s) => s.start)) {
    if (moment < match.start || moment >= match.start + SLOT_MS) continue;
    const running = all.filter((s) => s.start <= moment && moment < s.start + SLOT_MS);
    if (running.length > best.count) best = { count: running.length, matchIds: running.map((s) => s.matchId) };
  }
  return best;
}

/**
 * What switching a match on at a bar warns about; never a refusal. Kick-off while the
 * bar is closed (with the special hours that would cover it), and more broadcasts at once than
 * the bar has screens, or (two or more at once) sound zones.
 */
export async function broadcastWarnings(
  db: Database | Tx,
  barId: string,
  matchId: string,
): Promise<BroadcastWarning[]> {
  const [bar] = await db.select().from(bars).where(eq(bars.id, barId)).limit(1);
  if (!bar) throw notFound(MATCH_MESSAGES.noBar);
  const [match] = await db
    .select({ id: matches.id, scheduledDate: matches.scheduledDate })
    .from(matches)
    .where(and(eq(matches.id, matchId), isNull(matches.trashedAt)))
    .limit(1);
  if (!match) throw notFound(MATCH_MESSAGES.matchNotFound, 'matches.NOT_FOUND');

  const { openingHours, timeZone, viewing } = barProfileOf(bar);
  const kickOff = match.scheduledDate;
  const warnings: BroadcastWarning[] = [];
  if (!isOpenAt(openingHours, timeZone, kickOff)) {
    warnings.push({
      code: 'outsideHours',
      message: BROADCAST_WARNING_MESSAGES.outsideHours,
      kickOff: kickOff.toISOString(),
      date: localDateOf(kickOff, timeZone),
      openLonger: openLongerFor(openingHours, timeZone, kickOff),
    });
  }

  const others = await db
    .select({ matchId: matches.id, scheduledDate: matches.scheduledDate })
    .from(barBroadcasts)
    .innerJoin(matches, eq(matches.id, barBroadcasts.matchId))
    .where(
      and(
        eq(barBroadcasts.barId, barId),
        ne(barBroadcasts.matchId, matchId),
        isNull(matches.trashedAt),
        ne(matches.status, 'CANC'),
        gt(matches.scheduledDate, new Date(kickOff.getTime() - SLOT_MS)),
        lt(matches.scheduledDate, new Date(kickOff.getTime() + SLOT_MS)),
      ),
    );
  const busiest = busiestOverlap(
    { matchId, start: kickOff.getTime() },
    others.map((o) => ({ matchId: o.matchId, start: o.scheduledDate.getTime() })),
  );
  if (busiest.count > viewing.screens) {
    warnings.push({
      code: 'notEnoughScreens',
      message: BROADCAST_WARNING_MESSAGES.notEnoughScreens,
      overlapping: busiest.count,
      screens: viewing.screens,
      matchIds: busiest.matchIds,
    });
  }
  if (busiest.count >= 2 && busiest.count > viewing.soundZones) {
    warnings.push({
      code: 'notEnoughSoundZones',
      message: BROADCAST_WARNING_MESSAGES.notEnoughSoundZones,
      overlapping: busiest.count,
      soundZones: viewing.soundZones,
      matchIds: busiest.matchIds,
    });
  }
  return warnings;
}
