import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BookingSeats } from '@app/contract/booking-settings';
import type { GroupBar, GroupMatch, GroupWeekAnswer } from '@app/contract/group-week';
import type { PlannerWeekAnswer } from '@app/contract/planner';
import { PLANNER_MESSAGES } from '@app/contract/planner';
import { localDateOf, localTimeOf } from '@app/contract/opening-hours';
import { queryRows, type Database } from '../../db/client.ts';
import { barBroadcasts } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/http-error.ts';
import type { ConsoleMatchesService } from '../matches/console-matches-service.ts';
import { matchDemands } from './match-demands.ts';
import { showingFans } from './showing-fans.ts';
import type { PlannerWeekService } from './planner-week-service.ts';

type PlannedBar = { id: string; name: string; status: GroupBar['status']; role: GroupBar['role'] };

/**
 * The bars a person plans, oldest first: the ones they own, and the teams they manage whose owner is
 * active (a deactivated owner's team stops with them). A scanner plans nothing.
 */
function plannedBars(db: Database, userId: string): Promise<PlannedBar[]> {
  return queryRows<PlannedBar>(
    db,
    sql`
    select held.id, held.name, held.status, held.role from (
      select b.id, b.name, b.status, 'owner' as role, b.created_at as since from bars b where b.owner_user_id = ${userId}
      union all
      select b.id, b.name, b.status, m.role, m.created_at from bar_members m
      join bars b on b.id = m.bar_id
      join users o on o.id = b.owner_user_id
      where m.user_id = ${userId} and m.removed_at is null and m.role = 'manager' and o.active
    ) held
    order by held.since, held.id`,
  );
}

const sumSeats = (all: BookingSeats[]): BookingSeats => ({
  requested: all.reduce((n, s) => n + s.requested, 0),
  accepted: all.reduce((n, s) => n + s.accepted, 0),
});

/**
 * A pub group's week: each bar's week as its own planner reads it (its zone, screens and clashes),
 * laid side by side by match, with the fans each bar expects. Bars of a group in other time zones
 * read the week of the group's first bar's dates.
 */
export function createGroupWeekService(
  db: Database,
  plannerWeek: PlannerWeekService,
  consoleMatches: ConsoleMatchesService,
) {
  async function barsOf(userId: string): Promise<PlannedBar[]> {
    const planned = await plannedBars(db, userId);
    if (planned.length === 0) throw forbidden(PLANNER_MESSAGES.groupNoBars, 'planner.GROUP_NO_BARS');
    return planned;
  }

  return {
    async week(userId: string, start?: string): Promise<GroupWeekAnswer> {
      const planned = await barsOf(userId);
      const weeks: PlannerWeekAnswer[] = [];
      for (const bar of planned) {
        // The first bar's week fixes the dates; the others read the same Monday in their zones.
        const week = await plannerWeek.week(bar.id, weeks[0]?.weekStart ?? start);
        weeks.push(week);
      }
      const first = weeks[0]!;
      const pairs = planned.flatMap((bar, i) =>
        weeks[i]!.broadcasts.map((b) => ({ barId: bar.id, matchId: b.matchId })),
      );
      const fans = await showingFans(db, pairs);
      const demands = await matchDemands(db, [...new Set(pairs.map((p) => p.matchId))]);

      const matches = new Map<string, GroupMatch>();
      planned.forEach((bar, i) => {
        for (const b of weeks[i]!.broadcasts) {
          const kickoff = new Date(b.kickoff);
          const match = matches.get(b.matchId) ?? {
            matchId: b.matchId,
            headline: b.headline,
            competitionName: b.competitionName,
            homeTeamEmblemUrl: b.homeTeamEmblemUrl,
            awayTeamEmblemUrl: b.awayTeamEmblemUrl,
            status: b.status,
            kickoff: b.kickoff,
            localDate: localDateOf(kickoff, first.timeZone),
            localTime: localTimeOf(kickoff, first.timeZone),
            demand: demands.get(b.matchId) ?? { views7d: 0, followers: 0 },
            shownAt: [],
          };
          match.shownAt.push({
            barId: bar.id,
            screen: b.screen,
            withSound: b.withSound,
            clashes: b.clashes,
            ...fans.of(bar.id, b.matchId),
          });
          matches.set(b.matchId, match);
        }
      });

      const bars: GroupBar[] = planned.map((bar, i) => {
        const { broadcasts, timeZone } = weeks[i]!;
        const showing = broadcasts.map((b) => fans.of(bar.id, b.matchId));
        return {
          ...bar,
          timeZone,
          broadcasts: broadcasts.length,
          clashes: broadcasts.filter((b) => b.clashes.length > 0).length,
          going: showing.reduce((n, s) => n + s.going, 0),
          seats: sumSeats(showing.map((s) => s.seats)),
        };
      });
      return {
        timeZone: first.timeZone,
        weekStart: first.weekStart,
        days: first.days,
        bars,
        matches: [...matches.values()].sort(
          (a, b) => a.kickoff.localeCompare(b.kickoff) || a.matchId.localeCompare(b.matchId),
        ),
      };
    },

    /**
     * Shows one match in several of the person's bars, all or none: a bar they do not plan refuses
     * the whole request. Answers every bar of theirs that shows it now.
     */
    async show(userId: string, matchId: string, barIds: readonly string[]): Promise<string[]> {
      const planned = await barsOf(userId);
      const theirs = new Set(planned.map((bar) => bar.id));
      const asked = [...new Set(barIds.map((id) => id.toLowerCase()))];
      if (asked.some((id) => !theirs.has(id)))
        throw forbidden(PLANNER_MESSAGES.groupBarNotYours, 'planner.GROUP_BAR_NOT_YOURS');
      await consoleMatches.showInBars(asked, matchId);
      const showing = await db
        .select({ barId: barBroadcasts.barId })
        .from(barBroadcasts)
        .where(and(eq(barBroadcasts.matchId, matchId), inArray(barBroadcasts.barId, [...theirs])));
      const shown = new Set(showing.map((row) => row.barId));
      return planned.filter((bar) => shown.has(bar.id)).map((bar) => bar.id);
    },
  };
}
export type GroupWeekService = ReturnType<typeof createGroupWeekService>;
