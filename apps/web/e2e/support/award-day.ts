import { expect, type APIRequestContext } from '@playwright/test';
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
  for (
    let day = new Date(`${days.first}T00:00:00Z`);
    day.toISOString().slice(0, 10) <= days.last;
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    const iso = day.toISOString().slice(0, 10);
    if (!taken.has(iso)) free.push(iso);
  }
  const pick = free[Math.floor(Math.random() * free.length)];
  if (!pick) throw new Error('every day of the championship has its daily prize');
  return pick;
}

/** The server's codes for a day that another journey has just taken (between our read and our award). */
export const DAY_TAKEN_CODES = ['winners.PERIOD_FULL', 'winners.POSITION_TAKEN'];

/**
 * Awards the championship's first prize, daily, 1st place, on a free day, through the API as staff.
 * Journeys running side by side award on the same demo championship: a day can go between reading
 * the list and awarding on it, so a refused day is read again and another one picked.
 */
export async function awardOnFreeDay(
  staff: APIRequestContext,
  challengeId: string,
  winner: { name: string; email: string },
): Promise<{ id: string }> {
  for (let attempt = 1; ; attempt += 1) {
    const list = (await (await staff.get(`/api/challenge-winners?challengeId=${challengeId}`)).json()) as WinnersList;
    const res = await staff.post('/api/challenge-winners', {
      data: {
        challengeId,
        prizeId: list.prizes[0]!.id,
        period: 'daily',
        periodDate: freeAwardDay(list),
        position: 1,
        ...winner,
      },
    });
    if (res.status() === 400 && attempt < 5) {
      const body = (await res.json()) as { code?: string };
      if (DAY_TAKEN_CODES.includes(body.code ?? '')) continue;
    }
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: string };
  }
}

/** The seeded championship with daily QR code prizes (apps/server/src/seed/seed-championships.ts). */
export const DEMO_QR_CHAMPIONSHIP = 'Premier League Predictor';

/**
 * The QR championships with the seeded one first: the list is by name, and a championship another
 * journey is creating ("Derby Cup …") may sort before it, and be archived while this journey awards on it.
 */
export function demoFirst<T extends { name: string }>(championships: readonly T[]): T[] {
  return [...championships].sort(
    (a, b) => Number(b.name === DEMO_QR_CHAMPIONSHIP) - Number(a.name === DEMO_QR_CHAMPIONSHIP),
  );
}
