import { localeTag } from '../../../lib/i18n.ts';

const DAY = 86_400_000;
/** Calendar dates, not moments: written as UTC dates, with the digits the pages write everywhere else. */
const OPTIONS = { timeZone: 'UTC', numberingSystem: 'latn' } as const;

/** '2026-W24' → the UTC midnight of its Monday. */
function mondayOf(week: string): number {
  const [year, number] = week.split('-W').map(Number) as [number, number];
  const jan4 = Date.UTC(year, 0, 4);
  const weekday = (new Date(jan4).getUTCDay() + 6) % 7;
  return jan4 - weekday * DAY + (number - 1) * 7 * DAY;
}

/**
 * A board's period as a fan reads it, in the page's language: a day 'YYYY-MM-DD' as 'Sun 14 Jun',
 * an ISO week 'YYYY-Www' as its Monday to Sunday ('8 – 14 Jun').
 */
export function periodLabel(key: string): string {
  const locale = localeTag();
  if (key.includes('-W')) {
    const monday = mondayOf(key);
    return new Intl.DateTimeFormat(locale, { ...OPTIONS, day: 'numeric', month: 'short' }).formatRange(
      monday,
      monday + 6 * DAY,
    );
  }
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { ...OPTIONS, weekday: 'short', day: 'numeric', month: 'short' }).format(
    Date.UTC(year, month - 1, day),
  );
}
