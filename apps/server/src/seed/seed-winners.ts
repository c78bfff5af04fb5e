import { and, asc, eq, isNull } from 'drizzle-orm';
import type { SeedContext } from './context.ts';
import { championships, prizes, winners } from '../db/schema/index.ts';
import { newWinnerCode } from '../services/winners/winner-codes.ts';
import { normalizePeriodDate } from '../services/winners/period-dates.ts';

const FIRST = ['Andrei', 'Maria', 'James', 'Sofia', 'Lucas', 'Elena', 'Mihai', 'Chloe', 'Diego', 'Ana', 'Tom', 'Ioana'];
const LAST = ['Popescu', 'Smith', 'García', 'Rossi', 'Müller', 'Dubois', 'Ionescu', 'Brown', 'Costa', 'Stan'];

type Row = typeof winners.$inferInsert;

/**
 * Winners of the QR-eligible championships that seed-championships.ts created, some
 * already redeemed (by the demo owner at their bar, or by the demo staff). Codes are random on
 * every run: a code written in the source would be a code anyone could redeem.
 */
export async function seedWinners(ctx: SeedContext): Promise<void> {
  const { db, random, now } = ctx;
  const eligible = await db
    .select()
    .from(championships)
    .where(eq(championships.qrCodeEligible, true))
    .orderBy(asc(championships.createdAt), asc(championships.name));
  const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const person = () => {
    const first = random.pick(FIRST);
    const last = random.pick(LAST);
    const mailbox = `${first}.${last}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z.]/g, '');
    return { name: `${first} ${last}`, email: `${mailbox}@example.net` };
  };

  for (const championship of eligible) {
    const prizeIds = (
      await db
        .select({ id: prizes.id })
        .from(prizes)
        .where(and(eq(prizes.championshipId, championship.id), isNull(prizes.deletedAt)))
        .orderBy(asc(prizes.position))
    ).map((p) => p.id);
    if (prizeIds.length === 0) continue;
    const rows: Row[] = [];
    /** Winners of one period, recorded `createdAgo` days ago; `redeemedDaysAgo` null leaves a prize waiting. */
    const add = (
      period: Row['period'],
      periodDate: string | null,
      createdAgo: number,
      positions: number,
      redeemedDaysAgo: (position: number) => number | null,
    ) => {
      for (let position = 1; position <= positions; position++) {
        const prizeId = prizeIds[(position - 1) % prizeIds.length];
        if (!prizeId) continue;
        const redeemedAgo = redeemedDaysAgo(position);
        const byOwner = random.chance(0.6);
        rows.push({
          id: newWinnerCode(),
          championshipId: championship.id,
          prizeId,
          period,
          periodDate: normalizePeriodDate(period, periodDate),
          position,
          ...person(),
          createdBy: ctx.users.staff,
          createdAt: new Date(now.getTime() - createdAgo * 86_400_000),
          emailedAt: new Date(now.getTime() - createdAgo * 86_400_000 + 3_600_000),
          redeemedAt:
            redeemedAgo === null
              ? null
              : new Date(now.getTime() - redeemedAgo * 86_400_000 - random.int(1, 10) * 3_600_000),
          redeemedBy: redeemedAgo === null ? null : byOwner ? ctx.users.owner : ctx.users.staff,
          redeemedBarId: redeemedAgo === null || !byOwner ? null : ctx.ownerBarId,
        });
      }
    };
    // Daily prizes of the last three days: the older ones mostly collected.
    for (const daysAgo of [3, 2, 1]) {
      add('daily', day(daysAgo), daysAgo - 0.5, Math.min(championship.dailyPrizes, 3), (p) =>
        daysAgo > 1 && p === 1 ? daysAgo - 1 : null,
      );
    }
    // Weekly prizes of last week; the all-time podium still waiting, except the winner of 1st place.
    add('weekly', day(7), 6, Math.min(championship.weeklyPrizes, 3), (p) => (p <= 2 ? 2 : null));
    add('allTime', null, 5, Math.min(championship.allTimePrizes, 3), (p) => (p === 1 ? 1 : null));
    if (rows.length > 0) await db.insert(winners).values(rows);
  }
}
