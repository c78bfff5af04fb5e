import { z } from 'zod';

/**
 * Every provider-style status code a match may carry (docs/product.md "Match status"). The server's
 * `lib/match-status.ts` sorts the same codes into the console's filters; a server test keeps both
 * lists equal.
 */
export const MATCH_STATUS_CODES = ['SCHEDULED', 'TIMED', 'POSTP', 'LIVE', 'HT', 'FT', 'AET', 'PEN', 'CANC'] as const;
export type MatchStatusCode = (typeof MATCH_STATUS_CODES)[number];

/** The codes the match dialog offers, in its order. TIMED, AET and PEN come from providers only. */
export const MATCH_STATUS_CHOICES = [
  'SCHEDULED',
  'LIVE',
  'HT',
  'FT',
  'POSTP',
  'CANC',
] as const satisfies readonly MatchStatusCode[];

const MATCH_STATUS_INVALID = 'Choose a match status from the list';

export const matchStatusCodeSchema = z.enum(MATCH_STATUS_CODES, { error: MATCH_STATUS_INVALID });
