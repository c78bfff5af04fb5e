/**
 * The game's numbers a player page needs without a schema, in a file of their own: /play reads
 * MAX_FOLLOWED_TEAMS without building game.ts's zod schemas in its start-up (the
 * form of match-limits.ts).
 */

/** A player follows at most this many teams (the owners' demand counts them). */
export const MAX_FOLLOWED_TEAMS = 50;
