import { z } from 'zod';
import { NAME_CONTROL_CHARACTERS, NO_CONTROL_CHARACTERS, pagingQuerySchema, uuidSchema } from './common.ts';
import { idListSchema, labelToggleFields } from './labels.ts';
import { matchDemandSchema, matchGoalsSchema, matchStatusFilterSchema } from './matches.ts';
import { matchStatusCodeSchema } from './match-status.ts';
import { timeZoneSchema } from './bar-profile.ts';
import { bookingSeatsSchema } from './booking-settings.ts';

/** docs/product.md §5, match dialog: the one message of each required field. */
export const MATCH_FIELD_REQUIRED = 'This field is required!';
const MATCH_DATE_INVALID = 'Dates must be real days written as dd.mm.yyyy';
const MATCH_KICKOFF_INVALID = 'The kick-off must be a date and time with its time zone, between 1900 and 2200';
/** The dialog's input mask for a date (docs/product.md §9). */
export const MATCH_DATE_MASK = '##.##.####';

/** Admin folders of the match list; starred and frequent are views across the live folders. */
export const MATCH_FOLDERS = ['future', 'live', 'ended', 'trash', 'starred', 'frequent'] as const;
const matchFolderSchema = z.enum(MATCH_FOLDERS);
export type MatchFolder = z.infer<typeof matchFolderSchema>;

export const DATE_LABELS = ['start_date', 'end_date'] as const;
const dateLabelSchema = z.enum(DATE_LABELS);
export type DateLabel = z.infer<typeof dateLabelSchema>;

/** dd.mm.yyyy naming a real calendar day. */
function isMaskedDate(value: string): boolean {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2200) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const datedEntrySchema = z.strictObject({
  date: z.string().max(20, MATCH_DATE_INVALID),
  label: dateLabelSchema,
});

/**
 * Blank dates are dropped; each remaining one must be a real dd.mm.yyyy day. Whether one must remain
 * depends on the kick-off (see matchInputSchema).
 */
const datesSchema = z
  .array(datedEntrySchema, { error: MATCH_FIELD_REQUIRED })
  .max(10, 'Too many dates')
  .transform((entries) => entries.map((e) => ({ date: e.date.trim(), label: e.label })).filter((e) => e.date !== ''))
  .pipe(
    z.array(
      z.object({
        date: z.string().refine(isMaskedDate, MATCH_DATE_INVALID),
        label: dateLabelSchema,
      }),
    ),
  );

/** ISO 8601 with its offset ('2026-12-05T20:45:00+01:00' or '…Z'): the offset says where the day was chosen. */
const kickOffSchema = z.iso.datetime({ offset: true, error: MATCH_KICKOFF_INVALID }).refine((value) => {
  const year = Number(value.slice(0, 4));
  return year >= 1900 && year <= 2200;
}, MATCH_KICKOFF_INVALID);

/** The kick-off's calendar day where it was chosen (the day written before its offset), as dd.mm.yyyy. */
function kickOffDay(scheduledDate: string): string {
  const [year, month, day] = scheduledDate.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}

/**
 * The dated entries a match keeps once a kick-off is chosen: the kick-off sets the start date, so
 * the first start_date entry takes its day, or one is put first when there is none.
 */
export function datesWithKickOff<T extends { date: string; label: DateLabel }>(
  dates: readonly T[],
  scheduledDate: string,
): { date: string; label: DateLabel }[] {
  const start = { date: kickOffDay(scheduledDate), label: 'start_date' as const };
  const index = dates.findIndex((d) => d.label === 'start_date');
  if (index === -1) return [start, ...dates.map((d) => ({ date: d.date, label: d.label }))];
  return dates.map((d, i) => (i === index ? start : { date: d.date, label: d.label }));
}

const GOALS_INVALID = 'Goals are whole numbers from 0 to 99';
const goalCountSchema = z
  .number({ error: GOALS_INVALID })
  .int(GOALS_INVALID)
  .min(0, GOALS_INVALID)
  .max(99, GOALS_INVALID)
  .nullable()
  .optional();
/** The score an admin (or the data feed) enters: entering or correcting the full-time score scores the game. */
const matchGoalsInputSchema = z.strictObject({
  fullTimeHomeGoals: goalCountSchema,
  fullTimeAwayGoals: goalCountSchema,
  liveHomeGoals: goalCountSchema,
  liveAwayGoals: goalCountSchema,
});
export type MatchGoalsInput = z.infer<typeof matchGoalsInputSchema>;

