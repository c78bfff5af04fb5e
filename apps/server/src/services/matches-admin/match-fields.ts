import { sql } from 'drizzle-orm';
import { datesWithKickOff, matchHeadline, type MatchInputParsed } from '@app/contract/matches-admin';
import type { Tx } from '../../db/client.ts';
import { competitions, teams } from '../../db/schema/index.ts';
import { textArray } from '../../db/sql-arrays.ts';

type Dated = MatchInputParsed['dates'][number];

/** The day of the start_date entry (else the first entry), as [year, month, day]. */
function kickOffDay(dates: readonly Dated[]): [number, number, number] {
  const entry = dates.find((d) => d.label === 'start_date') ?? dates[0];
  if (!entry) throw new Error('a match needs a date');
  const [day, month, year] = entry.date.split('.').map(Number);
  return [year ?? 0, month ?? 1, day ?? 1];
}

/**
 * scheduledDate from the dated entries. The dialog has no time of day: an edited match keeps its
 * kick-off time (days are compared in UTC, as the dialog shows them), a new one starts at 12:00 UTC,
 * which is the same calendar day in every time zone from UTC-11 to UTC+11.
 */
function scheduledDateOf(dates: readonly Dated[], previous?: Date): Date {
  const [year, month, day] = kickOffDay(dates);
  const time = previous ?? new Date(Date.UTC(2000, 0, 1, 12, 0, 0));
  // To the millisecond: a save that keeps the day keeps the instant, or the match would count as
  // moved (the bars told of a move, every player's rows of it rebuilt).
  return new Date(
    Date.UTC(
      year,
      month - 1,
      day,
      time.getUTCHours(),
      time.getUTCMinutes(),
      time.getUTCSeconds(),
      time.getUTCMilliseconds(),
    ),
  );
}

/**
 * The kick-off and the dated entries a save writes. A chosen kick-off is stored as that instant and
 * sets the start date (its day where it was chosen); without one, the start date sets the kick-off.
 */
function kickOffColumns(input: MatchInputParsed, previousDate?: Date) {
  if (input.scheduledDate)
    return { scheduledDate: new Date(input.scheduledDate), dates: datesWithKickOff(input.dates, input.scheduledDate) };
  return { scheduledDate: scheduledDateOf(input.dates, previousDate), dates: input.dates };
}

/**
 * The columns a create or an edit writes. The competition links to a known one by name (any case),
 * else it is kept as free text; team emblems come from known teams of the same name.
 */
export async function matchColumnsOf(tx: Tx, input: MatchInputParsed, previousDate?: Date) {
  const [competition] = input.competition
    ? await tx
        .select({ id: competitions.id, name: competitions.name })
        .from(competitions)
        .where(sql`lower(${competitions.name}) = lower(${input.competition})`)
        .limit(1)
    : [];
  const teamNames = [input.homeTeam, input.awayTeam].filter(Boolean).map((n) => n.toLowerCase());
  const knownTeams = teamNames.length
    ? await tx
        .select({ name: teams.name, emblemUrl: teams.emblemUrl })
        .from(teams)
        .where(sql`lower(${teams.name}) = any(${textArray(teamNames)})`)
    : [];
  const emblemOf = (name: string) =>
    knownTeams.find((t) => t.name.toLowerCase() === name.toLowerCase())?.emblemUrl ?? '';
  const headline = matchHeadline(input.homeTeam, input.awayTeam);
  const competitionName = competition?.name ?? input.competition;
  return {
    homeTeam: input.homeTeam,
    awayTeam: input.awayTeam,
    homeTeamEmblemUrl: emblemOf(input.homeTeam),
    awayTeamEmblemUrl: input.awayTeam ? emblemOf(input.awayTeam) : '',
    headline,
    competitionId: competition?.id ?? null,
    competitionName,
    country: input.country,
    matchType: input.matchType,
    ...kickOffColumns(input, previousDate),
    // Absent: an edit keeps the match's own value (drizzle leaves undefined columns out of the update).
    status: input.status,
    profilePic: input.profilePic,
    starred: input.starred,
    frequent: input.frequent,
    searchText: `${headline} ${competitionName}`.toLowerCase(),
    // Absent: kept on an edit; each goal given (or null) is written.
    fullTimeHomeGoals: input.goals?.fullTimeHomeGoals,
    fullTimeAwayGoals: input.goals?.fullTimeAwayGoals,
    liveHomeGoals: input.goals?.liveHomeGoals,
    liveAwayGoals: input.goals?.liveAwayGoals,
  };
}
