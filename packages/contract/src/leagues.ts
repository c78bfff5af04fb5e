import { z } from 'zod';
import { NAME_CONTROL_CHARACTERS, NO_CONTROL_CHARACTERS, uuidSchema } from './common.ts';
import { LEAGUE_MESSAGES } from './league-messages.ts';

/**
 * Private leagues inside a published championship: a player's group of friends with their own
 * boards, read from the championship's official boards and ranked among the league's players. Other
 * players are named by nickname and an opaque member reference of the league, never by account.
 */
export { LEAGUE_MESSAGES };

export const LEAGUE_CODES = {
  notFound: 'leagues.NOT_FOUND',
  codeUnknown: 'leagues.CODE_UNKNOWN',
  joinClosed: 'leagues.JOIN_CLOSED',
  full: 'leagues.FULL',
  tooMany: 'leagues.TOO_MANY',
  ownerOnly: 'leagues.OWNER_ONLY',
  ownerLeaves: 'leagues.OWNER_LEAVES',
  ownerRemoved: 'leagues.OWNER_REMOVED',
  memberNotFound: 'leagues.MEMBER_NOT_FOUND',
  barExists: 'leagues.BAR_LEAGUE_EXISTS',
  barNotFound: 'leagues.BAR_LEAGUE_NOT_FOUND',
} as const;

/** A league holds at most this many players. */
export const MAX_LEAGUE_MEMBERS = 500;
/** A player is in at most this many leagues of one championship (made or joined). */
export const MAX_LEAGUES_PER_CHAMPIONSHIP = 20;
/** The invite code's letters and digits: no 0, 1, I or O, which read as one another. */
export const LEAGUE_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const LEAGUE_CODE_LENGTH = 8;

export const leagueNameSchema = z
  .string({ error: LEAGUE_MESSAGES.leagueNameLength })
  .trim()
  .min(2, LEAGUE_MESSAGES.leagueNameLength)
  .max(40, LEAGUE_MESSAGES.leagueNameLength)
  .regex(NO_CONTROL_CHARACTERS, NAME_CONTROL_CHARACTERS);

/** A code as people type it: spaces and dashes dropped, any case. */
export const leagueCodeSchema = z
  .string({ error: LEAGUE_MESSAGES.leagueCodeInvalid })
  .max(40, LEAGUE_MESSAGES.leagueCodeInvalid)
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[23456789A-HJ-NP-Z]{8}$/, LEAGUE_MESSAGES.leagueCodeInvalid));

const memberRefSchema = z
  .string({ error: LEAGUE_MESSAGES.leagueMemberInvalid })
  .regex(/^[A-Za-z0-9_-]{12}$/, LEAGUE_MESSAGES.leagueMemberInvalid);

/** POST /api/play/championships/{id}/leagues */
export const createLeagueBodySchema = z.strictObject({ name: leagueNameSchema });
export type CreateLeagueBody = z.infer<typeof createLeagueBodySchema>;

/** POST /api/play/leagues/join */
export const joinLeagueBodySchema = z.strictObject({ code: leagueCodeSchema });
export type JoinLeagueBody = z.infer<typeof joinLeagueBodySchema>;

/** PATCH /api/play/leagues/{leagueId}: the owner renames it or closes and opens joining. */
export const patchLeagueBodySchema = z
  .strictObject({ name: leagueNameSchema.optional(), joinOpen: z.boolean().optional() })
  .refine((body) => body.name !== undefined || body.joinOpen !== undefined, LEAGUE_MESSAGES.leagueChangeEmpty);
export type PatchLeagueBody = z.infer<typeof patchLeagueBodySchema>;

/** POST /api/play/leagues/{leagueId}/hand-over: the member who owns the league from now on. */
export const handOverBodySchema = z.strictObject({ memberRef: memberRefSchema });
export type HandOverBody = z.infer<typeof handOverBodySchema>;

export const leagueParamsSchema = z.strictObject({ leagueId: uuidSchema });
export const leagueMemberParamsSchema = z.strictObject({ leagueId: uuidSchema, memberRef: memberRefSchema });

/** One of the player's leagues, with their all-time position among its players (null before any points). */
export const leagueSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  memberCount: z.number().int(),
  isOwner: z.boolean(),
  joinOpen: z.boolean(),
  position: z.number().int().nullable(),
});
export type LeagueSummary = z.infer<typeof leagueSummarySchema>;

