import { z } from 'zod';
import { uuidSchema } from './common.ts';
import { languageCodeSchema } from './languages.ts';
import { mediaUrlSchema } from './media.ts';
import { GAME_MESSAGES, scoringSchema } from './game-rules.ts';

/* ------------------------------------------------------------------ texts per language */

export const localizedTextSchema = z.strictObject({
  text: z.string().max(5000, 'Text is too long'),
  language: languageCodeSchema,
});
type LocalizedText = z.infer<typeof localizedTextSchema>;
export const localizedDescriptionSchema = z.strictObject({
  description: z.string().max(2000, 'Description is too long'),
  language: languageCodeSchema,
});
type LocalizedDescription = z.infer<typeof localizedDescriptionSchema>;
export const localizedAnswersSchema = z.strictObject({
  answers: z.array(z.string().max(500, 'Answer is too long')).max(20, 'A question has at most 20 answers'),
  language: languageCodeSchema,
});
type LocalizedAnswers = z.infer<typeof localizedAnswersSchema>;

/* ------------------------------------------------------------------ answers */

const prizeTypesCountsSchema = z.strictObject({
  daily: z.number().int('Prize counts are whole numbers').max(1000, 'At most 1000 prizes per period'),
  weekly: z.number().int('Prize counts are whole numbers').max(1000, 'At most 1000 prizes per period'),
  allTime: z.number().int('Prize counts are whole numbers').max(1000, 'At most 1000 prizes per period'),
});

/** A postponed match has no date to play for: it is never offered and cannot be added. */
export const POSTPONED_STATUS = 'POSTP';
/** A cancelled match will never be played: it can always be removed from a championship. */
export const CANCELLED_STATUS = 'CANC';
/** A finished match (FT, or after extra time or penalties) has counted towards the game: it cannot be removed. */
export const FINISHED_STATUSES: readonly string[] = ['FT', 'AET', 'PEN'];

/** A match as the editor shows it (selected list and picker). */
const championshipMatchSchema = z.object({
  _id: z.uuid(),
  headline: z.string(),
  competitionName: z.string(),
  scheduledDate: z.string(),
  /** Provider code: SCHEDULED, TIMED, LIVE, HT, FT, AET, PEN, POSTP, CANC. */
  status: z.string(),
  homeTeamEmblemUrl: z.string(),
  awayTeamEmblemUrl: z.string(),
});
export type ChampionshipMatch = z.infer<typeof championshipMatchSchema>;

export const championshipListItemSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  logo: z.string(),
  cover: z.string(),
  published: z.boolean(),
  qrCodeEligible: z.boolean(),
  /** Earliest and latest kick-off of its matches (null without matches). */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** When it was archived (null while active). */
  archivedAt: z.string().nullable(),
  /** What a delete would touch: its winners, and how many of their prizes were already handed out. */
  winners: z.number().int(),
  redeemed: z.number().int(),
  /** How many of its matches are postponed and cancelled now (the card and the editor say so). */
  postponedMatches: z.number().int(),
  cancelledMatches: z.number().int(),
});
export type ChampionshipListItem = z.infer<typeof championshipListItemSchema>;
export const championshipsAnswerSchema = z.array(championshipListItemSchema);

const prizeSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  description: z.array(localizedDescriptionSchema),
  photo: z.string(),
});

const questionSchema = z.object({
  _id: z.uuid(),
  type: z.number().int(),
  questionText: z.array(localizedTextSchema),
  possibleAnswers: z.array(localizedAnswersSchema),
  challengeId: z.uuid(),
  /** When answers close; null: at the first kick-off. */
  closesAt: z.string().nullable(),
  /** The index of the correct answer in every language's list; null until marked. */
  correctAnswer: z.number().int().nullable(),
});

export const championshipDetailSchema = championshipListItemSchema.extend({
  stake: z.string(),
  prizeTypesCounts: prizeTypesCountsSchema,
  howItWorks: z.array(localizedTextSchema),
  prizes: z.array(prizeSchema),
  questions: z.array(questionSchema),
  matches: z.array(championshipMatchSchema),
  /** The game's scoring, lock and time zone. */
  scoring: scoringSchema,
  /**
   * The championship's newest scoring job that failed: tried again later, or set
   * aside after its last attempt until the championship changes again; null when none is failing.
   */
  scoringFailure: z.object({ setAside: z.boolean(), lastError: z.string() }).nullable(),
});
export type ChampionshipDetail = z.infer<typeof championshipDetailSchema>;

/* ------------------------------------------------------------------ simple requests */

