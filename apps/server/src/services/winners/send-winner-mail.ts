import { eq } from 'drizzle-orm';
import { WINNER_CODES, type Winner } from '@app/contract/winners';
import type { Database } from '../../db/client.ts';
import { championships, winners } from '../../db/schema/index.ts';
import type { Mail } from '../mail/mailer.ts';
import { badRequest, coded, tooManyRequests } from '../../lib/http-error.ts';
import type { Throttle, ThrottleRule } from '../throttle.ts';
import { mailDay, mailLanguage, mailText, type MailLanguage, type MailTextKey } from '../mail/texts/index.ts';
import { winnerQrPng } from './winner-codes.ts';
import { findWinner, winnerQrText } from './winners-repository.ts';
import { queueMail, retryFailedMail } from '../mail/mail-outbox.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

const QR_ATTACHMENT_NAME = 'prize-qr-code.png';

/** The period in the mail's language: "the daily prizes of 9 Mar 2026". */
function periodText(language: MailLanguage, period: Winner['period'], periodDate: string | null): string {
  const t = (key: MailTextKey, params?: Record<string, string>) => mailText(language, key, params);
  if (period === 'allTime' || !periodDate) return t('periodAllTime');
  return t(period === 'daily' ? 'periodDaily' : 'periodWeekly', { date: mailDay(language, periodDate) });
}

/**
 * The winner's mail: what they won and the QR code, attached and shown inline. A winner has no account,
 * so the mail is written in the language of the person who sends it (they know the winner).
 */
async function composeWinnerMail(
  winner: Winner,
  qrText: string,
  championshipName: string | null,
  language: MailLanguage = 'en',
): Promise<Mail> {
  const png = await winnerQrPng(qrText);
  const t = (key: MailTextKey, params?: Record<string, string | number>) => mailText(language, key, params);
  const championship = championshipName ?? t('theChampionship');
  const place = t('winnerPlace', { n: winner.position, ordinal: ordinal(winner.position) });
  const period = periodText(language, winner.period, winner.periodDate);
  const subject = t('winnerSubject', { championship });
  const congrats = t('winnerCongrats', { place, championship, period });
  const text = [
    t('greeting', { name: winner.name }),
    '',
    congrats,
    t('winnerPrize', { prize: winner.prize.name }),
    '',
    t('winnerShowAttached'),
    t('winnerFallback', { code: qrText }),
    '',
  ].join('\n');
  const html = `<p>${escapeHtml(t('greeting', { name: winner.name }))}</p>
<p>${escapeHtml(congrats)}<br>${escapeHtml(t('winnerPrize', { prize: winner.prize.name }))}</p>
<p>${escapeHtml(t('winnerShowInline'))}</p>
<p><img src="cid:prize-qr" alt="${escapeHtml(t('winnerQrAlt'))}" width="256" height="256"></p>
<p>${escapeHtml(t('winnerFallback', { code: qrText }))}</p>`;
  return {
    to: winner.email,
    subject,
    text,
    html,
    attachments: [{ filename: QR_ATTACHMENT_NAME, content: png, contentType: 'image/png', cid: 'prize-qr' }],
  };
}

/**
 * A few sends of one winner's mail an hour: enough to send it again to a corrected address, not
 * enough for a slip of the finger to mail a winner twenty times.
 */
const WINNER_MAILS_PER_HOUR: ThrottleRule = { limit: 3, windowSeconds: 3600 };
const winnerMailKey = (winnerId: string) => `winner-mail:${winnerId}`;

/**
 * Queues the winner's QR mail and records when it was asked for, in one transaction; the mail's
 * state (queued, sent, failed) comes with the winner. A redeemed prize has nothing left to send.
 * Each send counts against the winner's hourly limit before anything is queued.
 */
export async function sendWinnerMail(
  db: Database,
  throttle: Throttle,
  id: string,
  language?: string | null,
): Promise<Winner> {
  const winner = await findWinner(db, id);
  if (winner.redeemedAt)
    throw badRequest('This prize was already redeemed: there is no QR code left to send', 'winners.ALREADY_REDEEMED');
  const { allowed, retryAfterSeconds } = await throttle.attempt(winnerMailKey(id), WINNER_MAILS_PER_HOUR);
  if (!allowed) {
    throw tooManyRequests(
      coded('winnerMailTooOften', { count: Math.ceil(retryAfterSeconds / 60) }),
      retryAfterSeconds,
      WINNER_CODES.mailThrottled,
    );
  }
  const [championship] = await db
    .select({ name: championships.name })
    .from(championships)
    .where(eq(championships.id, winner.challengeId));
  const mail = await composeWinnerMail(
    winner,
    await winnerQrText(db, id),
    championship?.name ?? null,
    mailLanguage(language),
  );
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
