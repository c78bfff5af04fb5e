import { format, isValid, parseISO, type Locale } from 'date-fns';
import { activeLanguage, localeTag } from './i18n.ts';
import { dateLocaleOf } from './date-locale-of.ts';
import { serverRenderContext } from './server-render-context.ts';
import type { Language } from './preferences-store.ts';

/** docs/product.md's one date shape for lists: `H:mm - d MMM yyyy`, e.g. 19:45 - 3 Dec 2026. */
const DATE_TIME_PATTERN = 'H:mm - d MMM yyyy';

/**
 * docs/product.md's English patterns hold for English, and for the languages that also write the day before
 * the month (French, Spanish, Italian, Arabic; their month names). Chinese writes year, month, day,
 * then the time: 2026年12月3日 19:45.
 */
const PATTERNS: Record<Language, { date: string; dateTime: string }> = {
  en: { date: 'd MMM yyyy', dateTime: DATE_TIME_PATTERN },
  fr: { date: 'd MMM yyyy', dateTime: DATE_TIME_PATTERN },
  es: { date: 'd MMM yyyy', dateTime: DATE_TIME_PATTERN },
  it: { date: 'd MMM yyyy', dateTime: DATE_TIME_PATTERN },
  ar: { date: 'd MMM yyyy', dateTime: DATE_TIME_PATTERN },
  zh: { date: 'yyyy年M月d日', dateTime: 'yyyy年M月d日 HH:mm' },
};

/** The date-fns locale of the console's language (month names, week start). */
const currentLocale = (): Locale => dateLocaleOf(activeLanguage());

/** A valid moment, as the reader's clock shows it (on the server: in the reader's zone, not the server's). */
function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : value;
  if (!isValid(date)) return null;
  return serverRenderContext()?.inReaderZone(date) ?? date;
}

/** A moment in the reader's time zone (the browser's), in the language's pattern. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, PATTERNS[activeLanguage()].dateTime, { locale: currentLocale() }) : '';
}

/** A day in the language's pattern, or in `pattern` when the caller needs a shape of its own. */
export function formatDate(value: string | Date | null | undefined, pattern?: string): string {
  const date = toDate(value);
  return date ? format(date, pattern ?? PATTERNS[activeLanguage()].date, { locale: currentLocale() }) : '';
}

/**
 * A calendar day ('2026-12-25', a bar's special date) in the language's pattern. A day is no moment:
 * it is written as it is, never moved into the reader's zone.
 */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  return isValid(date) ? format(date, PATTERNS[activeLanguage()].date, { locale: currentLocale() }) : day;
}

/**
 * `timeZone`'s wall clock at `moment` as a local Date, from Intl's numbers: no time-zone library
 * on the console's start path, where every message with a moment is written.
 */
function wallClockIn(moment: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return new Date(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** The reader's time zone as the language names it for `date` (CET, GMT+1, UTC …). */
export function timeZoneName(date: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat(localeTag(), {
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(date);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * A moment with its zone named, where the zone matters (a scan result): 19:45 - 3 Dec 2026 (CET). Given
 * `timeZone` (a bar's), on that zone's clock: 20:45 - 3 Dec 2026 (Europe/Bucharest).
 */
export function formatDateTimeWithZone(value: string | Date | null | undefined, timeZone?: string): string {
  if (timeZone) {
    const moment = typeof value === 'string' ? parseISO(value) : value;
    if (!moment || !isValid(moment)) return '';
    const local = wallClockIn(moment, timeZone);
    return `${format(local, PATTERNS[activeLanguage()].dateTime, { locale: currentLocale() })} (${timeZone})`;
  }
  const date = toDate(value);
  if (!date) return '';
  const zone = timeZoneName(date);
  return zone ? `${formatDateTime(date)} (${zone})` : formatDateTime(date);
}

/** A number written the way the current language writes it (grouping, decimal sign). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(localeTag(), options).format(value);
}
