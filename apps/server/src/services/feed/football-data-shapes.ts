import { z } from 'zod';

/**
 * The answers of football-data.org v4 the feed reads, as the provider documents them
 * (https://docs.football-data.org/general/v4/). Only what the feed uses is checked; other fields
 * may come and go. An answer that fails these is refused whole for its competition.
 */
const goals = z.number().int().min(0).max(99).nullable();
const scorePair = z.object({ home: goals, away: goals });

const providerTeamRefSchema = z.object({
  id: z.number().int().positive().nullable(),
  name: z.string().max(200).nullable(),
  shortName: z.string().max(200).nullable().optional(),
  tla: z.string().max(10).nullable().optional(),
  crest: z.string().max(2048).nullable().optional(),
});

const PROVIDER_STATUSES = [
  'SCHEDULED',
  'TIMED',
  'IN_PLAY',
  'PAUSED',
  'EXTRA_TIME',
  'PENALTY_SHOOTOUT',
  'FINISHED',
  'SUSPENDED',
  'POSTPONED',
  'CANCELLED',
  'AWARDED',
] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

const providerMatchSchema = z.object({
  id: z.number().int().positive(),
  utcDate: z.iso.datetime({ offset: true }),
  status: z.enum(PROVIDER_STATUSES),
  matchday: z.number().int().nullable().optional(),
  stage: z.string().max(100).nullable().optional(),
  group: z.string().max(100).nullable().optional(),
  lastUpdated: z.string().optional(),
  homeTeam: providerTeamRefSchema,
  awayTeam: providerTeamRefSchema,
  score: z.object({
    winner: z.enum(['HOME_TEAM', 'AWAY_TEAM', 'DRAW']).nullable().optional(),
    duration: z.enum(['REGULAR', 'EXTRA_TIME', 'PENALTY_SHOOTOUT']).nullable().optional(),
    fullTime: scorePair,
    halfTime: scorePair.optional(),
    regularTime: scorePair.optional(),
    extraTime: scorePair.optional(),
    penalties: scorePair.optional(),
  }),
  area: z.object({ name: z.string().max(200).optional() }).optional(),
  competition: z
    .object({
      id: z.number().int().positive(),
      code: z.string().max(10).nullable().optional(),
      name: z.string().max(200),
    })
    .optional(),
});
export type ProviderMatch = z.infer<typeof providerMatchSchema>;

const providerCompetitionSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1).max(200),
  code: z.string().max(10).nullable().optional(),
  emblem: z.string().max(2048).nullable().optional(),
});

/** GET /competitions/{code}/matches */
export const competitionMatchesSchema = z.object({
  competition: providerCompetitionSchema,
  filters: z.record(z.string(), z.unknown()).optional(),
  resultSet: z.object({ count: z.number().int().min(0) }).optional(),
  matches: z.array(providerMatchSchema).max(5000),
});

/** GET /competitions/{code}/teams */
export const competitionTeamsSchema = z.object({
  count: z.number().int().min(0).optional(),
  competition: providerCompetitionSchema.optional(),
  teams: z
    .array(
      z.object({
        id: z.number().int().positive(),
        name: z.string().min(1).max(200),
        shortName: z.string().max(200).nullable().optional(),
        tla: z.string().max(10).nullable().optional(),
        crest: z.string().max(2048).nullable().optional(),
        area: z.object({ name: z.string().max(200).optional() }).optional(),
      }),
    )
    .max(500),
});
export type CompetitionTeams = z.infer<typeof competitionTeamsSchema>;

/** GET /matches?ids=… */
export const matchesByIdsSchema = z.object({
  filters: z.record(z.string(), z.unknown()).optional(),
  resultSet: z.object({ count: z.number().int().min(0) }).optional(),
  matches: z.array(providerMatchSchema).max(500),
});

/**
 * The first problem of a refused answer: its path for the status page, and zod's message beside it for the log (never
 * the values).
 */
export function shapeProblem(error: z.ZodError): { path: string; detail: string } {
  const issue = error.issues[0];
  if (!issue) return { path: '—', detail: 'unknown problem' };
  const path = issue.path.length ? issue.path.join('.') : '—';
  return { path, detail: `${path}: ${issue.message}` };
}
