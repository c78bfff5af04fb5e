import { z } from 'zod';
import { NAME_CONTROL_CHARACTERS, NO_CONTROL_CHARACTERS, pagingQuerySchema, uuidSchema } from './common.ts';
import { labelColorSchema } from './labels.ts';
import { languageCodeSchema } from './languages.ts';

/**
 * The reference data a feed makes visible: the admin's /teams, /competitions and
 * /languages. Admins only.
 */

const nameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(100, 'At most 100 characters')
  .regex(NO_CONTROL_CHARACTERS, NAME_CONTROL_CHARACTERS);

/** A list's search and page, as /users has them. */
export const referenceListQuerySchema = pagingQuerySchema
  .extend({
    q: z.string().trim().max(100, 'Search is too long').optional(),
  })
  .strict();
export type ReferenceListQuery = z.infer<typeof referenceListQuerySchema>;

export const referenceIdParamsSchema = z.strictObject({ id: uuidSchema });

export const teamRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  country: z.string(),
  /** `/api/media/{hash}` of its emblem ('' when it has none). */
  emblemUrl: z.string(),
  /** 'football-data' when the feed brought it; null when typed by hand. */
  source: z.string().nullable(),
  /** The matches naming it (home or away), trashed ones included: what a merge moves. */
  matchCount: z.number().int(),
});
export type TeamRow = z.infer<typeof teamRowSchema>;
export const teamListSchema = z.object({ items: z.array(teamRowSchema), total: z.number().int() });
export type TeamList = z.infer<typeof teamListSchema>;

export const renameTeamBodySchema = z.strictObject({ name: nameSchema });
export type RenameTeamBody = z.infer<typeof renameTeamBodySchema>;

/** The duplicate (the path's id) goes into `intoId`, which is kept. */
/** A missing `intoId` says what to do; a malformed one is an invalid id like any other. */
export const mergeTeamBodySchema = z.strictObject({
  intoId: z.uuid({ error: (issue) => (issue.input === undefined ? 'Choose the team to keep' : 'Invalid id') }),
});

export const mergeTeamAnswerSchema = z.object({
  kept: teamRowSchema,
  movedMatches: z.number().int(),
  movedRules: z.number().int(),
  movedFollows: z.number().int(),
});
export type MergeTeamAnswer = z.infer<typeof mergeTeamAnswerSchema>;

/** Why the feed could not tell a fed team from one the console had: a code the console words. */
const DUPLICATE_REASONS = ['sameNameOtherCountry', 'sameCode', 'nameWithin', 'severalAlike'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** A pair on /teams' "Possible duplicates": the fed `team` merges into the console's `candidate` with one click. */
const teamDuplicateSchema = z.object({
  team: teamRowSchema,
  candidate: teamRowSchema,
  reason: z.enum(DUPLICATE_REASONS),
});
export type TeamDuplicate = z.infer<typeof teamDuplicateSchema>;
export const teamDuplicateListSchema = z.object({ items: z.array(teamDuplicateSchema) });
export type TeamDuplicateList = z.infer<typeof teamDuplicateListSchema>;
export const teamDuplicateParamsSchema = z.strictObject({ teamId: uuidSchema, candidateId: uuidSchema });

export const competitionRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  color: z.string(),
  emblemUrl: z.string(),
  /** Whether owners see it (the sidebar's competitions, docs/product.md's `/competitions/active`). */
  active: z.boolean(),
  /** The provider's code (PL, CL …); '' when typed by hand. */
  providerCode: z.string(),
  source: z.string().nullable(),
  matchCount: z.number().int(),
});
export type CompetitionRow = z.infer<typeof competitionRowSchema>;
export const competitionListSchema = z.object({ items: z.array(competitionRowSchema), total: z.number().int() });
export type CompetitionList = z.infer<typeof competitionListSchema>;

export const updateCompetitionBodySchema = z
  .strictObject({
    name: nameSchema.optional(),
    color: labelColorSchema.optional(),
    active: z.boolean({ error: 'active is true or false' }).optional(),
  })
  .refine((b) => b.name !== undefined || b.color !== undefined || b.active !== undefined, 'Nothing to change');
export type UpdateCompetitionBody = z.infer<typeof updateCompetitionBodySchema>;

export const languageParamsSchema = z.strictObject({ code: languageCodeSchema });
/** docs/product.md's 1 active, 0 inactive. */
export const updateLanguageBodySchema = z.strictObject({
  status: z.union([z.literal(0), z.literal(1)], { error: 'status is 0 or 1' }),
});

/** The emblem's multipart file part. */
export const EMBLEM_PART = 'emblem';
