/**
 * Wall-clock arithmetic in an IANA time zone with the platform's Intl (full ICU in Node 24): the
 * planner draws a bar's week in the bar's zone whatever the server's or the browser's zone is.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The instant's date (YYYY-MM-DD), minutes from that day's midnight and weekday (0 = Monday) in the zone. */
export function zonedParts(instant: Date, timeZone: string): { date: string; minutes: number; weekday: number; offsetMinutes: number } {
  const parts = Object.fromEntries(formatterOf(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  const y = Number(parts['year']), mo = Number(parts['month']), d = Number(parts['day']);
  const h = Number(parts['hour']), mi = Number(parts['minute']), s = Number(parts['second']);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  const offsetMinutes = Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
  const weekday = (new Date(Date.UTC(y, mo - 1, d)).getUTCDay() + 6) % 7;
  return { date: `${parts['year']}-${parts['month']}-${parts['day']}`, minutes: h * 60 + mi, weekday, offsetMinutes };
}

/** The instant a wall-clock time of a date occurs in the zone (the later one's offset across a shift). */
export function zonedToInstant(date: string, minutes: number, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, mo - 1, d, 0, minutes);
  let guess = wall - zonedParts(new Date(wall), timeZone).offsetMinutes * 60_000;
  guess = wall - zonedParts(new Date(guess), timeZone).offsetMinutes * 60_000;
  return new Date(guess);
}

/** A date (YYYY-MM-DD) moved by whole days, calendar arithmetic only. */
export function addDays(date: string, days: number): string {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, mo - 1, d + days)).toISOString().slice(0, 10);
}

/** The Monday of the week a date belongs to. */
export function mondayOf(date: string): string {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(y, mo - 1, d)).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}
