import type { Month } from 'date-fns';
import { activeLanguage } from './i18n.ts';
import type { Language } from './preferences-store.ts';
import { browserTemporal } from './browser-temporal.ts';
import { loadedDateLocale } from './date-locale.ts';

/**
 * English's month names as date-fns' en-US writes them ('MMM'): en-US comes with format-date.ts's file, which /play
 * does not load.
 */
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A zone's wall clock at a moment, as Temporal and Intl both give it. */
type Clock = { year: number; month: number; day: number; hour: number; minute: number };

/**
 * One formatter per zone, where Intl does the work: making one costs a phone a millisecond or two, and /play wrote two
 * per championship.
 */
const clockFormats = new Map<string, Intl.DateTimeFormat>();
function clockFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    clockFormats.set(timeZone, format);
  }
  return format;
}

/**
 * `timeZone`'s wall clock at `date`: Temporal's where the browser has it, else Intl's numbers. The
 * same clock from the same zone rules, but Intl's first formatter loads the browser's ICU data (~50 ms
 * at 4× CPU, in the takeover of /play) where Temporal takes half a millisecond.
 */
function clockIn(date: Date, timeZone: string): Clock {
  const instant = browserTemporal()?.Instant;
  if (instant?.fromEpochMilliseconds) {
    const { year, month, day, hour, minute } = instant
      .fromEpochMilliseconds(date.getTime())
      .toZonedDateTimeISO(timeZone);
    return { year, month, day, hour, minute };
  }
  const parts = clockFormatIn(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

/**
 * The wall clock of `timeZone` at a moment, as a local Date (no time-zone library in the page's
 * code: Temporal or Intl knows the zones; only their numbers are read, which every engine writes alike).
 */
export function wallClockIn(value: string | null, timeZone: string): Date | null {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  const clock = clockIn(date, timeZone);
  return new Date(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
}

/**
 * A moment's day in a named zone (a championship's, whose days are its zone's), the same on every
 * reader's screen and on the server drawing a page for a fan it knows nothing of.
 * Written as format-date.ts writes a day ('3 Dec 2026'; Chinese '2026年12月3日'), with the
 * language's own month names (date-fns' locale, the one format-date.ts uses), but without date-fns'
 * `format` and its formatters: /play's list writes only this, and they would add 6.6 kB to its
 * first load. format-day-in.test.ts holds the two equal in every language and month.
 */
export function formatDayIn(value: string | null, timeZone: string): string {
  const day = wallClockIn(value, timeZone);
  if (!day) return '';
  return writeDay(day, activeLanguage());
}

/** A wall clock's day as format-date.ts's pattern of `language` writes it: '3 Dec 2026', '2026年12月3日'. */
function writeDay(day: Date, language: Language): string {
  const [d, m, y] = [day.getDate(), day.getMonth(), day.getFullYear()];
  if (language === 'zh') return `${y}年${m + 1}月${d}日`;
  const locale = language === 'en' ? undefined : loadedDateLocale(language);
  const month = locale
    ? locale.localize.month(m as Month, { width: 'abbreviated', context: 'formatting' })
    : ENGLISH_MONTHS[m];
  return `${d} ${month} ${y}`;
}

/**
 * A wall clock (a Date whose local fields are the clock to write) as format-date.ts's date and time
 * pattern writes it: '19:45 - 3 Dec 2026', Chinese '2026年12月3日 19:45'. Without date-fns' `format`,
 * for /play/{id}'s kick-offs; format-day-in.test.ts holds it equal to
 * format-date.ts's formatDateTime in every language, month and hour.
 */
export function writeWallClock(clock: Date): string {
  const language = activeLanguage();
  const minutes = String(clock.getMinutes()).padStart(2, '0');
  if (language === 'zh') return `${writeDay(clock, language)} ${String(clock.getHours()).padStart(2, '0')}:${minutes}`;
  return `${clock.getHours()}:${minutes} - ${writeDay(clock, language)}`;
}
