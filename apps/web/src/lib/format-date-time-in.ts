import { wallClockIn, writeWallClock } from './format-day-in.ts';
import { serverRenderContext } from './server-render-context.ts';

/**
 * A moment in a named zone, the zone named by its id: 19:45 - 3 Dec 2026 (Europe/London). What a
 * page drawn for a reader whose zone the server does not know writes until the browser has taken it
 * over (lib/use-reader-zone-known.ts). The id, not Intl's short name: the server's
 * and the browser's ICU may name a zone differently, and the two must write the same.
 */
export function formatDateTimeIn(value: string, timeZone: string): string {
  const clock = wallClockIn(value, timeZone);
  return clock ? `${writeWallClock(clock)} (${timeZone})` : '';
}

/**
 * A moment in the reader's zone (the browser's; on the server, the zone their reader cookie names),
 * as format-date.ts's formatDateTime writes it, without date-fns: /play/{id}'s kick-offs, whose
 * page loads no date library.
 */
export function formatReaderDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return writeWallClock(serverRenderContext()?.inReaderZone(date) ?? date);
}