const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`).default('');
/** A team's or a competition's name: no control characters. */
const optionalName = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .regex(NO_CONTROL_CHARACTERS, NAME_CONTROL_CHARACTERS)
    .default('');

/** A picture is an uploaded media path or an https address; nothing a browser could run. */
const profilePicSchema = z
  .string()
  .trim()
  .max(2048, 'The picture address is too long')
  .refine(
    (v) => v === '' || v.startsWith('/api/media/') || /^https:\/\/[^\s"'<>]+$/.test(v),
    'The picture must be an https address',
  );

const matchFields = {
  homeTeam: z
    .string({ error: MATCH_FIELD_REQUIRED })
    .trim()
    .min(1, MATCH_FIELD_REQUIRED)
    .max(100, 'At most 100 characters')
    .regex(NO_CONTROL_CHARACTERS, NAME_CONTROL_CHARACTERS),
  awayTeam: optionalName(100),
  country: z
    .string({ error: MATCH_FIELD_REQUIRED })
    .trim()
    .min(1, MATCH_FIELD_REQUIRED)
    .max(100, 'At most 100 characters'),
  /** The kick-off; absent, it comes from the start date (a new match at 12:00 UTC, an edit keeps its time). */
  scheduledDate: kickOffSchema.optional(),
  dates: datesSchema,
  /** A status code (match-status.ts); absent, a new match is SCHEDULED and an edit keeps its status. */
  status: matchStatusCodeSchema.optional(),
  competition: optionalName(100),
  matchType: optionalText(60),
  // Left out on an edit, these keep what the match has; on a create they start empty / false.
  profilePic: profilePicSchema.optional(),
  starred: z.boolean().optional(),
  frequent: z.boolean().optional(),
  labels: z
    .array(uuidSchema)
    .max(50, 'Too many labels')
    .transform((ids) => [...new Set(ids)])
    .optional(),
  /** SPEC's goals: the 90-minute result and the live score. Absent: kept; a null clears one. */
  goals: matchGoalsInputSchema.optional(),
};

/**
 * docs/product.md §5: at least one date. The kick-off is a date (it sets the start date), so a match
 * with a kick-off needs no other. Checked even when other fields fail, so the dialog can order the
 * messages: home team, country, dates.
 */
function withADate<T extends z.ZodType<{ scheduledDate?: string | undefined; dates: unknown[] }>>(schema: T) {
  return schema.refine((m) => m.scheduledDate !== undefined || m.dates.length > 0, {
    message: MATCH_FIELD_REQUIRED,
    path: ['dates'],
    when: (payload) => Array.isArray((payload.value as { dates?: unknown } | undefined)?.dates),
  });
}

/**
 * The match the create / edit dialog sends (docs/product.md §§3 and 5). The same schema checks the
 * dialog (zodResolver) and the server, so both refuse the same input with the same message.
 * Field order is the order the dialog reports problems in: home team, country, kick-off, dates.
 */
export const matchInputSchema = withADate(z.strictObject(matchFields));
export type MatchInputParsed = z.output<typeof matchInputSchema>;

export const createMatchBodySchema = z.strictObject({ match: matchInputSchema });
export type CreateMatchBody = z.input<typeof createMatchBodySchema>;
export const updateMatchBodySchema = z.strictObject({
  match: withADate(z.strictObject({ ...matchFields, id: uuidSchema })),
});
export type UpdateMatchBody = z.input<typeof updateMatchBodySchema>;

/** The headline lists show: "Home - Away", or the home team alone. */
export function matchHeadline(homeTeam: string, awayTeam: string): string {
  const home = homeTeam.trim();
  const away = awayTeam.trim();
  return away ? `${home} - ${away}` : home;
}

/** The fields an admin's edit can take over from the feed (the server's HAND_EDITABLE_FIELDS). */
const HAND_EDITED_FIELDS = ['kickOff', 'status', 'teams', 'score'] as const;
export type HandEditedField = (typeof HAND_EDITED_FIELDS)[number];

/** One match as the admin sees it: docs/product.md §3, Match (admin); a superset of the owner list's row. */
export const adminMatchSchema = z.object({
  id: z.uuid(),
  _id: z.uuid(),
  headline: z.string(),
  /** Same as headline (docs/product.md reads both names). */
  name: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  /** Provider status code (SCHEDULED, LIVE, FT …; match-status.ts); people see matchStatusWord's word. */
  status: z.string(),
  /** Where the match sits in the admin's folders. */
  folder: z.enum(['future', 'live', 'ended', 'trash']),
  /** The owner list's status filter the match belongs to (matches.ts), so both lists render one shape. */
  matchStatus: matchStatusFilterSchema,
  goals: matchGoalsSchema,
  homeTeamEmblemUrl: z.string(),
  awayTeamEmblemUrl: z.string(),
  scheduledDate: z.iso.datetime({ offset: true }),
  competitionId: z.uuid().nullable(),
  competitionName: z.string(),
  /** Same as competitionName (docs/product.md reads both names). */
  competition: z.string(),
  country: z.string(),
  matchType: z.string(),
  profilePic: z.string(),
  dates: z.array(z.object({ date: z.string(), label: z.string() })),
  /** How many bars broadcast it; admins have no bar of their own. */
  broadcasted: z.boolean(),
  popular: z.boolean(),
  starred: z.boolean(),
  frequent: z.boolean(),
  /** Label ids. */
  labels: z.array(z.uuid()),
  trashedAt: z.string().nullable(),
  /** The data provider the match comes from ('football-data'); null when typed by hand. */
  source: z.string().nullable(),
  /** The fields an admin set apart from the feed (kickOff, status, teams, score): the feed leaves them alone. */
  handEdited: z.array(z.enum(HAND_EDITED_FIELDS)),
  /** What the feed last said of the fields the dialog edits; null when typed by hand. */
  feed: z
    .object({
      scheduledDate: z.iso.datetime({ offset: true }),
      status: z.string(),
      homeTeam: z.string(),
      awayTeam: z.string(),
    })
    .nullable(),
  /**
   * Only in GET /match/{id}: the owners' demand figures (matches.ts), how many bars show the match
   * (accepted, not in the trash, as `broadcasted` counts them), and across every bar: the fans who
   * said "I'm going" and the seats bookings hold, waiting and accepted.
   */
  demand: matchDemandSchema
    .extend({ bars: z.number().int().min(0), goers: z.number().int().min(0), bookings: bookingSeatsSchema })
    .optional(),
});
export type AdminMatch = z.infer<typeof adminMatchSchema>;

/** 'Follow the feed again' (PUT /api/match/follow-feed). */
export const followFeedBodySchema = z.strictObject({ matchId: uuidSchema });
export type FollowFeedBody = z.input<typeof followFeedBodySchema>;

/** Filter of the admin list and of its export. Each part narrows the others. */
const adminMatchFilterSchema = z.strictObject({
  selectedFolder: matchFolderSchema.optional(),
  selectedLabel: uuidSchema.optional(),
  competition: uuidSchema.optional(),
  searchText: z.string().trim().max(100, 'Search text is too long').optional(),
  /** 'feed': only the matches the fixtures feed brought. */
  source: z.enum(['feed'], { error: 'source is feed or absent' }).optional(),
});
export type AdminMatchFilter = z.infer<typeof adminMatchFilterSchema>;

export const adminMatchListQuerySchema = adminMatchFilterSchema.extend(pagingQuerySchema.shape);
export type AdminMatchListQuery = z.output<typeof adminMatchListQuerySchema>;

export const adminMatchListSchema = z.object({
  folderMatches: z.array(adminMatchSchema),
  total: z.number().int().min(0),
  /** Set when `total` is the planner's estimate: the filter holds more than 10,000 rows. */
  totalIsEstimate: z.literal(true).optional(),
});
export type AdminMatchList = z.infer<typeof adminMatchListSchema>;

export const matchIdsBodySchema = z.strictObject({ matchIds: idListSchema });

export const updateStarredBodySchema = z.strictObject({ matchIds: idListSchema, status: z.boolean() });
export type UpdateStarredBody = z.input<typeof updateStarredBodySchema>;

/** `status` true puts the label on every match, false takes it off, absent toggles it per match. */
export const updateMatchLabelBodySchema = z.strictObject({ matchIds: idListSchema, ...labelToggleFields });
export type UpdateMatchLabelBody = z.input<typeof updateMatchLabelBodySchema>;

/** The matches a bulk call changed, as they are now. */
export const changedMatchesSchema = z.object({ matches: z.array(adminMatchSchema) });
export type ChangedMatches = z.infer<typeof changedMatchesSchema>;

/** Trash, restore, delete for good: how many matches moved. */
export const bulkResultSchema = z.object({ message: z.string(), count: z.number().int().min(0) });
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const matchIdParamsSchema = z.strictObject({ id: uuidSchema });

/**
 * docs/product.md §3's columns of the matches export, in this order, headed in words as the bars
 * export is: 'Match type', not the field's key.
 */
export const MATCH_EXPORT_COLUMNS = [
  'Id',
  'Name',
  'Match type',
  'Country',
  'Dates',
  'Competition',
  'Kick-off',
  'Status',
  'Score',
] as const;

/**
 * The zone the export writes kick-offs in (the admin's browser's; UTC when none is sent), named in the column's header.
 */
const exportZone = { timeZone: timeZoneSchema.optional() };
export const matchExportQuerySchema = adminMatchFilterSchema.extend(exportZone);
export const matchExportBodySchema = matchIdsBodySchema.extend(exportZone);
