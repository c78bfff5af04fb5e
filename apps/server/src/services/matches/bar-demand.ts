import { sql, type SQL } from 'drizzle-orm';
import type { BarDemandAnswer, DemandMatch } from '@app/contract/bar-demand';
import { DEMAND_DAYS, DEMAND_KM, DEMAND_LIMIT, DEMAND_WEIGHTS } from '@app/contract/bar-demand';
import { queryRows, type Database } from '../../db/client.ts';
import { uuidArray } from '../../db/sql-arrays.ts';
import { readPlanningProfile } from '../planner/planning-profile.ts';
import { kmBetween } from '../public-matches/bar-distance.ts';
import { matchFollowersColumn } from './match-demand.ts';

const KM_PER_DEGREE = 111.2;

type Row = {
  matchId: string;
  headline: string;
  competitionName: string;
  status: string;
  kickoff: Date;
  shownHere: boolean;
  viewers: number;
  followers: number;
  viewersNear: number | null;
  goingNear: number | null;
  seatsNear: number | null;
};

/**
 * What fans near the bar and anywhere do about the matches `which` selects (a condition on the outer
 * "matches" row): viewers of a match's page who asked for bars near them in an area within `km` (the
 * area's centre: about 8 km either way), fans going or booked at bars within `km` (this one
 * included), and the fans anywhere, each match with its score. Each figure is read per match by its
 * own keys (the areas' and the views' by match and day, goers and bookings by match).
 */
async function demandFor(db: Database, barId: string, km: number, which: SQL, now: Date) {
  const profile = await readPlanningProfile(db, barId);
  const { place } = profile;
  const located = place !== null;
  const today = now.toISOString().slice(0, 10);

  let near = sql`null::int as "viewersNear", null::int as "goingNear", null::int as "seatsNear"`;
  if (place) {
    const here = place;
    const { lat, lng } = here;
    const dLat = km / KM_PER_DEGREE;
    const dLng = km / (KM_PER_DEGREE * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
    // The box of cells around the bar, then the distance of each cell's centre; the bars within `km`.
    const cellNear = sql`a.lat10 between ${Math.floor((lat - dLat) * 10)} and ${Math.ceil((lat + dLat) * 10)}
      and a.lng10 between ${Math.floor((lng - dLng) * 10)} and ${Math.ceil((lng + dLng) * 10)}
      and ${kmBetween(here, sql`(a.lat10 / 10.0)`, sql`(a.lng10 / 10.0)`)} <= ${km}`;
    const barNear = sql`b.latitude is not null
      and ${kmBetween(here, sql`b.latitude`, sql`b.longitude`)} <= ${km}`;
    near = sql`
      (select coalesce(sum(a.views), 0)::int from match_page_view_areas a
        where a.match_id = "matches"."id" and a.day between ${today}::date - 6 and ${today}::date and ${cellNear}) as "viewersNear",
      (select count(distinct f.user_id)::int from (
        select g.user_id, g.bar_id from match_goers g where g.match_id = "matches"."id"
        union all
        select k.user_id, k.bar_id from bookings k
        where k.match_id = "matches"."id" and k.status in ('requested', 'accepted')
      ) f join bars b on b.id = f.bar_id where ${barNear}) as "goingNear",
      (select coalesce(sum(k.seats), 0)::int from bookings k join bars b on b.id = k.bar_id
        where k.match_id = "matches"."id" and k.status in ('requested', 'accepted') and ${barNear}) as "seatsNear"`;
  }

  const rows = await queryRows<Row>(
    db,
    sql`
    select "matches"."id" as "matchId", "matches"."headline", "matches"."competition_name" as "competitionName",
      "matches"."status", "matches"."scheduled_date" as "kickoff",
      exists (select 1 from bar_broadcasts s where s.bar_id = ${barId} and s.match_id = "matches"."id") as "shownHere",
      (select coalesce(sum(v.views), 0)::int from match_page_views v
        where v.match_id = "matches"."id" and v.day between ${today}::date - 6 and ${today}::date) as "viewers",
      ${matchFollowersColumn} as "followers",
      ${near}
    from matches "matches"
    where ${which}`,
  );

  const matches: DemandMatch[] = rows.map((r) => {
    const nearFigures = located
      ? { viewers: Number(r.viewersNear), going: Number(r.goingNear), seats: Number(r.seatsNear) }
      : null;
    const score =
      (nearFigures
        ? DEMAND_WEIGHTS.goingNear * nearFigures.going +
          DEMAND_WEIGHTS.viewersNear * nearFigures.viewers +
          DEMAND_WEIGHTS.seatsNear * nearFigures.seats
        : 0) +
      DEMAND_WEIGHTS.followers * Number(r.followers) +
      DEMAND_WEIGHTS.viewers * Number(r.viewers);
    return {
      matchId: r.matchId,
      headline: r.headline,
      competitionName: r.competitionName,
      status: r.status,
      kickoff: new Date(r.kickoff).toISOString(),
      shownHere: r.shownHere,
      near: nearFigures,
      viewers: Number(r.viewers),
      followers: Number(r.followers),
      score: Math.round(score * 10) / 10,
    };
  });
  return { located, timeZone: profile.timeZone, matches };
}

/** The strongest demand first, the earlier kick-off first among equals. */
const byDemand = (a: DemandMatch, b: DemandMatch) =>
  b.score - a.score || a.kickoff.localeCompare(b.kickoff) || a.matchId.localeCompare(b.matchId);

/** The coming matches by what fans near the bar do about them: the owner's Demand view. */
export async function barDemand(db: Database, barId: string, km: number, now = new Date()): Promise<BarDemandAnswer> {
  const until = new Date(now.getTime() + DEMAND_DAYS * 86_400_000);
  const coming = sql`"matches"."trashed_at" is null and "matches"."phase" = 'future'
    and "matches"."scheduled_date" >= ${now} and "matches"."scheduled_date" < ${until}`;
  const { located, timeZone, matches } = await demandFor(db, barId, km, coming, now);
  return { km, days: DEMAND_DAYS, located, timeZone, matches: matches.sort(byDemand).slice(0, DEMAND_LIMIT) };
}

/** The demand scores of these matches for the bar, within the Demand view's default distance. */
export async function demandScores(db: Database, barId: string, matchIds: readonly string[], now = new Date()) {
  if (matchIds.length === 0) return new Map<string, number>();
  const { matches } = await demandFor(db, barId, DEMAND_KM, sql`"matches"."id" = any(${uuidArray(matchIds)})`, now);
  return new Map(matches.map((m) => [m.matchId, m.score]));
}
