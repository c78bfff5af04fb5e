import { format, max, min, parseISO, startOfWeek } from 'date-fns';
import type { z } from 'zod';
import {
  AWARD_DAY_MESSAGES,
  awardDayOutsideMessage,
  isAwardDayInside,
  isoDateSchema,
  type ChampionshipDays,
  type WinnerPeriod,
} from '@app/contract/winners';

export const NO_MATCH_DAYS = AWARD_DAY_MESSAGES.awardNoMatchDays;

/** The day the award dialog starts on: `day` (today) when it is a championship day, else the nearest end. */
export function dayInside(day: string, days: ChampionshipDays | null): string {
  if (!days) return day;
  const clamped = min([max([parseISO(day), parseISO(days.first)]), parseISO(days.last)]);
  return format(clamped, 'yyyy-MM-dd');
}

/**
 * The server's rule, checked before sending: a daily prize's day, or a day of a weekly prize's week, is a championship
 * day.
 */
export function awardDayRule(days: ChampionshipDays | null) {
  return (value: { period: WinnerPeriod; periodDate: string }, ctx: z.RefinementCtx) => {
    if (value.period === 'allTime' || !days || !isoDateSchema.safeParse(value.periodDate).success) return;
    const day =
      value.period === 'weekly'
        ? format(startOfWeek(parseISO(value.periodDate), { weekStartsOn: 1 }), 'yyyy-MM-dd')
        : value.periodDate;
    if (!isAwardDayInside(value.period, day, days))
      ctx.addIssue({ code: 'custom', message: awardDayOutsideMessage(days), path: ['periodDate'] });
  };
}
