import { and, asc, eq, gte, isNull, lt, notInArray } from 'drizzle-orm';
import type { AssignmentAnswer, AssignmentBody, PlannedBroadcast, PlannerWeekAnswer } from '@app/contract/planner';
import { PLANNER_MESSAGES } from '@app/contract/planner';
import { MATCH_SLOT_MINUTES, intervalMinutes } from '@app/contract/bar-profile';
import { instantAt, intervalsFor, localDateOf, localTimeOf, shiftDate, weekdayOf } from '@app/contract/opening-hours';
import { WEEKDAYS } from '@app/contract/weekdays';
import type { Database } from '../../db/client.ts';
import { barBroadcasts, matches } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { markClashes } from './clashes.ts';
import { readPlanningProfile } from './planning-profile.ts';

const DURATION_MS = MATCH_SLOT_MINUTES * 60_000;
/** A cancelled match takes no screen. */
const NOT_SHOWN = ['CANC'];

/** The Monday of the week a date belongs to. */
const mondayOf = (date: string) => shiftDate(date, -WEEKDAYS.indexOf(weekdayOf(date)));
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function createPlannerWeekService(db: Database, clock: () => Date = () => new Date()) {
  return {
    /**
     * The bar's broadcasts kicking off in one week (Monday to Sunday in the bar's time zone), each
     * with its place on the grid and its clashes. Broadcasts of the evening before the week are
     * read too, so a match still running at Monday's midnight marks the clash it causes.
     */
    async week(barId: string, start?: string): Promise<PlannerWeekAnswer> {
      const profile = await readPlanningProfile(db, barId);
      const { timeZone } = profile;
      const weekStart = mondayOf(start ?? localDateOf(clock(), timeZone));
      const from = instantAt(weekStart, 0, timeZone);
      const to = instantAt(shiftDate(weekStart, 7), 0, timeZone);
      const rows = await db
        .select({
          matchId: matches.id,
          headline: matches.headline,
          competitionName: matches.competitionName,
          homeTeamEmblemUrl: matches.homeTeamEmblemUrl,
          awayTeamEmblemUrl: matches.awayTeamEmblemUrl,
          status: matches.status,
          kickoff: matches.scheduledDate,
          screen: barBroadcasts.screen,
          withSound: barBroadcasts.withSound,
        })
        .from(barBroadcasts)
        .innerJoin(matches, eq(matches.id, barBroadcasts.matchId))
        .where(
          and(
            eq(barBroadcasts.barId, barId),
            isNull(matches.trashedAt),
            notInArray(matches.status, NOT_SHOWN),
            gte(matches.scheduledDate, new Date(from.getTime() - DURATION_MS)),
            lt(matches.scheduledDate, to),
          ),
        )
        .orderBy(asc(matches.scheduledDate), asc(matches.id));
      const marks = markClashes(
        rows.map((r) => ({
          id: r.matchId,
          start: r.kickoff.getTime(),
          end: r.kickoff.getTime() + DURATION_MS,
          screen: r.screen,
          withSound: r.withSound,
        })),
        profile,
      );
      const broadcasts: PlannedBroadcast[] = rows
        .filter((r) => r.kickoff >= from)
        .map((r) => {
          const startMinute = minutesOf(localTimeOf(r.kickoff, timeZone));
          const mark = marks.get(r.matchId) ?? { overlapsWith: [], clashes: [] };
          return {
            matchId: r.matchId,
            headline: r.headline,
            competitionName: r.competitionName,
            homeTeamEmblemUrl: r.homeTeamEmblemUrl,
            awayTeamEmblemUrl: r.awayTeamEmblemUrl,
            status: r.status,
            kickoff: r.kickoff.toISOString(),
            localDate: localDateOf(r.kickoff, timeZone),
            startMinute,
            endMinute: startMinute + MATCH_SLOT_MINUTES,
            screen: r.screen,
            withSound: r.withSound,
            overlapsWith: mark.overlapsWith,
            clashes: mark.clashes,
          };
        });
      const days = Array.from({ length: 7 }, (_, i) => shiftDate(weekStart, i));
      const openings = profile.openingHours.temporarilyClosed
        ? []
        : days.flatMap((localDate) =>
            intervalsFor(profile.openingHours, localDate).map((iv) => ({
              localDate,
              startMinute: intervalMinutes(iv).start,
              endMinute: intervalMinutes(iv).end,
            })),
          );
      return {
        timeZone,
        openings,
        weekStart,
        days,
        screens: profile.screens,
        soundZones: profile.soundZones,
        broadcasts,
      };
    },

    /** Puts one of the bar's broadcasts on a screen, with or without sound; the bar must have both. */
    async assign(barId: string, matchId: string, body: AssignmentBody): Promise<AssignmentAnswer> {
      const profile = await readPlanningProfile(db, barId);
      if (body.screen > profile.screens)
        throw badRequest(PLANNER_MESSAGES.screenOutOfRange, 'planner.SCREEN_OUT_OF_RANGE');
      if (body.withSound && profile.soundZones === 0)
        throw badRequest(PLANNER_MESSAGES.noSoundZone, 'planner.NO_SOUND_ZONE');
      const updated = await db.transaction((tx) =>
        tx
          .update(barBroadcasts)
          .set({ screen: body.screen, withSound: body.withSound })
          .where(and(eq(barBroadcasts.barId, barId), eq(barBroadcasts.matchId, matchId)))
          .returning({ matchId: barBroadcasts.matchId }),
      );
      if (updated.length === 0) throw notFound(PLANNER_MESSAGES.broadcastNotFound, 'planner.BROADCAST_NOT_FOUND');
      return { matchId, ...body };
    },
  };
}
export type PlannerWeekService = ReturnType<typeof createPlannerWeekService>;
