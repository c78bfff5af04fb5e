import { z } from 'zod';
import { WEEKDAYS, type Weekday } from './weekdays.ts';

/**
 * The bar's profile. Structured opening hours (per weekday one or more intervals, special
 * dates, a 'temporarily closed' switch), the bar's IANA time zone and how it shows football
 * (viewing). The pure time functions over these types live in `opening-hours.ts`.
 */
export const BAR_PROFILE_MESSAGES = {
  badTime: 'Times are written HH:MM, from 00:00 to 23:59',
  sameTime: 'An interval must open and close at different times',
  overlap: 'Opening intervals of one day must not overlap',
  spillOver: "The hours after midnight run into the next day's hours",
  tooManyIntervals: 'At most 4 intervals a day',
  badDate: 'Dates are written YYYY-MM-DD',
  duplicateDate: 'Each special date can be listed once',
  tooManySpecialDates: 'At most 100 special dates',
  badTimeZone: 'Unknown time zone',
  badWidgetTheme: 'The theme is light or dark',
  screens: 'Screens: a whole number from 0 to 50',
  soundZones: 'Sound zones: a whole number from 0 to 50',
  soundOverScreens: 'There cannot be more sound zones than screens',
  capacity: 'Capacity: a whole number from 1 to 100000',
  specialHoursSaved: 'Special hours saved',
  closed: 'Closed',
} as const;

export const MAX_INTERVALS_PER_DAY = 4;
export const MAX_SPECIAL_DATES = 100;
/** How long a broadcast occupies a screen: 90 minutes, half-time, stoppage and a margin. */
export const MATCH_SLOT_MINUTES = 120;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const timeOfDaySchema = z
  .string({ error: BAR_PROFILE_MESSAGES.badTime })
  .regex(TIME_PATTERN, BAR_PROFILE_MESSAGES.badTime);

/** A calendar date 'YYYY-MM-DD' that exists (2026-02-30 does not). */
const isoDateSchema = z
  .string({ error: BAR_PROFILE_MESSAGES.badDate })
  .regex(DATE_PATTERN, BAR_PROFILE_MESSAGES.badDate)
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, BAR_PROFILE_MESSAGES.badDate);

/**
 * One opening interval in the bar's local time. `closes` at or before `opens` means the interval
 * runs past midnight and belongs to the evening it started: Friday 16:00–02:00 closes on Saturday.
 */
const hoursIntervalSchema = z
  .strictObject({ opens: timeOfDaySchema, closes: timeOfDaySchema })
  .refine((iv) => iv.opens !== iv.closes, { message: BAR_PROFILE_MESSAGES.sameTime, path: ['closes'] });
export type HoursInterval = z.infer<typeof hoursIntervalSchema>;

/** Minutes after the local midnight of the interval's own day; `end` may pass 1440 (after midnight). */
export function intervalMinutes(iv: HoursInterval): { start: number; end: number } {
  const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const start = toMinutes(iv.opens);
  const close = toMinutes(iv.closes);
  return { start, end: close > start ? close : close + 1440 };
}

/** Issues for one day's intervals: overlaps between them (intervals may come in any order). */
function checkDay(intervals: readonly HoursInterval[], ctx: z.RefinementCtx, path: (string | number)[]): void {
  if (intervals.length > MAX_INTERVALS_PER_DAY) {
    ctx.addIssue({ code: 'custom', message: BAR_PROFILE_MESSAGES.tooManyIntervals, path });
    return;
  }
  const spans = intervals.map((iv, index) => ({ ...intervalMinutes(iv), index })).sort((a, b) => a.start - b.start);
  for (let i = 1; i < spans.length; i++) {
    const previous = spans[i - 1]!;
    const current = spans[i]!;
    if (current.start < previous.end)
      ctx.addIssue({ code: 'custom', message: BAR_PROFILE_MESSAGES.overlap, path: [...path, current.index, 'opens'] });
  }
}

const dayIntervalsSchema = z.array(hoursIntervalSchema);

const weeklyHoursSchema = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayIntervalsSchema])) as Record<Weekday, typeof dayIntervalsSchema>,
);
export type WeeklyHours = Record<Weekday, HoursInterval[]>;

/** A date with hours of its own (a holiday, a late night); no intervals means closed that day. */
export const specialDaySchema = z
  .strictObject({ date: isoDateSchema, intervals: dayIntervalsSchema })
  .superRefine((day, ctx) => checkDay(day.intervals, ctx, ['intervals']));
export type SpecialDay = z.infer<typeof specialDaySchema>;

