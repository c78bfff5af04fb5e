import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import {
  BAR_PROFILE_MESSAGES,
  EMPTY_WEEK,
  MATCH_SLOT_MINUTES,
  intervalMinutes,
  type HoursInterval,
  type OpeningHours,
  type SpecialDay,
  type WeeklyHours,
} from './bar-profile.ts';
import { WEEKDAYS, type Weekday } from './weekdays.ts';

/**
 * Pure time functions over a bar's opening hours, shared by the server (warnings, public page,
 * rules) and the console. The wall clock of the bar's zone is turned into instants by
 * @date-fns/tz (daylight saving included); no offset arithmetic here.
 */

/** An opening as two instants: `end` is after `start`, possibly on the next calendar day. */
export type OpenSpan = { start: Date; end: Date };

/** The weekday of a calendar date 'YYYY-MM-DD' (no zone involved: a date is a date). */
export function weekdayOf(date: string): Weekday {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const sundayFirst = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

/** The calendar date 'YYYY-MM-DD' an instant falls on in a zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), 'yyyy-MM-dd');
}

/** The local wall time 'HH:mm' of an instant in a zone. */
export function localTimeOf(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), 'HH:mm');
}

/** The date before or after a calendar date. */
export function shiftDate(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return format(addDays(new Date(y, m - 1, d, 12), days), 'yyyy-MM-dd');
}

/** The intervals that start on a date: its special hours when it has some, else its weekday's. */
export function intervalsFor(hours: OpeningHours, date: string): HoursInterval[] {
  const special = hours.special.find((day) => day.date === date);
  return special ? special.intervals : hours.weekly[weekdayOf(date)];
}

/** The instant a wall-clock time of a date has in a zone (a time skipped by daylight saving moves forward). */
export function instantAt(date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, 0, minutes, timeZone).getTime());
}

/**
 * The openings that start on a local date, as instants; an interval past midnight ends on the
 * next date. Temporarily closed bars have none.
 */
export function openIntervalsOn(hours: OpeningHours, timeZone: string, date: string): OpenSpan[] {
  if (hours.temporarilyClosed) return [];
  return intervalsFor(hours, date)
    .map((iv) => {
      const { start, end } = intervalMinutes(iv);
      return { start: instantAt(date, start, timeZone), end: instantAt(date, end, timeZone) };
    })
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Whether the bar is open at an instant: its own date's openings and the evening before's that run past midnight. */
export function isOpenAt(hours: OpeningHours, timeZone: string, instant: Date): boolean {
  const date = localDateOf(instant, timeZone);
  const t = instant.getTime();
  return [shiftDate(date, -1), date].some((day) =>
    openIntervalsOn(hours, timeZone, day).some((span) => span.start.getTime() <= t && t < span.end.getTime()),
  );
}

const hhmm = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/**
 * 'Open longer that day': the special hours for the kick-off's local date that keep the bar open
 * from 30 minutes before kick-off to the end of the match slot, joined with that day's own
 * intervals that touch it (quarter hours, never past 23:59 + 24 h).
 */
export function openLongerFor(hours: OpeningHours, timeZone: string, kickOff: Date): SpecialDay {
  const date = localDateOf(kickOff, timeZone);
  const [h, m] = localTimeOf(kickOff, timeZone).split(':').map(Number) as [number, number];
  const kick = h * 60 + m;
  let start = Math.floor((kick - 30) / 15) * 15;
  let end = Math.ceil((kick + MATCH_SLOT_MINUTES) / 15) * 15;
  if (start < 0) start = 0;
  const others: HoursInterval[] = [];
  for (const iv of intervalsFor(hours, date)) {
    const span = intervalMinutes(iv);
    if (span.start <= end && span.end >= start) {
      start = Math.min(start, span.start);
      end = Math.max(end, span.end);
    } else {
      others.push(iv);
    }
  }
  end = Math.min(end, start + 1439);
  const merged = { opens: hhmm(start), closes: hhmm(end) };
  const intervals = [...others, merged].sort((a, b) => intervalMinutes(a).start - intervalMinutes(b).start);
  return { date, intervals };
}

/** A day's hours in time order: split hours read earliest first, whatever order they were typed in. */
export function sortIntervals(intervals: readonly HoursInterval[]): HoursInterval[] {
  return [...intervals].sort((a, b) => intervalMinutes(a).start - intervalMinutes(b).start);
}

/** The whole structure in time order: every day's hours, and the special dates by date. */
export function sortedHours(hours: OpeningHours): OpeningHours {
  const weekly = Object.fromEntries(WEEKDAYS.map((day) => [day, sortIntervals(hours.weekly[day])])) as WeeklyHours;
  const special = [...hours.special]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day) => ({ ...day, intervals: sortIntervals(day.intervals) }));
  return { ...hours, weekly, special };
}

/** docs/product.md's string for one day: '16:00 - 00:00', split hours joined by ', ', 'Closed' when none. */
function formatDayProgram(intervals: readonly HoursInterval[]): string {
  if (intervals.length === 0) return BAR_PROFILE_MESSAGES.closed;
  return sortIntervals(intervals)
    .map((iv) => `${iv.opens} - ${iv.closes}`)
    .join(', ');
}

