import { z } from 'zod';
import { uuidSchema } from './common.ts';
import { ownerMatchSchema } from './matches.ts';

/**
 * Planning: the owner's rules ('always show team X / competition Y'), the Suggested
 * folder they feed, and the week planner with each broadcast's screen and sound.
 */
import { PLANNER_MESSAGES } from './planner-messages.ts';

export { PLANNER_MESSAGES };

/** At most this many suggestions are answered at once (the folder pages nothing: rules are narrow). */
export const SUGGESTIONS_LIMIT = 200;

export const ruleKindSchema = z.enum(['team', 'competition']);
export type RuleKind = z.infer<typeof ruleKindSchema>;

export const plannerRuleSchema = z.object({
  id: z.uuid(),
  kind: ruleKindSchema,
  /** The team's or the competition's id. */
  targetId: z.uuid(),
  /** The team's or the competition's name, as matches show it. */
  name: z.string(),
  onlyInOpeningHours: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PlannerRule = z.infer<typeof plannerRuleSchema>;
export const plannerRulesAnswerSchema = z.array(plannerRuleSchema);

export const createRuleBodySchema = z.strictObject({
  kind: ruleKindSchema,
  targetId: z.uuid({ message: PLANNER_MESSAGES.ruleTargetRequired }),
  onlyInOpeningHours: z.boolean().default(false),
});
export type CreateRuleBody = z.input<typeof createRuleBodySchema>;

export const updateRuleBodySchema = z.strictObject({ onlyInOpeningHours: z.boolean() });
export type UpdateRuleBody = z.infer<typeof updateRuleBodySchema>;

export const ruleIdParamsSchema = z.strictObject({ id: uuidSchema });

/**
 * GET /planner/rule-targets?kind=&query=: the rule dialog's picker (teams or competitions whose name contains the
 * text).
 */
export const ruleTargetsQuerySchema = z.strictObject({
  kind: ruleKindSchema,
  query: z.string().trim().max(100, 'The search text is too long').default(''),
});
export type RuleTargetsQuery = z.input<typeof ruleTargetsQuerySchema>;
export const ruleTargetSchema = z.object({ id: z.uuid(), name: z.string(), emblemUrl: z.string() });
export type RuleTarget = z.infer<typeof ruleTargetSchema>;
export const ruleTargetsAnswerSchema = z.array(ruleTargetSchema);

/** A future match some rule matches that the bar neither shows nor dismissed; `because` names the rules. */
export const suggestionSchema = ownerMatchSchema.extend({ because: z.array(z.string()) });
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionsAnswerSchema = z.object({
  suggestions: z.array(suggestionSchema),
  count: z.number().int().min(0),
});
export type SuggestionsAnswer = z.infer<typeof suggestionsAnswerSchema>;

const matchIdsSchema = z.array(uuidSchema).min(1, PLANNER_MESSAGES.matchIdsRequired).max(SUGGESTIONS_LIMIT);

/** Accept some suggestions, or every current one ('Accept all'). */
export const acceptSuggestionsBodySchema = z.union([
  z.strictObject({ matchIds: matchIdsSchema }),
  z.strictObject({ all: z.literal(true) }),
]);
export type AcceptSuggestionsBody = z.infer<typeof acceptSuggestionsBodySchema>;
export const dismissSuggestionsBodySchema = z.strictObject({ matchIds: matchIdsSchema });
export type DismissSuggestionsBody = z.infer<typeof dismissSuggestionsBodySchema>;
export const suggestionsChangedAnswerSchema = z.object({ matchIds: z.array(z.uuid()) });
export type SuggestionsChangedAnswer = z.infer<typeof suggestionsChangedAnswerSchema>;

const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, PLANNER_MESSAGES.weekStartInvalid)
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    PLANNER_MESSAGES.weekStartInvalid,
  );

/** GET /planner/week?start=: any date of the week (its Monday is used); today's week without it. */
export const plannerWeekQuerySchema = z.strictObject({ start: isoDateSchema.optional() });
export type PlannerWeekQuery = z.infer<typeof plannerWeekQuerySchema>;

/**
 * Why a broadcast is marked: another one on its screen at the same time, more sound than zones, or a screen the bar no
 * longer has.
 */
export const clashSchema = z.enum(['screen', 'sound', 'noScreen']);
export type Clash = z.infer<typeof clashSchema>;

export const plannedBroadcastSchema = z.object({
  matchId: z.uuid(),
  headline: z.string(),
  competitionName: z.string(),
  homeTeamEmblemUrl: z.string(),
  awayTeamEmblemUrl: z.string(),
  status: z.string(),
  kickoff: z.iso.datetime({ offset: true }),
  /** Wall-clock times in the bar's time zone: the day (YYYY-MM-DD) and minutes from its midnight. */
  localDate: z.string(),
  startMinute: z.number().int().min(0),
  endMinute: z.number().int().min(0),
  screen: z.number().int().min(1),
  withSound: z.boolean(),
  /** Other broadcasts of the bar running at the same time (whatever their screens). */
  overlapsWith: z.array(z.uuid()),
  clashes: z.array(clashSchema),
});
export type PlannedBroadcast = z.infer<typeof plannedBroadcastSchema>;

/** When the bar is open on a day of the week, in the same wall-clock minutes (an evening may run past 1440). */
export const plannerOpeningSchema = z.object({
  localDate: z.string(),
  startMinute: z.number().int().min(0),
  endMinute: z.number().int().min(0),
});
export type PlannerOpening = z.infer<typeof plannerOpeningSchema>;

export const plannerWeekAnswerSchema = z.object({
  timeZone: z.string(),
  /** The bar's openings of the week's days (none while temporarily closed). */
  openings: z.array(plannerOpeningSchema),
  /** The Monday, and the seven dates shown. */
  weekStart: z.string(),
  days: z.array(z.string()).length(7),
  screens: z.number().int().min(0),
  soundZones: z.number().int().min(0),
  broadcasts: z.array(plannedBroadcastSchema),
});
export type PlannerWeekAnswer = z.infer<typeof plannerWeekAnswerSchema>;

export const assignmentParamsSchema = z.strictObject({ matchId: uuidSchema });
export const assignmentBodySchema = z.strictObject({
  screen: z
    .number({ error: 'Choose a screen' })
    .int()
    .min(1, PLANNER_MESSAGES.screenOutOfRange)
    .max(99, PLANNER_MESSAGES.screenOutOfRange),
  withSound: z.boolean({ error: 'withSound must be true or false' }),
});
export type AssignmentBody = z.infer<typeof assignmentBodySchema>;
export const assignmentAnswerSchema = z.object({ matchId: z.uuid(), screen: z.number().int(), withSound: z.boolean() });
export type AssignmentAnswer = z.infer<typeof assignmentAnswerSchema>;