export const openingHoursSchema = z
  .strictObject({
    weekly: weeklyHoursSchema,
    special: z.array(specialDaySchema).max(MAX_SPECIAL_DATES, BAR_PROFILE_MESSAGES.tooManySpecialDates),
    temporarilyClosed: z.boolean(),
  })
  .superRefine((hours, ctx) => {
    WEEKDAYS.forEach((day, i) => {
      checkDay(hours.weekly[day], ctx, ['weekly', day]);
      // What runs past midnight must end before the next day opens (Sunday runs into Monday).
      const next = WEEKDAYS[(i + 1) % 7]!;
      const tail = Math.max(0, ...hours.weekly[day].map((iv) => intervalMinutes(iv).end - 1440));
      const firstNext = Math.min(1440, ...hours.weekly[next].map((iv) => intervalMinutes(iv).start));
      if (tail > firstNext)
        ctx.addIssue({ code: 'custom', message: BAR_PROFILE_MESSAGES.spillOver, path: ['weekly', day] });
    });
    const seen = new Set<string>();
    hours.special.forEach((day, i) => {
      if (seen.has(day.date))
        ctx.addIssue({ code: 'custom', message: BAR_PROFILE_MESSAGES.duplicateDate, path: ['special', i, 'date'] });
      seen.add(day.date);
    });
  });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const EMPTY_WEEK: WeeklyHours = {
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
  sunday: [],
};
export const EMPTY_OPENING_HOURS: OpeningHours = { weekly: EMPTY_WEEK, special: [], temporarilyClosed: false };

/** An IANA zone the runtime knows ('Europe/Bucharest', 'UTC'). */
export function isValidTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
export const timeZoneSchema = z.string().refine(isValidTimeZone, BAR_PROFILE_MESSAGES.badTimeZone);

/** How the bar shows football. Sound zones are screens with their own sound ('main screen with sound'). */
export const viewingSchema = z
  .strictObject({
    screens: z
      .number({ error: BAR_PROFILE_MESSAGES.screens })
      .int(BAR_PROFILE_MESSAGES.screens)
      .min(0, BAR_PROFILE_MESSAGES.screens)
      .max(50, BAR_PROFILE_MESSAGES.screens),
    soundZones: z
      .number({ error: BAR_PROFILE_MESSAGES.soundZones })
      .int(BAR_PROFILE_MESSAGES.soundZones)
      .min(0, BAR_PROFILE_MESSAGES.soundZones)
      .max(50, BAR_PROFILE_MESSAGES.soundZones),
    /** A big screen or a projector. */
    bigScreen: z.boolean(),
    outdoorScreen: z.boolean(),
    /** Guests; null when the owner has not said. */
    capacity: z
      .number({ error: BAR_PROFILE_MESSAGES.capacity })
      .int(BAR_PROFILE_MESSAGES.capacity)
      .min(1, BAR_PROFILE_MESSAGES.capacity)
      .max(100_000, BAR_PROFILE_MESSAGES.capacity)
      .nullable(),
  })
  .refine((v) => v.soundZones <= v.screens, { message: BAR_PROFILE_MESSAGES.soundOverScreens, path: ['soundZones'] });
export type Viewing = z.infer<typeof viewingSchema>;

/**
 * Warnings when a broadcast is switched on: they never block. `outsideHours` carries the special
 * hours that would cover the match ('Open longer that day'); the others the overlap figures.
 */
export const BROADCAST_WARNING_MESSAGES = {
  outsideHours: 'This match kicks off while the bar is closed',
  notEnoughScreens: 'More broadcasts overlap than the bar has screens',
  notEnoughSoundZones: 'More broadcasts overlap than the bar has sound zones',
} as const;

export const broadcastWarningSchema = z.discriminatedUnion('code', [
  z.object({
    code: z.literal('outsideHours'),
    message: z.string(),
    /** The kick-off (ISO instant) and its local date in the bar's time zone. */
    kickOff: z.string(),
    date: z.string(),
    /** The special hours for `date` that keep the bar open through the match. */
    openLonger: specialDaySchema,
  }),
  z.object({
    code: z.literal('notEnoughScreens'),
    message: z.string(),
    /** How many broadcasts (this one included) run at the busiest moment of this match, and the bar's screens. */
    overlapping: z.number().int(),
    screens: z.number().int(),
    matchIds: z.array(z.uuid()),
  }),
  z.object({
    code: z.literal('notEnoughSoundZones'),
    message: z.string(),
    overlapping: z.number().int(),
    soundZones: z.number().int(),
    matchIds: z.array(z.uuid()),
  }),
]);
export type BroadcastWarning = z.infer<typeof broadcastWarningSchema>;

/** GET /bars/broadcast-warnings?matchId=: what switching this match on would warn about (own bar). */
export const broadcastWarningsQuerySchema = z.strictObject({ matchId: z.uuid({ message: 'Invalid id' }) });
export const broadcastWarningsAnswerSchema = z.object({ warnings: z.array(broadcastWarningSchema) });

/** The public page, poster and calendar feed address a bar by its slug. */
export const publicBarParamsSchema = z.strictObject({
  slug: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9-]+$/, 'Unknown bar'),
});
/** One match at the bar, as a calendar of one event. */
export const publicBarMatchParamsSchema = publicBarParamsSchema.extend({ matchId: z.uuid({ message: 'Invalid id' }) });
/** `?lang=` picks the public page's language; other parameters (campaign tags) are ignored. */
export const publicPageQuerySchema = z.object({ lang: z.string().max(10).optional() });
/** The bar's widget for its own website: its language and the site's light or dark look. */
export const barWidgetQuerySchema = publicPageQuerySchema.extend({
  theme: z.enum(['light', 'dark'], { message: BAR_PROFILE_MESSAGES.badWidgetTheme }).optional(),
});
export const PUBLIC_BAR_MESSAGES = {
  notFound: 'This bar has no public page',
  matchNotShown: 'This bar does not show this match',
} as const;
