import { formatWallClock } from './format-date.ts';
import { wallClockIn } from './format-day-in.ts';

/**
 * A moment in a named zone, the zone named by its id: 19:45 - 3 Dec 2026 (Europe/London). What a
 * page drawn for a reader whose zone the server does not know writes until the browser has taken it
 * over (lib/use-reader-zone-known.ts, decision 074). The id, not Intl's short name: the server's
 * and the browser's ICU may name a zone differently, and the two must write the same.
 */
export function formatDateTimeIn(value: string, timeZone: string): string {
  const date = wallClockIn(value, timeZone);
  return date ? `${formatWallClock(date)} (${timeZone})` : '';
}
