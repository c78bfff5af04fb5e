import type { PlannedBroadcast, PlannerWeekAnswer } from '@app/contract/planner';

/** One choice of the screen menu: a screen, with or without the sound. */
export type ScreenChoice = { screen: number; withSound: boolean };

/**
 * Every screen of the bar, each also 'with sound' when the bar has a sound zone; plus the current one if the bar lost
 * it.
 */
export function screenChoices(
  week: Pick<PlannerWeekAnswer, 'screens' | 'soundZones'>,
  current?: ScreenChoice,
): ScreenChoice[] {
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

/**
 * Side-by-side columns inside one day, so overlapping broadcasts never cover each other (each
 * goes to the first column free at its kick-off). Returns each broadcast's column and the day's
 * column count.
 */
export function dayColumns(broadcasts: readonly PlannedBroadcast[]): {
  columnOf: Map<string, number>;
  columns: number;
} {
  const ends: number[] = [];
  const columnOf = new Map<string, number>();
  for (const b of [...broadcasts].sort((x, y) => x.startMinute - y.startMinute)) {
    let column = ends.findIndex((end) => end <= b.startMinute);
    if (column === -1) column = ends.length;
    ends[column] = b.endMinute;
    columnOf.set(b.matchId, column);
  }
  return { columnOf, columns: Math.max(1, ends.length) };
}

export const byDay = (week: PlannerWeekAnswer) =>
  week.days.map((day) => ({
    day,
    broadcasts: week.broadcasts.filter((b) => b.localDate === day),
    openings: week.openings.filter((o) => o.localDate === day),
  }));

/** '12:00–15:00 · 17:00–01:00': a day's openings as the owner set them. */
export const openingsText = (openings: readonly { startMinute: number; endMinute: number }[]) =>
  openings.map((o) => `${clock(o.startMinute)}–${clock(o.endMinute)}`).join(' · ');
