import type { PlannedBroadcast, PlannerWeekAnswer } from '@app/contract/planner';

/** One choice of the screen menu: a screen, with or without the sound. */
export type ScreenChoice = { screen: number; withSound: boolean };

/** Every screen of the bar, each also 'with sound' when the bar has a sound zone; plus the current one if the bar lost it. */
export function screenChoices(week: Pick<PlannerWeekAnswer, 'screens' | 'soundZones'>, current?: ScreenChoice): ScreenChoice[] {
  const choices: ScreenChoice[] = [];
  for (let screen = 1; screen <= week.screens; screen += 1) {
    choices.push({ screen, withSound: false });
    if (week.soundZones > 0) choices.push({ screen, withSound: true });
  }
  if (current && !choices.some((c) => sameChoice(c, current))) choices.push(current);
  return choices;
}

export const sameChoice = (a: ScreenChoice, b: ScreenChoice) => a.screen === b.screen && a.withSound === b.withSound;
export const choiceKey = (c: ScreenChoice) => `${c.screen}:${c.withSound ? 'sound' : 'quiet'}`;

/** 'HH:mm' of minutes from midnight; past midnight wraps (a 23:00 match ends at 01:00). */
export function clock(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** The hours the grid shows: the evening at least (12:00–24:00), stretched to every broadcast. */
export function hourRange(broadcasts: readonly PlannedBroadcast[]): { first: number; last: number } {
  const first = Math.min(12, ...broadcasts.map((b) => Math.floor(b.startMinute / 60)));
  const last = Math.max(24, ...broadcasts.map((b) => Math.ceil(b.endMinute / 60)));
  return { first, last: Math.min(last, 27) };
}

/** Lanes of a day column: one per screen, so two broadcasts on one screen at once visibly collide. */
export function laneCount(week: Pick<PlannerWeekAnswer, 'screens' | 'broadcasts'>): number {
  return Math.max(1, week.screens, ...week.broadcasts.map((b) => b.screen));
}

export const byDay = (week: PlannerWeekAnswer) =>
  week.days.map((day) => ({ day, broadcasts: week.broadcasts.filter((b) => b.localDate === day) }));
