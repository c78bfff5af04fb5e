import { z } from 'zod';
import { PLANNER_MESSAGES } from './planner-messages.ts';

/**
 * The owner's "Demand" view: the coming matches by what fans near the bar do about them, the ones
 * the bar does not show yet marked. `GET /api/bars/demand?km=` on the current bar.
 */

/** How many days ahead the view reads, and how many matches it answers (the strongest first). */
export const DEMAND_DAYS = 14;
export const DEMAND_LIMIT = 50;
/** The distance the view reads without one chosen, and the Suggested folder weighs its matches by. */
export const DEMAND_KM = 25;

export const barDemandQuerySchema = z.strictObject({
  km: z.coerce
    .number({ error: PLANNER_MESSAGES.demandKm })
    .int(PLANNER_MESSAGES.demandKm)
    .min(5, PLANNER_MESSAGES.demandKm)
    .max(100, PLANNER_MESSAGES.demandKm)
    .default(DEMAND_KM),
});

/**
 * How the figures weigh in a match's score (the order of the view): fans near the bar count most —
 * a fan going or booked there as five, a viewer of the match's page who asked for bars near them as
 * three, a booked seat as one more — then fans anywhere: a follower of either team as one, a viewer
 * of the page as a fifth.
 */
export const DEMAND_WEIGHTS = {
  goingNear: 5,
  viewersNear: 3,
  seatsNear: 1,
  followers: 1,
  viewers: 0.2,
} as const;

const count = z.number().int().min(0);

const demandMatchSchema = z.object({
  matchId: z.uuid(),
  headline: z.string(),
  competitionName: z.string(),
  status: z.string(),
  kickoff: z.iso.datetime({ offset: true }),
  /** Whether the bar shows it already. */
  shownHere: z.boolean(),
  /**
   * Within `km` of the bar, over the last 7 UTC days (viewers) and for the match (going, seats):
   * null while the bar has no place on the map.
   */
  near: z.object({ viewers: count, going: count, seats: count }).nullable(),
  /** Everywhere: the page's viewers over the last 7 UTC days, and the players following either team. */
  viewers: count,
  followers: count,
  score: z.number().min(0),
});
export type DemandMatch = z.infer<typeof demandMatchSchema>;

export const barDemandAnswerSchema = z.object({
  km: z.number().int(),
  days: z.number().int(),
  /** The bar has a place on the map: the figures near it are read. */
  located: z.boolean(),
  timeZone: z.string(),
  matches: z.array(demandMatchSchema),
});
export type BarDemandAnswer = z.infer<typeof barDemandAnswerSchema>;