/** GET /api/play/championships/{id}/leagues: the caller's leagues of the championship, by name. */
export const myLeaguesSchema = z.object({ leagues: z.array(leagueSummarySchema) });
export type MyLeagues = z.infer<typeof myLeaguesSchema>;

export const leagueMemberSchema = z.object({
  /** Opaque and of this league only: what the owner's remove and hand-over name. */
  ref: z.string(),
  nickname: z.string(),
  isOwner: z.boolean(),
  isMe: z.boolean(),
});
export type LeagueMember = z.infer<typeof leagueMemberSchema>;

/** A bar's league as its players read it: the bar's public page and its house prize (null when none). */
export const leagueBarSchema = z.object({ name: z.string(), slug: z.string(), housePrize: z.string().nullable() });

/** GET /api/play/leagues/{leagueId}, and the answer of every change a member makes to it. */
export const leagueSchema = z.object({
  id: z.uuid(),
  championshipId: z.uuid(),
  championshipName: z.string(),
  name: z.string(),
  /** The invite code: /play/join/{code} joins in one click. */
  code: z.string(),
  joinOpen: z.boolean(),
  isOwner: z.boolean(),
  /** The owner first, then by nickname. */
  members: z.array(leagueMemberSchema),
  /** Null for a player's private league; a bar's league has no player owner. */
  bar: leagueBarSchema.nullable(),
});
export type League = z.infer<typeof leagueSchema>;

/** GET /api/challenges/leagues?challengeId=: staff see a championship's leagues, to delete an abusive one. */
export const staffLeaguesQuerySchema = z.strictObject({ challengeId: uuidSchema });
export const staffLeaguesSchema = z.object({
  leagues: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      ownerNickname: z.string(),
      memberCount: z.number().int(),
      joinOpen: z.boolean(),
      createdAt: z.string(),
    }),
  ),
});
export type StaffLeagues = z.infer<typeof staffLeaguesSchema>;

/*
 * A bar's league: made and run from the console by the bar's owner or a manager (the
 * bar is the session's, never an id the client sends), one per bar and championship, joined by its
 * invite code like a private league. Its house prize is the bar's own words, given by the bar.
 */

export const HOUSE_PRIZE_MAX = 120;

/** Plain text on one line; '' (or only spaces) takes the prize away (null). */
export const housePrizeSchema = z
  .string({ error: LEAGUE_MESSAGES.housePrizeLength })
  .trim()
  .max(HOUSE_PRIZE_MAX, LEAGUE_MESSAGES.housePrizeLength)
  .regex(NO_CONTROL_CHARACTERS, LEAGUE_MESSAGES.housePrizeLength)
  .transform((text) => (text === '' ? null : text));

/** POST /api/bars/leagues: without a name, the league is named after the bar. */
export const createBarLeagueBodySchema = z.strictObject({
  championshipId: uuidSchema,
  name: leagueNameSchema.optional(),
});
export type CreateBarLeagueBody = z.input<typeof createBarLeagueBodySchema>;

/** PATCH /api/bars/leagues/{leagueId}: a new name, house prize (null or '' for none) or joining open or closed. */
export const patchBarLeagueBodySchema = z
  .strictObject({
    name: leagueNameSchema.optional(),
    housePrize: housePrizeSchema.nullable().optional(),
    joinOpen: z.boolean().optional(),
  })
  .refine(
    (body) => body.name !== undefined || body.housePrize !== undefined || body.joinOpen !== undefined,
    LEAGUE_MESSAGES.barLeagueChangeEmpty,
  );
export type PatchBarLeagueBody = z.input<typeof patchBarLeagueBodySchema>;

/** One of the bar's leagues as its owner and managers see it. */
export const barLeagueSchema = z.object({
  id: z.uuid(),
  championshipId: z.uuid(),
  championshipName: z.string(),
  name: z.string(),
  /** The invite code: /play/join/{code} joins, /b/{slug}/leagues/{code}/poster prints its poster. */
  code: z.string(),
  joinOpen: z.boolean(),
  housePrize: z.string().nullable(),
  memberCount: z.number().int(),
});
export type BarLeague = z.infer<typeof barLeagueSchema>;

/** GET /api/bars/leagues: the bar's leagues, and the published championships it may still make one in. */
export const barLeaguesSchema = z.object({
  barName: z.string(),
  barSlug: z.string(),
  leagues: z.array(barLeagueSchema),
  championships: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type BarLeagues = z.infer<typeof barLeaguesSchema>;
