import type { LeaderboardPeriod } from '@app/contract/game';

/**
 * The game's periods (decision 051): a day 'YYYY-MM-DD' and an ISO week 'YYYY-Www' of the
 * championship's time zone (computed by the database), all time ''. Winners keep a week under its
 * Monday, so a week key converts to that day and back.
 */

/** '2026-W24' → the Monday of that ISO week, '2026-06-08'. */
export function mondayOfWeek(key: string): string {
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
