import { sql } from 'drizzle-orm';
import { WINNER_CODES, type QueuedScan, type VerifyQueuedAnswer } from '@app/contract/winners';
import { queryRows, type Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Throttle } from '../throttle.ts';
import type { PrizeSigner } from './prize-signing.ts';
import { verifyWinner, type Verifier } from './verify-winner.ts';
import { barAnswerers } from '../team/bar-answerers.ts';

/**
 * The scans a scanner page queued while offline, sent when it is back online. Each is
 * redeemed as a scan made now would be, by its own statement (one refused scan does not undo the
 * others), with its idempotency key, so a batch sent twice answers the same. A refusal is answered in
 * the scan's place as the error handler would answer it alone; anything unexpected stops the batch.
 */
export async function verifyQueued(
  db: Database,
  throttle: Throttle,
  signer: PrizeSigner,
  scans: QueuedScan[],
  verifier: Verifier,
): Promise<VerifyQueuedAnswer> {
  const results: VerifyQueuedAnswer['results'] = [];
  for (const scan of scans) {
    try {
      const answer = await verifyWinner(db, throttle, signer, scan.code, verifier, scan.idempotencyKey);
      results.push({ idempotencyKey: scan.idempotencyKey, outcome: 'redeemed', answer });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error.code === WINNER_CODES.alreadyRedeemed && verifier.barId)
        await tellBarTeam(db, signer, scan.code, verifier.barId);
      results.push({
        idempotencyKey: scan.idempotencyKey,
        outcome: 'refused',
        refusal: {
          statusCode: error.statusCode,
          ...(error.code ? { code: error.code } : {}),
          message: error.message,
          ...(error.messageCode ? { messageCode: error.messageCode } : {}),
          ...(error.params ? { params: error.params } : {}),
        },
      });
    }
  }
  return { results };
}

/**
 * The bar handed out a prize offline that was already redeemed elsewhere: its owner and managers are
 * told in the bell, with where and when, so they can settle it with the winner; once per person and prize.
 */
async function tellBarTeam(db: Database, signer: PrizeSigner, code: string, barId: string): Promise<void> {
  const checked = signer.check(code);
  if ('problem' in checked) return;
  await queryRows(
    db,
    sql`
    insert into notices (user_id, bar_id, kind, headline, scheduled_date, reason)
    select u.id, b.id, 'prize_redeemed_elsewhere', p.name, w.redeemed_at, coalesce(rb.name, '')
    from winners w
    join prizes p on p.id = w.prize_id
    left join bars rb on rb.id = w.redeemed_bar_id
    join bars b on b.id = ${barId}
    join ${barAnswerers(barId)} as a on a.bar_id = b.id
    join users u on u.id = a.user_id
    where w.id = ${checked.id}
      and w.redeemed_at is not null
      and u.active
      and not exists (
        select 1 from notices n
        where n.user_id = u.id and n.kind = 'prize_redeemed_elsewhere' and n.headline = p.name
          and n.scheduled_date = w.redeemed_at
      )`,
  );
}
