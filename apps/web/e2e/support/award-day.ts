import type { WinnersList } from '@app/contract/winners';

/**
 * A day of the championship (daily and weekly prizes are only given inside it) whose daily prize is
 * still free, picked at random so journeys running side by side rarely want the same one.
 */
export function freeAwardDay(list: Pick<WinnersList, 'championship' | 'winners'>): string {
  const days = list.championship.matchDays;
  if (!days) throw new Error('the championship has no match days');
  const taken = new Set(list.winners.filter((w) => w.period === 'daily').map((w) => w.periodDate));
  const free: string[] = [];
  for (let day = new Date(`${days.first}T00:00:00Z`); day.toISOString().slice(0, 10) <= days.last; day.setUTCDate(day.getUTCDate() + 1)) {
    const iso = day.toISOString().slice(0, 10);
    if (!taken.has(iso)) free.push(iso);
  }
  const pick = free[Math.floor(Math.random() * free.length)];
  if (!pick) throw new Error('every day of the championship has its daily prize');
  return pick;
}
