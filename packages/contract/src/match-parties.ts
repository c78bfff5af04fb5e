import { z } from 'zod';
import { MATCH_FIELD_REQUIRED } from './matches-admin.ts';
import { NAME_CONTROL_CHARACTERS, NO_CONTROL_CHARACTERS } from './common.ts';

/**
 * The teams and competitions the match dialog picks from: searched as the admin types,
 * and added when none fits. Admins only.
 */
export const TEAM_NAME_TAKEN = 'A team of this name already exists';
export const COMPETITION_NAME_TAKEN = 'A competition of this name already exists';

export const partySearchQuerySchema = z.strictObject({
  query: z.string().trim().max(100, 'The search text is too long').default(''),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const teamOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  country: z.string(),
  /** `/api/media/{hash}` of its emblem ('' when it has none). */
  emblemUrl: z.string(),
});
export type TeamOption = z.infer<typeof teamOptionSchema>;
export const teamOptionsSchema = z.object({ teams: z.array(teamOptionSchema) });
export type TeamOptions = z.infer<typeof teamOptionsSchema>;

export const competitionOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  country: z.string(),
  color: z.string(),
});
export type CompetitionOption = z.infer<typeof competitionOptionSchema>;
export const competitionOptionsSchema = z.object({ competitions: z.array(competitionOptionSchema) });
export type CompetitionOptions = z.infer<typeof competitionOptionsSchema>;

const nameSchema = z
  .string({ error: MATCH_FIELD_REQUIRED })
  .trim()
  .min(1, MATCH_FIELD_REQUIRED)
  .max(100, 'At most 100 characters')
  .regex(NO_CONTROL_CHARACTERS, NAME_CONTROL_CHARACTERS);
const countrySchema = z.string().trim().max(100, 'At most 100 characters').default('');

/** A new team: its emblem is drawn by the server, like the demo set's. */
export const createTeamBodySchema = z.strictObject({ name: nameSchema, country: countrySchema });
export type CreateTeamBody = z.input<typeof createTeamBodySchema>;

export const createCompetitionBodySchema = z.strictObject({ name: nameSchema, country: countrySchema });
export type CreateCompetitionBody = z.input<typeof createCompetitionBodySchema>;
