import { z } from 'zod';
import { emailSchema, uuidSchema } from './common.ts';
import { returnPathSchema, strongPasswordSchema } from './auth.ts';
import { consoleLanguageSchema } from './languages.ts';
import { localizedAnswersSchema, localizedDescriptionSchema, localizedTextSchema } from './championships.ts';
import { GAME_MESSAGES, MAX_GOALS, scoringSchema } from './game-rules.ts';
import { playChampionshipListItemSchema } from './play-list.ts';
import { winnerSchema } from './winners.ts';

/**
 * The championship game: players predict scores and answer questions, the server
 * scores them and keeps the leaderboards. The texts here are messages with codes (messages.ts).
 */
export * from './game-rules.ts';

/* ------------------------------------------------------------------ players */

export const nicknameSchema = z
  .string({ error: GAME_MESSAGES.nicknameRequired })
  .trim()
  .min(1, GAME_MESSAGES.nicknameRequired)
  .max(40, GAME_MESSAGES.nicknameTooLong)
  .regex(/^[^\p{Cc}]*$/u, 'Name cannot contain control characters');

/**
 * POST /api/play/signup: a player account (the same password rules as everyone), signed in once the
 * mailed link confirms the address; `returnTo`: the fans' page that link brings them back to.
 */
export const playSignupBodySchema = z.strictObject({
  nickname: nicknameSchema,
  email: emailSchema,
  password: strongPasswordSchema,
  language: consoleLanguageSchema,
  returnTo: returnPathSchema.optional(),
});
export type PlaySignupBody = z.infer<typeof playSignupBodySchema>;

/** How long before a match locks its reminder comes, in hours: the choices a fan has. */
export const REMINDER_HOURS = [1, 3, 6, 12, 24] as const;

/** The mails a fan may want, one field per kind (a new kind of mail adds its field). */
export const mailPreferencesSchema = z.strictObject({
  /** A mail before a match they have not predicted locks. */
  predictionReminders: z.boolean(),
  /** For the matches that lock within this many hours. */
  reminderHours: z.literal(REMINDER_HOURS, { error: GAME_MESSAGES.reminderHoursChoice }),
});
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

/** GET /api/play/account: the fan's own account. */
export const playAccountSchema = z.object({
  nickname: z.string(),
  email: z.string(),
  language: consoleLanguageSchema.nullable(),
  mails: mailPreferencesSchema,
});
export type PlayAccount = z.infer<typeof playAccountSchema>;

/** PATCH /api/play/account: any of nickname, language and mails wanted. */
export const playAccountPatchSchema = z.strictObject({
  nickname: nicknameSchema.optional(),
  language: consoleLanguageSchema.optional(),
  mails: mailPreferencesSchema.partial().optional(),
});
export type PlayAccountPatch = z.infer<typeof playAccountPatchSchema>;

/**
 * POST /api/play/account/email: the new address, changed once its mailed link is opened; the password proves it is the
 * fan.
 */
export const playEmailChangeSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(256, 'Password is too long'),
});
export type PlayEmailChange = z.infer<typeof playEmailChangeSchema>;

/* ------------------------------------------------------------------ reading a championship */

export const playChampionshipParamsSchema = z.strictObject({ id: uuidSchema });

// The list a signed-out /play asks for is in zod's mini build, apart (play-list.ts).
export {
  playChampionshipListItemSchema,
  playChampionshipListSchema,
  type PlayChampionshipListItem,
} from './play-list.ts';

const goalsSchema = z.object({
  fullTimeHomeGoals: z.number().int().nullable(),
  fullTimeAwayGoals: z.number().int().nullable(),
  liveHomeGoals: z.number().int().nullable(),
  liveAwayGoals: z.number().int().nullable(),
});

