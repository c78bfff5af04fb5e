import type { LeaderboardPeriod } from '@app/contract/game';

/**
 * The game's periods: a day 'YYYY-MM-DD' and an ISO week 'YYYY-Www' of the
 * championship's time zone (computed by the database), all time ''. Winners keep a week under its
 * Monday, so a week key converts to that day and back.
 */

/** '2026-W24' → the Monday of that ISO week, '2026-06-08'. */
function mondayOfWeek(key: string): string {
  const [yearText, weekText] = key.split('-W');
  const year = Number(yearText);
  const week = Number(weekText);
  // 4 January is always in week 1.
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const monday1 = new Date(jan4);
  monday1.setUTCDate(jan4.getUTCDate() - ((jan4.getUTCDay() + 6) % 7));
  monday1.setUTCDate(monday1.getUTCDate() + (week - 1) * 7);
  return monday1.toISOString().slice(0, 10);
}

/** The winners' period date of a board: the day, the week's Monday, or null for all time. */
export function periodDateOf(period: LeaderboardPeriod, key: string): string | null {
  if (period === 'allTime') return null;
  return period === 'daily' ? key : mondayOfWeek(key);
}

/** The day 'YYYY-MM-DD' and ISO week 'YYYY-Www' of `instant` in `timeZone`, keyed as the boards are. */
export function periodsAt(instant: Date, timeZone: string): { day: string; week: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const date = new Date(Date.UTC(part('year'), part('month') - 1, part('day')));
  // The ISO week is the week of its Thursday, and belongs to that Thursday's year.
  const thursday = new Date(date);
  thursday.setUTCDate(date.getUTCDate() + 3 - ((date.getUTCDay() + 6) % 7));
  const weekYear = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(weekYear, 0, 1)) / (7 * 86_400_000));
  return { day: date.toISOString().slice(0, 10), week: `${weekYear}-W${String(week).padStart(2, '0')}` };
}

/**
 * The period a day or week board opens on: the current one when it has points, else the latest
 * with points, else the current one, the next to come or the last ('' without any). Keys sort as
 * their periods do.
 */
export function openingKey(keys: readonly string[], withPoints: readonly string[], current: string): string {
  if (withPoints.includes(current)) return current;
  const latest = withPoints.at(-1);
  if (latest !== undefined) return latest;
  return keys.find((key) => key >= current) ?? keys.at(-1) ?? '';
}
