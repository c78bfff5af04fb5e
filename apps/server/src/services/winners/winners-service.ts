import type { AwardWinnerBody, QueuedScan } from '@app/contract/winners';
import type { Database } from '../../db/client.ts';
import type { Throttle } from '../throttle.ts';
import { verifyWinner, type Verifier } from './verify-winner.ts';
import { verifyQueued } from './verify-queued.ts';
import { findWinner, listQrChampionships, listWinners, winnerQrText } from './winners-repository.ts';
import type { PrizeSigner } from './prize-signing.ts';
import { awardWinner } from './award-winner.ts';
import { winnerQrPng } from './winner-codes.ts';
import { retryWinnerMail, sendWinnerMail } from './send-winner-mail.ts';
import { removeWinner } from './remove-winner.ts';

/**
 * Prize winners: recorded by staff and admins, their QR codes drawn and mailed
 * (at most a few an hour per winner), and a scan that redeems a prize once.
 */
export function createWinnersService(db: Database, throttle: Throttle, signer: PrizeSigner) {
  return {
    verify: (code: string, verifier: Verifier, idempotencyKey: string | null = null) =>
      verifyWinner(db, throttle, signer, code, verifier, idempotencyKey),
    verifyQueued: (scans: QueuedScan[], verifier: Verifier) => verifyQueued(db, throttle, signer, scans, verifier),
    /** The public key the scanner page checks signed codes with offline. */
    verifyKey: () => signer.verifyKey,
    qrChampionships: () => listQrChampionships(db),
    list: (championshipId: string) => listWinners(db, championshipId),
    award: (body: AwardWinnerBody, createdBy: string) => awardWinner(db, signer, body, createdBy),
    /** The winner's QR code as a PNG, with the position the file is named after. */
    async qrCode(id: string) {
      const winner = await findWinner(db, id);
      return { position: winner.position, png: await winnerQrPng(await winnerQrText(db, winner.id)) };
    },
    sendMail: (id: string, language?: string | null) => sendWinnerMail(db, throttle, id, language),
    retryMail: (id: string) => retryWinnerMail(db, id),
    remove: (id: string) => removeWinner(db, id),
  };
}
export type WinnersService = ReturnType<typeof createWinnersService>;
