import type { AwardWinnerBody } from '@app/contract/winners';
import type { Database } from '../../db/client.ts';
import type { Throttle } from '../throttle.ts';
import { verifyWinner, type Verifier } from './verify-winner.ts';
import { awardWinner } from './award-winner.ts';
import { findWinner, listQrChampionships, listWinners } from './winners-repository.ts';
import { winnerQrPng } from './winner-codes.ts';
import { retryWinnerMail, sendWinnerMail } from './send-winner-mail.ts';
import { removeWinner } from './remove-winner.ts';

/**
 * Prize winners: recorded by staff and admins, their QR codes drawn and mailed
 * (at most a few an hour per winner), and a scan that redeems a prize once.
 */
export function createWinnersService(db: Database, throttle: Throttle) {
  return {
    verify: (code: string, verifier: Verifier) => verifyWinner(db, throttle, code, verifier),
    qrChampionships: () => listQrChampionships(db),
    list: (championshipId: string) => listWinners(db, championshipId),
    award: (body: AwardWinnerBody, createdBy: string) => awardWinner(db, body, createdBy),
    /** The winner's QR code as a PNG, with the position the file is named after. */
    async qrCode(id: string) {
      const winner = await findWinner(db, id);
      return { position: winner.position, png: await winnerQrPng(winner.id) };
    },
    sendMail: (id: string, language?: string | null) => sendWinnerMail(db, throttle, id, language),
    retryMail: (id: string) => retryWinnerMail(db, id),
    remove: (id: string) => removeWinner(db, id),
  };
}
export type WinnersService = ReturnType<typeof createWinnersService>;
