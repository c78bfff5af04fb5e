import { eq } from 'drizzle-orm';
import type { Winner } from '@app/contract/winners';
import type { Database } from '../../db/client.ts';
import { championships, winners } from '../../db/schema/index.ts';
import type { Mail } from '../mail/mailer.ts';
import { badRequest } from '../../lib/http-error.ts';
import { describePeriod } from './period-dates.ts';
import { winnerQrPng } from './winner-codes.ts';
import { findWinner } from './winners-repository.ts';
import { queueMail, retryFailedMail } from '../mail/mail-outbox.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

export const QR_ATTACHMENT_NAME = 'prize-qr-code.png';

/** The winner's mail: what they won and the QR code, attached and shown inline. */
export async function composeWinnerMail(winner: Winner, championshipName: string): Promise<Mail> {
  const png = await winnerQrPng(winner.id);
  const place = `${ordinal(winner.position)} place`;
  const period = describePeriod(winner.period, winner.periodDate);
  const subject = `Your prize in ${championshipName}`;
  const text = [
    `Hello ${winner.name},`,
    '',
    `Congratulations: you won ${place} in ${championshipName} (${period}).`,
    `Your prize: ${winner.prize.name}.`,
    '',
    'Show the QR code attached to this message at the bar to collect your prize. It can be used once.',
    `If the code cannot be scanned, give this code instead: ${winner.id}`,
    '',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(winner.name)},</p>
<p>Congratulations: you won <strong>${escapeHtml(place)}</strong> in <strong>${escapeHtml(championshipName)}</strong> (${escapeHtml(period)}).<br>Your prize: ${escapeHtml(winner.prize.name)}.</p>
<p>Show this QR code at the bar to collect your prize. It can be used once.</p>
<p><img src="cid:prize-qr" alt="Prize QR code" width="256" height="256"></p>
<p>If the code cannot be scanned, give this code instead: <code>${escapeHtml(winner.id)}</code></p>`;
  return {
    to: winner.email,
    subject,
    text,
    html,
    attachments: [{ filename: QR_ATTACHMENT_NAME, content: png, contentType: 'image/png', cid: 'prize-qr' }],
  };
}

/**
 * Queues the winner's QR mail and records when it was asked for, in one transaction; the mail's
 * state (queued, sent, failed) comes with the winner. A redeemed prize has nothing left to send.
 */
export async function sendWinnerMail(db: Database, id: string): Promise<Winner> {
  const winner = await findWinner(db, id);
  if (winner.redeemedAt) throw badRequest('This prize was already redeemed: there is no QR code left to send', 'winners.ALREADY_REDEEMED');
  const [championship] = await db.select({ name: championships.name }).from(championships).where(eq(championships.id, winner.challengeId));
  const mail = await composeWinnerMail(winner, championship?.name ?? 'the championship');
  await db.transaction(async (tx) => {
    await queueMail(tx, { ...mail, kind: 'winner-qr', subjectId: id });
    await tx.update(winners).set({ emailedAt: new Date() }).where(eq(winners.id, id));
  });
  return findWinner(db, id);
}

/** Retry of a QR mail that failed for good: the same mail goes back in the queue. */
export async function retryWinnerMail(db: Database, id: string): Promise<Winner> {
  await findWinner(db, id);
  await retryFailedMail(db, 'winner-qr', id);
  return findWinner(db, id);
}