export const championshipDetailQuerySchema = z.strictObject({ challengeId: uuidSchema });
export const publishChampionshipBodySchema = z.strictObject({ challengeId: uuidSchema, publish: z.boolean() });
export type PublishChampionshipBody = z.infer<typeof publishChampionshipBodySchema>;
export const deleteChampionshipBodySchema = z.strictObject({ challengeId: uuidSchema });

/**
 * A prize handed out is a promise. DELETE archives a championship that has winners (their
 * codes stay valid) and deletes one without winners for good; an archived one with winners stays.
 */
export const CHAMPIONSHIP_ARCHIVE_MESSAGES = {
  deleted: 'Official championship deleted.',
  archived: 'Official championship archived: it has winners, so their prizes stay valid.',
  restored: 'Official championship restored.',
  hasWinners: 'This championship has winners, so it cannot be deleted for good; it stays in the archive.',
  publishArchived: 'An archived championship cannot be published; restore it first.',
  awardArchived: 'This championship is archived; restore it to award prizes.',
} as const;
export const CHAMPIONSHIP_ARCHIVE_CODES = {
  hasWinners: 'championships.HAS_WINNERS',
  archived: 'championships.ARCHIVED',
} as const;
export const deleteChampionshipAnswerSchema = z.object({
  message: z.string(),
  outcome: z.enum(['deleted', 'archived']),
});
export const restoreChampionshipBodySchema = z.strictObject({ challengeId: uuidSchema });

/** GET /challenges/bar-championships: active ones by default; `archived=true` lists the archive instead. */
export const championshipsQuerySchema = z.strictObject({
  archived: z
    .enum(['true', 'false'], { message: 'archived is true or false' })
    .optional()
    .transform((v) => v === 'true'),
});

