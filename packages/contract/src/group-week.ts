import { z } from 'zod';
import { uuidSchema } from './common.ts';
import { bookingSeatsSchema } from './booking-settings.ts';
import { matchDemandSchema } from './matches.ts';
import { accountBarSchema } from './account-bars.ts';
import { clashSchema, plannedBroadcastSchema, PLANNER_MESSAGES } from './planner.ts';

/**
 * The group's week: every bar a person owns or manages, the week across them (which bar shows
 * what, each bar's clashes on its own screens), the demand at each, and one action that shows a
 * match in several of them.
 */

/** A bar of the group with its week in figures. */
const groupBarSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: accountBarSchema.shape.status,
  role: z.enum(['owner', 'manager']),
  timeZone: z.string(),
  /** The bar's broadcasts kicking off in the week, and how many of them clash on its screens or sound. */
  broadcasts: z.number().int().min(0),
  clashes: z.number().int().min(0),
  /** Fans going to the bar for the week's broadcasts ("I'm going" or a booking), each fan once per match. */
  going: z.number().int().min(0),
  /** Seats the week's bookings hold at the bar, waiting and accepted. */
  seats: bookingSeatsSchema,
});
export type GroupBar = z.infer<typeof groupBarSchema>;

/** One bar showing a match: its screen, sound, clashes and fans, in the bar's own planner terms. */
const groupShowingSchema = z.object({
  barId: z.uuid(),
  screen: z.number().int().min(1),
  withSound: z.boolean(),
  clashes: z.array(clashSchema),
  going: z.number().int().min(0),
  seats: bookingSeatsSchema,
});

const groupMatchSchema = plannedBroadcastSchema
  .pick({
    matchId: true,
    headline: true,
    competitionName: true,
    homeTeamEmblemUrl: true,
    awayTeamEmblemUrl: true,
    status: true,
    kickoff: true,
  })
  .extend({
    /** The kick-off's day (YYYY-MM-DD) and time (HH:mm) in the group's time zone. */
    localDate: z.string(),
    localTime: z.string(),
    demand: matchDemandSchema,
    /** The group's bars that show it, in the order of `bars`. */
    shownAt: z.array(groupShowingSchema),
  });
export type GroupMatch = z.infer<typeof groupMatchSchema>;

/**
 * `GET /api/planner/group-week?start=`: the week (Monday to Sunday) in the time zone of the group's
 * first bar; `start` any date of it, this week without it.
 */
export const groupWeekAnswerSchema = z.object({
  timeZone: z.string(),
  weekStart: z.string(),
  days: z.array(z.string()).length(7),
  bars: z.array(groupBarSchema),
  /** Matches some bar of the group shows, by kick-off. */
  matches: z.array(groupMatchSchema),
});
export type GroupWeekAnswer = z.infer<typeof groupWeekAnswerSchema>;

/** At most this many bars are named in one action (a group's bars, with room). */
const GROUP_BARS_LIMIT = 100;

/** `POST /api/planner/group-broadcasts`: show one match in these bars of the group (those already showing it stay). */
export const groupBroadcastBodySchema = z.strictObject({
  matchId: uuidSchema,
  barIds: z
    .array(uuidSchema, { error: PLANNER_MESSAGES.groupBarsRequired })
    .min(1, PLANNER_MESSAGES.groupBarsRequired)
    .max(GROUP_BARS_LIMIT),
});
export type GroupBroadcastBody = z.infer<typeof groupBroadcastBodySchema>;

export const groupBroadcastAnswerSchema = z.object({
  message: z.string(),
  matchId: z.uuid(),
  /** Every bar of the group that shows the match now. */
  shownAt: z.array(z.uuid()),
});
export type GroupBroadcastAnswer = z.infer<typeof groupBroadcastAnswerSchema>;
