import type { WinnerPeriod } from '@app/contract/winners';

/** Weekly prizes are kept under the Monday of their week, so any day of the week names the same period. */
export function normalizePeriodDate(period: WinnerPeriod, date: string | null | undefined): string | null {
  if (period === 'allTime' || !date) return null;
  if (period === 'daily') return date;
  const day = new Date(`${date}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - sinceMonday);
  return day.toISOString().slice(0, 10);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 2026-03-09 → 9 Mar 2026 (the console's date shape, without a time zone shift). */
function formatDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
}

/** "the daily prizes of 9 Mar 2026", "the weekly prizes of the week of 9 Mar 2026", "the all-time prizes". */
export function describePeriod(period: WinnerPeriod, periodDate: string | null): string {
  if (period === 'allTime' || !periodDate) return 'the all-time prizes';
  return period === 'daily'
    ? `the daily prizes of ${formatDay(periodDate)}`
    : `the weekly prizes of the week of ${formatDay(periodDate)}`;
}