/** docs/product.md §9: the championship match list shows 30 per page. */
export const SELECTABLE_MATCHES_PAGE_SIZE = 30;
export const selectableMatchesQuerySchema = z.strictObject({
  query: z.string().trim().max(100, 'Search text is too long').optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type SelectableMatchesQuery = { query?: string; page: number };
export const selectableMatchesAnswerSchema = z.object({
  matches: z.array(championshipMatchSchema),
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SelectableMatchesAnswer = z.infer<typeof selectableMatchesAnswerSchema>;

/* ------------------------------------------------------------------ the multipart save request */

/**
 * A new prize photo travels as a file part whose field name is this generated id; the prize's
 * `photo` names it. An unchanged photo keeps its `/api/media/{hash}` URL.
 */
export const photoIdSchema = z.string().regex(/^photo-[A-Za-z0-9_-]{1,64}$/, 'Invalid photo id');
export const newPhotoId = (random: string) => `photo-${random.replace(/[^A-Za-z0-9_-]/g, '')}`;

const prizeInputSchema = z.strictObject({
  _id: uuidSchema.optional(),
  name: z.string().max(200, 'Prize Name is too long'),
  description: z.array(localizedDescriptionSchema).max(20),
  /** A photo id of a file part, or the existing `/api/media/{hash}` URL; '' when none. */
  photo: z.union([z.literal(''), photoIdSchema, mediaUrlSchema]),
  deleted: z.boolean().optional(),
});
export type PrizeInput = z.infer<typeof prizeInputSchema>;

const questionInputSchema = z.strictObject({
  _id: uuidSchema.optional(),
  type: z.literal(0).optional(),
  questionText: z.array(localizedTextSchema).max(20),
  possibleAnswers: z.array(localizedAnswersSchema).max(20),
  challengeId: uuidSchema.optional(),
  deleted: z.boolean().optional(),
  /** Absent: kept; null: closes at the first kick-off. */
  closesAt: z.iso.datetime({ offset: true, error: GAME_MESSAGES.closesAtInvalid }).nullable().optional(),
  /** Absent: kept; null: not marked yet. Must name an answer of the lists (the same count in every language). */
  correctAnswer: z
    .number()
    .int(GAME_MESSAGES.correctAnswerOutOfRange)
    .min(0, GAME_MESSAGES.correctAnswerOutOfRange)
    .max(19, GAME_MESSAGES.correctAnswerOutOfRange)
    .nullable()
    .optional(),
});
export type QuestionInput = z.infer<typeof questionInputSchema>;

const matchIdsSchema = z.array(uuidSchema).max(1000, 'At most 1000 matches per championship');

/** The JSON parts of the multipart body (each sent as a text part holding JSON). */
export const championshipJsonPartsSchema = z.strictObject({
  prizeTypesCounts: prizeTypesCountsSchema,
  howItWorks: z.array(localizedTextSchema).max(20),
  prizes: z.array(prizeInputSchema).max(200, 'At most 200 prizes'),
  questions: z.array(questionInputSchema).max(200, 'At most 200 questions'),
  /** Every selected match (create: the matches to link). */
  matches: matchIdsSchema,
  /** Update: matches newly linked, and linked matches to unlink. */
  matchesToInsert: matchIdsSchema,
  matchesToRemove: matchIdsSchema,
  /** The editor's Scoring section; absent: kept (the defaults on create). */
  scoring: scoringSchema.optional(),
});
export type ChampionshipJsonParts = z.infer<typeof championshipJsonPartsSchema>;
export const CHAMPIONSHIP_JSON_PARTS = [
  'prizeTypesCounts',
  'howItWorks',
  'prizes',
  'questions',
  'matches',
  'matchesToInsert',
  'matchesToRemove',
  'scoring',
] as const;
/** JSON parts a client may leave out: they default to an empty list. */
export const OPTIONAL_JSON_PARTS = new Set<string>(['questions', 'matches', 'matchesToInsert', 'matchesToRemove']);
/** JSON parts a client may leave out that keep what is stored (the defaults on create). */
export const KEPT_JSON_PARTS = new Set<string>(['scoring']);

/** The plain text parts. `logo` and `cover` are either a file part or, unchanged, the image's URL. */
export const championshipTextPartsSchema = z.strictObject({
  _id: uuidSchema.optional(),
  challengeId: uuidSchema.optional(),
  name: z.string().max(200, 'Championship Name is too long').default(''),
  stake: z.string().max(200, 'Championship Stake is too long').default(''),
  qrCodeEligible: z.enum(['true', 'false'], { message: 'qrCodeEligible must be true or false' }).default('false'),
  logo: mediaUrlSchema.optional(),
  cover: mediaUrlSchema.optional(),
});
export type ChampionshipTextParts = z.infer<typeof championshipTextPartsSchema>;
export const CHAMPIONSHIP_TEXT_PARTS = [
  '_id',
  'challengeId',
  'name',
  'stake',
  'qrCodeEligible',
  'logo',
  'cover',
] as const;

/* ---------------------------------------------- rules (docs/product.md §5), shared by console and server */

export const CHAMPIONSHIP_MESSAGES = {
  howItWorks: 'How it works should not be empty',
  name: 'Championship Name should not be empty',
  allTime: 'All Time Prizes should be bigger than 0',
  daily: 'Daily Prizes should be bigger or equal than 0',
  weekly: 'Weekly Prizes should be bigger or equal than 0',
  stake: 'Championship Stake should not be empty',
  logo: 'Championship Logo should not be empty',
  cover: 'Championship Cover should not be empty',
  prizes: 'Prizes should not be empty',
  matches: 'Matches should not be empty',
  prizeName: 'Prize Name should not be empty',
  prizePhoto: 'Prize Photo should not be empty',
  prizeDescription: 'All prize description fields are mandatory',
  questionTitle: 'Questions title should not be empty',
  answersEmpty: 'Answers should not be empty',
  answersTooFew: 'Question should have at least 2 answers',
} as const;

/** docs/product.md §9: all-time prizes at least 1, daily and weekly at least 0, 2 answers per question. */
const MIN_ALL_TIME_PRIZES = 1;
export const MIN_ANSWERS = 2;

const filled = (value: string | undefined) => (value ?? '').trim().length > 0;

/** True when there is an entry for every language of `languages` and no entry is empty. */
function everyLanguageFilled<T extends { language: string }>(
  items: readonly T[] | undefined,
  languages: readonly string[],
  text: (item: T) => string,
): boolean {
  if (!items || items.length === 0) return false;
  if (items.some((item) => !filled(text(item)))) return false;
  return languages.every((code) => items.some((item) => item.language === code));
}

export type ChampionshipDraft = {
  name: string;
  stake: string;
  hasLogo: boolean;
  hasCover: boolean;
  howItWorks: readonly LocalizedText[] | undefined;
  prizeTypesCounts: { daily: number; weekly: number; allTime: number };
  prizes: readonly { name: string; deleted?: boolean }[];
  matchCount: number;
};

/** Every rule the championship breaks, in docs/product.md's order (the first one is what a person sees). */
export function championshipProblems(draft: ChampionshipDraft, languages: readonly string[]): string[] {
  const m = CHAMPIONSHIP_MESSAGES;
  const problems: string[] = [];
  const { daily, weekly, allTime } = draft.prizeTypesCounts;
  if (!everyLanguageFilled(draft.howItWorks, languages, (i) => i.text)) problems.push(m.howItWorks);
  if (!filled(draft.name)) problems.push(m.name);
  if (!Number.isInteger(allTime) || allTime < MIN_ALL_TIME_PRIZES) problems.push(m.allTime);
  if (!Number.isInteger(daily) || daily < 0) problems.push(m.daily);
  if (!Number.isInteger(weekly) || weekly < 0) problems.push(m.weekly);
  if (!filled(draft.stake)) problems.push(m.stake);
  if (!draft.hasLogo) problems.push(m.logo);
  if (!draft.hasCover) problems.push(m.cover);
  if (!draft.prizes.some((p) => !p.deleted)) problems.push(m.prizes);
  if (draft.matchCount < 1) problems.push(m.matches);
  return problems;
}

export type PrizeDraft = { name: string; photo: string; description: readonly LocalizedDescription[] };

export function prizeProblems(prize: PrizeDraft, languages: readonly string[]): string[] {
  const m = CHAMPIONSHIP_MESSAGES;
  const problems: string[] = [];
  if (!filled(prize.name)) problems.push(m.prizeName);
  if (!filled(prize.photo)) problems.push(m.prizePhoto);
  if (!everyLanguageFilled(prize.description, languages, (d) => d.description)) problems.push(m.prizeDescription);
  return problems;
}

export type QuestionDraft = {
  questionText: readonly LocalizedText[];
  possibleAnswers: readonly LocalizedAnswers[];
  correctAnswer?: number | null | undefined;
};

export function questionProblems(question: QuestionDraft, languages: readonly string[]): string[] {
  const m = CHAMPIONSHIP_MESSAGES;
  const problems: string[] = [];
  if (!everyLanguageFilled(question.questionText, languages, (q) => q.text)) problems.push(m.questionTitle);
  const lists = languages.map((code) => question.possibleAnswers.find((a) => a.language === code)?.answers ?? []);
  const all = question.possibleAnswers.map((a) => a.answers);
  const counts = new Set(lists.map((l) => l.length));
  const marked = question.correctAnswer !== undefined && question.correctAnswer !== null;
  if (lists.length === 0 || lists.some((l) => l.length === 0) || all.some((l) => l.some((a) => !filled(a)))) {
    problems.push(m.answersEmpty);
  } else if (counts.size > 1) {
    // A marked answer is an index into every language's list, so the lists must line up.
    problems.push(marked ? GAME_MESSAGES.answersCountDiffer : m.answersEmpty);
  } else if ((lists[0]?.length ?? 0) < MIN_ANSWERS) {
    problems.push(m.answersTooFew);
  } else if (marked && question.correctAnswer! >= (lists[0]?.length ?? 0)) {
    problems.push(GAME_MESSAGES.correctAnswerOutOfRange);
  }
  return problems;
}

/* ------------------------------------------------------------------ the editor's prize and question forms */

/** The field each problem is shown on (a problem not listed: the item's first field). */
const PRIZE_PROBLEM_FIELDS: Record<string, keyof PrizeDraft> = {
  [CHAMPIONSHIP_MESSAGES.prizeName]: 'name',
  [CHAMPIONSHIP_MESSAGES.prizePhoto]: 'photo',
  [CHAMPIONSHIP_MESSAGES.prizeDescription]: 'description',
};
const QUESTION_PROBLEM_FIELDS: Record<string, keyof QuestionDraft> = {
  [CHAMPIONSHIP_MESSAGES.questionTitle]: 'questionText',
  [CHAMPIONSHIP_MESSAGES.answersEmpty]: 'possibleAnswers',
  [CHAMPIONSHIP_MESSAGES.answersTooFew]: 'possibleAnswers',
  [GAME_MESSAGES.answersCountDiffer]: 'possibleAnswers',
  [GAME_MESSAGES.correctAnswerOutOfRange]: 'correctAnswer',
};

/**
 * prizeProblems as a schema, for a form's resolver: the console's prize form and the server run the
 * same rules (docs/product.md §5); each problem is an issue on its field, in prizeProblems' order.
 */
export const prizeDraftSchema = (languages: readonly string[]) =>
  z
    .object({
      name: z.string(),
      photo: z.string(),
      description: z.array(localizedDescriptionSchema),
    })
    .superRefine((prize, ctx) => {
      for (const message of prizeProblems(prize, languages))
        ctx.addIssue({ code: 'custom', message, path: [PRIZE_PROBLEM_FIELDS[message] ?? 'name'] });
    });

/** questionProblems as a schema, for the console's question form. */
export const questionDraftSchema = (languages: readonly string[]) =>
  z
    .object({
      questionText: z.array(localizedTextSchema),
      possibleAnswers: z.array(localizedAnswersSchema),
      correctAnswer: z.number().int().nullable(),
    })
    .superRefine((question, ctx) => {
      for (const message of questionProblems(question, languages))
        ctx.addIssue({ code: 'custom', message, path: [QUESTION_PROBLEM_FIELDS[message] ?? 'questionText'] });
    });
