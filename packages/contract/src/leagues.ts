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