export const playMatchSchema = z.object({
  id: z.uuid(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  homeTeamEmblemUrl: z.string(),
  awayTeamEmblemUrl: z.string(),
  competitionName: z.string(),
  scheduledDate: z.string(),
  status: z.string(),
  /** When predictions close: the current kick-off less the championship's lock. */
  locksAt: z.string(),
  locked: z.boolean(),
  goals: goalsSchema,
});
export type PlayMatch = z.infer<typeof playMatchSchema>;

export const playQuestionSchema = z.object({
  id: z.uuid(),
  questionText: z.array(localizedTextSchema),
  possibleAnswers: z.array(localizedAnswersSchema),
  closesAt: z.string().nullable(),
  closed: z.boolean(),
  /** Shown once the question is closed and staff marked it; null before. */
  correctAnswer: z.number().int().nullable(),
});
export type PlayQuestion = z.infer<typeof playQuestionSchema>;

export const playChampionshipSchema = z.object({
  ...playChampionshipListItemSchema.shape,
  howItWorks: z.array(localizedTextSchema),
  prizes: z.array(
    z.object({ id: z.uuid(), name: z.string(), description: z.array(localizedDescriptionSchema), photo: z.string() }),
  ),
  prizeTypesCounts: z.object({ daily: z.number().int(), weekly: z.number().int(), allTime: z.number().int() }),
  scoring: scoringSchema,
  matches: z.array(playMatchSchema),
  questions: z.array(playQuestionSchema),
});
export type PlayChampionship = z.infer<typeof playChampionshipSchema>;

/* ------------------------------------------------------------------ playing */

const goalSchema = z
  .number({ error: GAME_MESSAGES.goalsRange })
  .int(GAME_MESSAGES.goalsRange)
  .min(0, GAME_MESSAGES.goalsRange)
  .max(MAX_GOALS, GAME_MESSAGES.goalsRange);

export const predictionBodySchema = z.strictObject({ matchId: uuidSchema, home: goalSchema, away: goalSchema });
export type PredictionBody = z.infer<typeof predictionBodySchema>;

export const predictionSchema = z.object({
  matchId: z.uuid(),
  home: z.number().int(),
  away: z.number().int(),
  /** Null until the match is finished (or void: 0). */
  points: z.number().int().nullable(),
  exact: z.boolean(),
  outcome: z.boolean(),
});
export type Prediction = z.infer<typeof predictionSchema>;

/** The most predictions one Save all sends: a round's matches. */
export const MAX_PREDICTIONS_AT_ONCE = 50;
/** PUT …/predictions with a list: a round saved at once, each match once. */
export const predictionsBodySchema = z.strictObject({
  predictions: z
    .array(predictionBodySchema)
    .min(1, GAME_MESSAGES.predictionsListSize)
    .max(MAX_PREDICTIONS_AT_ONCE, GAME_MESSAGES.predictionsListSize)
    .refine((list) => new Set(list.map((p) => p.matchId)).size === list.length, GAME_MESSAGES.predictionsMatchTwice),
});
export type PredictionsBody = z.infer<typeof predictionsBodySchema>;
/**
 * The first message of the shape the body meant: a list when it has `predictions`, one prediction when it has
 * `matchId`.
 */
function roundOrPredictionMessage(issue: { input?: unknown; errors?: { message: string }[][] }): string {
  const input = issue.input;
  const meant =
    typeof input !== 'object' || input === null ? -1 : 'predictions' in input ? 1 : 'matchId' in input ? 0 : -1;
  return (meant >= 0 ? issue.errors?.[meant]?.[0]?.message : undefined) ?? GAME_MESSAGES.predictionBodyShape;
}
/** PUT …/predictions takes one prediction or a round's list; a refusal names what is wrong in the shape it meant. */
export const predictionOrRoundBodySchema = z.union([predictionBodySchema, predictionsBodySchema], {
  error: (issue) => roundOrPredictionMessage(issue as { input?: unknown; errors?: { message: string }[][] }),
});
/** What a Save all did, per match: saved, or refused because the match has locked (nothing else is refused alone). */
export const savedPredictionsSchema = z.object({
  saved: z.array(predictionSchema),
  closed: z.array(z.object({ matchId: z.uuid(), message: z.string() })),
});
export type SavedPredictions = z.infer<typeof savedPredictionsSchema>;

/** `answer`: the index of the answer, the same in every language's list. */
export const answerBodySchema = z.strictObject({
  questionId: uuidSchema,
  answer: z
    .number({ error: GAME_MESSAGES.answerNotInList })
    .int(GAME_MESSAGES.answerNotInList)
    .min(0, GAME_MESSAGES.answerNotInList)
    .max(19, GAME_MESSAGES.answerNotInList),
});
export type AnswerBody = z.infer<typeof answerBodySchema>;

/** A player's answer; `points` stays null until the question closes and its answers are judged. */
export const answerSchema = z.object({
  questionId: z.uuid(),
  answer: z.number().int(),
  points: z.number().int().nullable(),
});
export type Answer = z.infer<typeof answerSchema>;
/** PUT …/answers: the answer as saved, nothing judged (an open question's answers are judged at its close). */
export const savedAnswerSchema = answerSchema.omit({ points: true });
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;

export const leaderboardPeriodSchema = z.enum(['daily', 'weekly', 'allTime']);
export type LeaderboardPeriod = z.infer<typeof leaderboardPeriodSchema>;

/**
 * A player's row on a board: nickname, place and points only — no email and no internal id of a
 * person leaves the server in a public answer. `isMe`: the row is the signed-in caller's own.
 */
export const standingSchema = z.object({
  position: z.number().int(),
  nickname: z.string(),
  points: z.number().int(),
  exact: z.number().int(),
  outcomes: z.number().int(),
  isMe: z.boolean(),
});
export type Standing = z.infer<typeof standingSchema>;

export const wonPrizeSchema = z.object({
  /** The QR code's text. */
  code: z.string(),
  prize: z.object({ name: z.string(), photo: z.string() }),
  period: leaderboardPeriodSchema,
  periodDate: z.string().nullable(),
  position: z.number().int(),
  redeemedAt: z.string().nullable(),
});

export const playMeSchema = z.object({
  nickname: z.string(),
  predictions: z.array(predictionSchema),
  answers: z.array(answerSchema),
  /** The player's all-time row; null before any points were scored. */
  standing: standingSchema.nullable(),
  prizes: z.array(wonPrizeSchema),
});
export type PlayMe = z.infer<typeof playMeSchema>;

const weekPattern = /^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

export const leaderboardQuerySchema = z
  .strictObject({
    period: leaderboardPeriodSchema.default('allTime'),
    date: z.string().regex(datePattern, GAME_MESSAGES.leaderboardDateRequired).optional(),
    week: z.string().regex(weekPattern, GAME_MESSAGES.leaderboardWeekRequired).optional(),
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => q.period !== 'daily' || q.date !== undefined, {
    message: GAME_MESSAGES.leaderboardDateRequired,
    path: ['date'],
  })
  .refine((q) => q.period !== 'weekly' || q.week !== undefined, {
    message: GAME_MESSAGES.leaderboardWeekRequired,
    path: ['week'],
  });
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardSchema = z.object({
  period: leaderboardPeriodSchema,
  /** YYYY-MM-DD, YYYY-Www, or '' for all time. */
  periodKey: z.string(),
  rows: z.array(standingSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The signed-in player's own row (null when not signed in or not on this board). */
  me: standingSchema.nullable(),
  /** The days and weeks the championship has boards for, in its time zone. */
  days: z.array(z.string()),
  weeks: z.array(z.string()),
  /** Of those, the ones whose board has points (its leader has more than 0). */
  daysWithPoints: z.array(z.string()),
  weeksWithPoints: z.array(z.string()),
  /**
   * The day and the week the day and week boards open on: the current one (by the server's clock,
   * in the championship's zone) when it has points, else the latest with points, else the current
   * one, the next to come or the last; '' when the championship has none.
   */
  opening: z.object({ day: z.string(), week: z.string() }),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/* ------------------------------------------------------------------ winners from the board */

export const proposalSchema = z.object({
  period: leaderboardPeriodSchema,
  /** Daily: the day; weekly: the Monday of the ISO week; all time: null (as winners keep them). */
  periodDate: z.string().nullable(),
  periodKey: z.string(),
  complete: z.boolean(),
  prizes: z.number().int(),
  /** Prizes of this period already awarded, from the board or by hand. */
  awardedCount: z.number().int(),
  // Staff only: the account a prize is awarded to.
  candidates: z.array(
    standingSchema.omit({ isMe: true }).extend({
      userId: z.uuid(),
      /** Tied with the player at the last prize's place: staff decide. */
      tiedAtCutOff: z.boolean(),
      /** Already awarded in this period. */
      awarded: z.boolean(),
    }),
  ),
});
export type Proposal = z.infer<typeof proposalSchema>;
export const proposalsSchema = z.object({
  /** Periods with a prize still to award. */
  proposals: z.array(proposalSchema),
  /** Periods whose prizes are all awarded: not proposed. */
  awardedPeriods: z.array(proposalSchema.omit({ candidates: true })),
});
export type Proposals = z.infer<typeof proposalsSchema>;

export const awardProposalBodySchema = z.strictObject({
  challengeId: uuidSchema,
  prizeId: uuidSchema,
  period: leaderboardPeriodSchema,
  periodKey: z.string().max(10),
  userId: uuidSchema,
});
export type AwardProposalBody = z.infer<typeof awardProposalBodySchema>;

/** "Award all": every proposed player of one period at once. */
export const awardPeriodBodySchema = awardProposalBodySchema.omit({ userId: true });
export type AwardPeriodBody = z.infer<typeof awardPeriodBodySchema>;
export const awardedWinnersSchema = z.object({ winners: z.array(winnerSchema) });

/* ------------------------------------------------------------------ teams a player follows */

export { MAX_FOLLOWED_TEAMS } from './game-limits.ts';

export const followTeamParamsSchema = z.strictObject({ teamId: uuidSchema });

export const followedTeamSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** `/api/media/{hash}` of its emblem ('' when it has none). */
  emblemUrl: z.string(),
});
export type FollowedTeam = z.infer<typeof followedTeamSchema>;

/** GET /api/play/follows, and the answer of PUT and DELETE /api/play/follows/{teamId}: the player's teams by name. */
export const followedTeamsSchema = z.object({ teams: z.array(followedTeamSchema) });
export type FollowedTeams = z.infer<typeof followedTeamsSchema>;

/** GET /api/play/championships/{id}/matches/{matchId}/predictions: everyone's picks, once the match locks. */
export const matchPredictionsParamsSchema = z.strictObject({ id: uuidSchema, matchId: uuidSchema });
export const matchPredictionsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type MatchPredictionsQuery = z.infer<typeof matchPredictionsQuerySchema>;
export const matchPredictionsSchema = z.object({
  matchId: z.uuid(),
  /** Nicknames only: no player's email leaves the server. Most points first, then by nickname. */
  rows: z.array(
    z.object({
      nickname: z.string(),
      home: z.number().int(),
      away: z.number().int(),
      points: z.number().int().nullable(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MatchPredictions = z.infer<typeof matchPredictionsSchema>;
