import { z } from 'zod';
import { uuidSchema } from './common.ts';
import { broadcastWarningSchema } from './bar-profile.ts';
import { bookingSeatsSchema } from './booking-settings.ts';
import { MATCH_SEARCH_MIN_LENGTH, MATCHES_DEFAULT_PAGE_SIZE } from './match-limits.ts';

/** The console's three status filters (docs/product.md §4); the default is future. */
export const matchStatusFilterSchema = z.enum(['future', 'live', 'past']);
export type MatchStatusFilter = z.infer<typeof matchStatusFilterSchema>;

export const MATCH_MESSAGES = {
  searchTooShort: `Type at least ${MATCH_SEARCH_MIN_LENGTH} characters to search`,
  broadcastSet: 'Set broadcast match success',
  matchNotFound: 'This match does not exist',
  matchOver: 'This match is already over and can no longer be broadcast',
  noBar: 'Only a bar owner can choose the matches a bar broadcasts',
} as const;

const competitionIdsSchema = z
  .string()
  .max(2000)
  .transform((value, ctx) => {
    const ids = value
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    for (const id of ids) {
      if (!uuidSchema.safeParse(id).success) {
        ctx.addIssue({ code: 'custom', message: 'Unknown competition' });
        return z.NEVER;
      }
    }
    return [...new Set(ids)];
  });

/**
 * GET /matches/admin. `competitions` is one competition id or several joined by commas. A query of
 * one or two characters is refused: it cannot use the trigram index and would match almost everything.
 */
export const ownerMatchesQuerySchema = z.strictObject({
  matchStatus: matchStatusFilterSchema.optional(),
  query: z
    .string()
    .trim()
    .max(100, 'The search text is too long')
    .refine((q) => q.length === 0 || q.length >= MATCH_SEARCH_MIN_LENGTH, MATCH_MESSAGES.searchTooShort)
    .optional(),
  competitions: competitionIdsSchema.optional(),
  /** 'true' keeps only what the caller's bar shows (nothing for a user without a bar). */
  broadcasting: z
    .enum(['true', 'false'], { error: 'broadcasting must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(200).default(MATCHES_DEFAULT_PAGE_SIZE),
});
/** What a client sends (the schema's input, with the coerced numbers typed as numbers). */
export type OwnerMatchesQuery = {
  matchStatus?: MatchStatusFilter;
  query?: string;
  competitions?: string;
  broadcasting?: boolean;
  page?: number;
  pageSize?: number;
};
export type OwnerMatchesFilter = z.output<typeof ownerMatchesQuerySchema>;

export const matchGoalsSchema = z.object({
  fullTimeHomeGoals: z.number().int().nullable(),
  fullTimeAwayGoals: z.number().int().nullable(),
  liveHomeGoals: z.number().int().nullable(),
  liveAwayGoals: z.number().int().nullable(),
});

/**
 * What fans ask of a match, shown to owners as they choose what to broadcast.
 * `views7d`: views of its public page over the last 7 UTC days, today included; `followers`: the
 * players following either of its teams, each counted once.
 */
export const matchDemandSchema = z.object({
  views7d: z.number().int().min(0),
  followers: z.number().int().min(0),
});
export type MatchDemand = z.infer<typeof matchDemandSchema>;

/** One row of the owner's match list (docs/product.md §3, Match (admin)); `_id` and `id` carry the same id. */
export const ownerMatchSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  headline: z.string(),
  /** Provider-style code: SCHEDULED, TIMED, LIVE, HT, FT, AET, PEN, POSTP, CANC. */
  status: z.string(),
  /** The filter the status belongs to. */
  matchStatus: matchStatusFilterSchema,
  goals: matchGoalsSchema,
  homeTeamEmblemUrl: z.string(),
  awayTeamEmblemUrl: z.string(),
  scheduledDate: z.iso.datetime({ offset: true }),
  competitionId: z.uuid().nullable(),
  competitionName: z.string(),
  /** Whether the caller's bar broadcasts it (false for a user without a bar). */
  broadcasted: z.boolean(),
  /**
   * The kick-off the caller's bar was last told this match moved from (null when its
   * latest notice about the match is not a move, or it had none). Postponed and cancelled show in `status`.
   */
  kickOffMovedFrom: z.iso.datetime({ offset: true }).nullable().optional(),
  demand: matchDemandSchema,
  /** Seats the caller's bar holds for the match, waiting and accepted (zero without a bar). */
  bookings: bookingSeatsSchema.optional(),
  /** Fans who said "I'm going" to the caller's bar for the match. */
  goers: z.number().int().min(0).optional(),
});
export type OwnerMatch = z.infer<typeof ownerMatchSchema>;

export const ownerMatchesAnswerSchema = z.object({
  matches: z.array(ownerMatchSchema),
  count: z.number().int().min(0),
});
export type OwnerMatchesAnswer = z.infer<typeof ownerMatchesAnswerSchema>;

/** GET /competitions/active: a competition as a list item (docs/product.md §3, Label / competition list item). */
const competitionItemSchema = z.object({
  id: z.uuid(),
  _id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  color: z.string(),
});
export type CompetitionItem = z.infer<typeof competitionItemSchema>;
export const activeCompetitionsAnswerSchema = z.array(competitionItemSchema);

/** POST /bars/change-broadcast-status. */
export const changeBroadcastBodySchema = z.strictObject({
  matchId: uuidSchema,
  status: z.boolean({ error: 'status must be true or false' }),
});
export type ChangeBroadcastBody = z.infer<typeof changeBroadcastBodySchema>;

export const changeBroadcastAnswerSchema = z.object({
  message: z.string(),
  matchId: z.uuid(),
  broadcasted: z.boolean(),
  /** What switching on warns about (outside hours, not enough screens or sound); empty when switched off. */
  warnings: z.array(broadcastWarningSchema).optional(),
});
