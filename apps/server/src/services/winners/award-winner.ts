import { and, eq, isNull } from 'drizzle-orm';
import {
  AWARD_DAY_MESSAGES,
  awardDayOutsideMessage,
  isAwardDayInside,
  type AwardWinnerBody,
  type Winner,
  type WinnerPeriod,
} from '@app/contract/winners';
import { messageText } from '@app/contract/messages';
import { CHAMPIONSHIP_ARCHIVE_CODES, CHAMPIONSHIP_ARCHIVE_MESSAGES } from '@app/contract/championships';
import type { Database, Tx } from '../../db/client.ts';
import { championships, prizes, winners } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { findChampionshipDays } from './championship-days.ts';
import { describePeriod, normalizePeriodDate } from './period-dates.ts';
import { newWinnerCode } from './winner-codes.ts';
import { findWinner } from './winners-repository.ts';
import type { PrizeSigner } from './prize-signing.ts';

const PERIOD_WORD: Record<WinnerPeriod, string> = { daily: 'daily', weekly: 'weekly', allTime: 'all-time' };

type AwardInput = AwardWinnerBody & { periodDate?: string | null };
/** The board's check of a proposed player: who won and at which position. */
export type BoardCheck = {
  check: (tx: Tx) => Promise<{ userId: string; position: number; name: string; email: string }>;
};

/**
 * Records a winner. The championship row is locked for the transaction, so two staff members
 * awarding at once cannot both take the last prize of a period.
 */
export async function awardWinner(
  db: Database,
  signer: PrizeSigner,
  input: AwardInput,
  createdBy: string,
  fromBoard?: BoardCheck,
): Promise<Winner> {
  const id = await db.transaction((tx) => awardWinnerIn(tx, signer, input, createdBy, fromBoard));
  return findWinner(db, id);
}

/** Records a winner inside the caller's transaction and returns its code (several awards commit as one). */
export async function awardWinnerIn(
  tx: Tx,
  signer: PrizeSigner,
  input: AwardInput,
  createdBy: string,
  fromBoard?: BoardCheck,
): Promise<string> {
  const [championship] = await tx
    .select()
    .from(championships)
    .where(eq(championships.id, input.challengeId))
    .for('update');
  if (!championship) throw notFound('This championship does not exist', 'championships.NOT_FOUND');
  if (championship.archivedAt)
    throw badRequest(CHAMPIONSHIP_ARCHIVE_MESSAGES.awardArchived, CHAMPIONSHIP_ARCHIVE_CODES.archived);
  if (!championship.qrCodeEligible) {
    throw badRequest(
      'This championship does not give QR code prizes. Switch on qrCodeEligible in the championship first.',
      'winners.NOT_QR_ELIGIBLE',
    );
  }
  const [prize] = await tx
    .select({ id: prizes.id, deletedAt: prizes.deletedAt })
    .from(prizes)
    .where(and(eq(prizes.id, input.prizeId), eq(prizes.championshipId, championship.id)));
  if (!prize) throw badRequest('This prize does not belong to this championship', 'winners.PRIZE_NOT_IN_CHAMPIONSHIP');
  if (prize.deletedAt) throw badRequest('This prize was deleted from the championship', 'winners.PRIZE_DELETED');

  const period = input.period;
  const limit =
    period === 'daily'
      ? championship.dailyPrizes
      : period === 'weekly'
        ? championship.weeklyPrizes
        : championship.allTimePrizes;
  if (limit <= 0)
    throw badRequest(`This championship gives no ${PERIOD_WORD[period]} prizes`, 'winners.NO_PRIZES_FOR_PERIOD');
  const periodDate = normalizePeriodDate(period, input.periodDate);
  // A board's period is a day or week of the championship's own zone: it is inside by construction.
  if (periodDate !== null && period !== 'allTime' && !fromBoard) {
    const days = await findChampionshipDays(tx, championship.id);
    if (!days) throw badRequest(AWARD_DAY_MESSAGES.awardNoMatchDays, 'awardNoMatchDays');
    if (!isAwardDayInside(period, periodDate, days))
      throw badRequest(awardDayOutsideMessage(days), 'awardDayOutsideChampionship');
  }
  const label = describePeriod(period, periodDate);

  const taken = await tx
    .select({ position: winners.position })
    .from(winners)
    .where(
      and(
        eq(winners.championshipId, championship.id),
        eq(winners.period, period),
        periodDate === null ? isNull(winners.periodDate) : eq(winners.periodDate, periodDate),
      ),
    );
  if (taken.length >= limit) {
    throw badRequest(`All ${limit} of ${label} are already awarded`, 'winners.PERIOD_FULL');
  }
  if (fromBoard) {
    // The board computed the player and the position: tied players share a position, so it may repeat.
    const won = await fromBoard.check(tx);
    if (
      await tx
        .select({ id: winners.id })
        .from(winners)
        .where(
          and(
            eq(winners.championshipId, championship.id),
            eq(winners.period, period),
            eq(winners.userId, won.userId),
            periodDate === null ? isNull(winners.periodDate) : eq(winners.periodDate, periodDate),
          ),
        )
        .then((r) => r.length > 0)
    )
      throw badRequest(messageText('awardPlayerAlreadyWon', { label }), 'winners.PLAYER_AWARDED');
    const code = newWinnerCode();
    await tx.insert(winners).values({
      id: code,
      signedCode: signer.sign(code).code,
      championshipId: championship.id,
      prizeId: prize.id,
      period,
      periodDate,
      position: won.position,
      name: won.name,
      email: won.email,
      userId: won.userId,
      createdBy,
    });
    return code;
  }
  if (input.position > limit) {
    throw badRequest(
      messageText('awardPositionRange', { limit, count: limit, period: PERIOD_WORD[period] }),
      'winners.POSITION_OUT_OF_RANGE',
    );
  }
  if (taken.some((t) => t.position === input.position)) {
    throw badRequest(`Position ${input.position} of ${label} is already awarded`, 'winners.POSITION_TAKEN');
  }

  const code = newWinnerCode();
  await tx.insert(winners).values({
    id: code,
    signedCode: signer.sign(code).code,
    championshipId: championship.id,
    prizeId: prize.id,
    period,
    periodDate,
    position: input.position,
    name: input.name,
    email: input.email,
    createdBy,
  });
  return code;
}