/** docs/product.md's seven strings written from the structure. */
export function barProgramFromHours(weekly: WeeklyHours): Record<Weekday, string> {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, formatDayProgram(weekly[day])])) as Record<Weekday, string>;
}

const INTERVAL_TEXT = /^\s*(\d{1,2})[:.h](\d{2})\s*[-–—]\s*(\d{1,2})[:.h](\d{2})\s*$/;

/**
 * One day's free text ('16:00 - 00:00', '12:00-15:00, 18:00-23:00', 'Closed') as intervals, or null when it is not
 * hours.
 */
export function parseDayProgram(text: string): HoursInterval[] | null {
  const trimmed = text.trim();
  if (trimmed === '' || /^closed$/i.test(trimmed)) return [];
  const intervals: HoursInterval[] = [];
  for (const part of trimmed.split(/[,;/]/)) {
    const found = INTERVAL_TEXT.exec(part);
    if (!found) return null;
    const [, h1, m1, h2, m2] = found.map(Number) as [number, number, number, number, number];
    if (h1 > 23 || h2 > 24 || m1 > 59 || m2 > 59) return null;
    const opens = hhmm(h1 * 60 + m1);
    const closes = hhmm(h2 * 60 + m2);
    if (opens === closes) return null;
    intervals.push({ opens, closes });
  }
  return intervals;
}

/**
 * The structure read from docs/product.md's strings (a bar saved without structured hours); a day that is not hours
 * counts as closed.
 */
export function weeklyHoursFromProgram(program: Record<Weekday, string>): WeeklyHours {
  const weekly: WeeklyHours = { ...EMPTY_WEEK };
  for (const day of WEEKDAYS) weekly[day] = parseDayProgram(program[day]) ?? [];
  return weekly;
}

/**
 * The next seven days starting today (in the bar's zone), each with its intervals: the public page
 * lists hours with today's first.
 */
export function weekFrom(
  hours: OpeningHours,
  today: string,
): { date: string; weekday: Weekday; intervals: HoursInterval[]; special: boolean }[] {
  return Array.from({ length: 7 }, (_, i) => {
    const date = shiftDate(today, i);
    return {
      date,
      weekday: weekdayOf(date),
      intervals: hours.temporarilyClosed ? [] : intervalsFor(hours, date),
      special: hours.special.some((day) => day.date === date),
    };
  });
}

/** The evening a bar usually adds first, proposed when it is free. */
const USUAL_EVENING: HoursInterval = { opens: '18:00', closes: '23:00' };
/** A proposed interval is at most three hours, up to an hour apart from the hours around it when the gap allows. */
const PROPOSED_MINUTES = 180;
const MARGIN_MINUTES = 60;
/** A gap of an hour is worth an evening's opening; below half an hour there is no room at all. */
const USEFUL_FREE_MINUTES = 60;
const SHORTEST_FREE_MINUTES = 30;

/**
 * 'Add hours' on a day: an interval that can be saved beside the day's own and
 * the evening before's that runs past midnight, or null when the day has no free half hour. The
 * usual evening when it is free; else up to three hours in the day's latest free gap of an hour
 * (a bar opens late rather than at dawn), placed toward the gap's end. The new interval ends by
 * midnight, so it never runs into the next day.
 */
export function proposeInterval(
  intervals: readonly HoursInterval[],
  eveningBefore: readonly HoursInterval[] = [],
): HoursInterval | null {
  const taken = intervals.map(intervalMinutes);
  const morning = Math.max(0, ...eveningBefore.map((iv) => intervalMinutes(iv).end - 1440));
  const fits = (start: number, end: number) =>
    start >= morning && taken.every((span) => end <= span.start || start >= span.end);
  const usual = intervalMinutes(USUAL_EVENING);
  if (fits(usual.start, usual.end)) return USUAL_EVENING;
  // The free gaps between the day's morning (after last night) and midnight, earliest first.
  const gaps: { start: number; end: number }[] = [];
  let from = morning;
  for (const span of [...taken].sort((a, b) => a.start - b.start)) {
    if (span.start > from) gaps.push({ start: from, end: span.start });
    from = Math.max(from, Math.min(span.end, 1440));
  }
  if (from < 1440) gaps.push({ start: from, end: 1440 });
  const length = (gap: { start: number; end: number }) => gap.end - gap.start;
  const gap =
    gaps.filter((g) => length(g) >= USEFUL_FREE_MINUTES).at(-1) ??
    gaps.filter((g) => length(g) >= SHORTEST_FREE_MINUTES).sort((a, b) => length(b) - length(a))[0];
  if (!gap) return null;
  const margin = Math.max(0, Math.min(MARGIN_MINUTES, Math.floor((length(gap) - PROPOSED_MINUTES) / 2)));
  const end = gap.end - margin;
  const start = Math.max(gap.start, end - PROPOSED_MINUTES);
  return { opens: hhmm(start), closes: hhmm(end) };
}
