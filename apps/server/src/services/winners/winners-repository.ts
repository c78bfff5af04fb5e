import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Winner, WinnersList, QrChampionships } from '@app/contract/winners';
import type { Database, Tx } from '../../db/client.ts';
import { bars, championships, prizes, users, winners } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { lastMailStates } from '../mail/mail-outbox.ts';
import { findChampionshipDays } from './championship-days.ts';

const redeemer = alias(users, 'redeemer');

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** Winners with their prize, who redeemed them and at which bar; newest period first, then by position. */
async function findWinners(db: Database | Tx, where: { championshipId?: string; id?: string }): Promise<Winner[]> {
  const rows = await db
    .select({
      w: winners,
      prizeName: prizes.name,
      redeemerNickname: redeemer.nickname,
      redeemerEmail: redeemer.email,
      barName: bars.name,
    })
    .from(winners)
    .innerJoin(prizes, eq(prizes.id, winners.prizeId))
    .leftJoin(redeemer, eq(redeemer.id, winners.redeemedBy))
    .leftJoin(bars, eq(bars.id, winners.redeemedBarId))
    .where(
      and(
        where.championshipId ? eq(winners.championshipId, where.championshipId) : undefined,
        where.id ? eq(winners.id, where.id) : undefined,
      ),
    )
    .orderBy(
      sql`case ${winners.period} when 'allTime' then 0 when 'weekly' then 1 else 2 end`,
      sql`${winners.periodDate} desc nulls first`,
      asc(winners.position),
      asc(winners.createdAt),
    );
  const mails = await lastMailStates(
    db,
    'winner-qr',
    rows.map((r) => r.w.id),
  );
  return rows.map(({ w, prizeName, redeemerNickname, redeemerEmail, barName }) => ({
    id: w.id,
    challengeId: w.championshipId,
    prize: { id: w.prizeId, name: prizeName },
    period: w.period,
    periodDate: w.periodDate,
    position: w.position,
    name: w.name,
    email: w.email,
    createdAt: w.createdAt.toISOString(),
    emailedAt: iso(w.emailedAt),
    mail: mails.get(w.id) ?? null,
    redeemedAt: iso(w.redeemedAt),
    redeemedBy:
      w.redeemedBy && redeemerNickname !== null && redeemerEmail !== null
        ? { id: w.redeemedBy, nickname: redeemerNickname, email: redeemerEmail }
        : null,
    redeemedBar: w.redeemedBarId && barName !== null ? { id: w.redeemedBarId, name: barName || 'Unnamed bar' } : null,
  }));
}

export async function findWinner(db: Database | Tx, id: string): Promise<Winner> {
  const [winner] = await findWinners(db, { id });
  if (!winner) throw notFound('This winner does not exist (it may have been removed)', 'winners.NOT_FOUND');
  return winner;
}

/** The winners screen: the championship, its prizes that can be awarded, and its winners. */
export async function listWinners(db: Database, championshipId: string): Promise<WinnersList> {
  const [championship] = await db.select().from(championships).where(eq(championships.id, championshipId));
  if (!championship) throw notFound('This championship does not exist', 'championships.NOT_FOUND');
  const prizeRows = await db
    .select({ id: prizes.id, name: prizes.name })
    .from(prizes)
    .where(and(eq(prizes.championshipId, championshipId), isNull(prizes.deletedAt)))
    .orderBy(asc(prizes.position), asc(prizes.name));
  return {
    championship: {
      id: championship.id,
      name: championship.name,
      qrCodeEligible: championship.qrCodeEligible,
      prizeTypesCounts: {
        daily: championship.dailyPrizes,
        weekly: championship.weeklyPrizes,
        allTime: championship.allTimePrizes,
      },
      matchDays: await findChampionshipDays(db, championship.id),
    },
    prizes: prizeRows,
    winners: await findWinners(db, { championshipId }),
  };
}

/** Championships that give QR code prizes, with how many winners they have and how many collected. */
export async function listQrChampionships(db: Database): Promise<QrChampionships> {
  const rows = await db
    .select({
      id: championships.id,
      name: championships.name,
      winners: count(winners.id),
      redeemed: sql<number>`count(${winners.redeemedAt})`.mapWith(Number),
    })
    .from(championships)
    .leftJoin(winners, eq(winners.championshipId, championships.id))
    .where(eq(championships.qrCodeEligible, true))
    .groupBy(championships.id, championships.name)
    .orderBy(asc(championships.name));
  return { championships: rows };
}

/** The text a winner's QR code carries: the signed code, or the id of a winner issued before codes were signed. */
export async function winnerQrText(db: Database | Tx, id: string): Promise<string> {
  const [row] = await db.select({ signedCode: winners.signedCode }).from(winners).where(eq(winners.id, id));
  return row?.signedCode ?? id;
}
