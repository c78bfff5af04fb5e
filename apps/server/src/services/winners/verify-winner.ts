import { sql } from 'drizzle-orm';
import { WINNER_CODES, type VerifyWinnerAnswer, type WinnerPeriod } from '@app/contract/winners';
import { queryRows, type Database } from '../../db/client.ts';
import { badRequest, coded, forbidden, tooManyRequests } from '../../lib/http-error.ts';
import type { Throttle, ThrottleRule } from '../throttle.ts';
import { effectiveTimeZone } from '../bar-profile/country-time-zone.ts';
import type { PrizeSigner } from './prize-signing.ts';

/** Wrong codes per account: guessing 144-bit codes is hopeless anyway, this keeps scanners from trying. */
const WRONG_CODES_PER_ACCOUNT: ThrottleRule = { limit: 10, windowSeconds: 15 * 60 };
const wrongCodesKey = (userId: string) => `qr-verify:account:${userId}`;

/** Who scans: an owner redeems for their bar (barId), staff and admins for none. */
export type Verifier = { id: string; barId: string | null; isOwner?: boolean };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 3 Mar 2026, 14:05 UTC: the server does not know the reader's time zone, so it says which one it uses. */
function whenText(at: Date): string {
  const hh = String(at.getUTCHours()).padStart(2, '0');
  const mm = String(at.getUTCMinutes()).padStart(2, '0');
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${hh}:${mm} UTC`;
}

type WonRow = {
  position: number;
  period: WinnerPeriod;
  period_date: string | null;
  name: string;
  championship_name: string;
  prize_name: string;
};

const answerOf = (won: WonRow): VerifyWinnerAnswer => ({
  challengeRanking: { position: Number(won.position), period: won.period, periodDate: won.period_date },
  challenge: { name: won.championship_name },
  prize: { name: won.prize_name },
  winner: { name: won.name },
});

/**
 * Redeems a prize. The first valid scan wins: one conditional UPDATE (redeemed_at IS NULL) marks it,
 * so of any number of concurrent scans, on any device or bar, exactly one gets a row back (the row
 * lock of the UPDATE, not the app, decides). A signed code's signature and expiry are checked first;
 * the code's format was checked by the route schema before this runs.
 *
 * `idempotencyKey` names the scan: the scan that redeemed a prize, sent again with its key, answers
 * the same success instead of "already redeemed" (a queued scan whose answer was lost).
 */
export async function verifyWinner(
  db: Database,
  throttle: Throttle,
  signer: PrizeSigner,
  code: string,
  verifier: Verifier,
  idempotencyKey: string | null = null,
): Promise<VerifyWinnerAnswer> {
  if (verifier.isOwner || verifier.barId) {
    // A bar that is not (or no longer) accepted is not a partner: it may not hand out prizes.
    const [bar] = verifier.barId
      ? await queryRows<{ status: string }>(db, sql`select status from bars where id = ${verifier.barId}`)
      : [];
    if (bar?.status !== 'accepted')
      throw forbidden('Your bar must be accepted before it can redeem prizes', WINNER_CODES.barNotAccepted);
  }
  const key = wrongCodesKey(verifier.id);
  const { blocked, retryAfterSeconds } = await throttle.isBlocked(key, WRONG_CODES_PER_ACCOUNT);
  if (blocked) {
    throw tooManyRequests(
      coded('tooManyInvalidQrCodes', { count: Math.ceil(retryAfterSeconds / 60) }),
      retryAfterSeconds,
      WINNER_CODES.throttled,
    );
  }

  const checked = signer.check(code);
  if ('problem' in checked) {
    if (checked.problem === 'signature') {
      // A forged code counts like a wrong one: it is a guess at a prize.
      await throttle.hit(key, WRONG_CODES_PER_ACCOUNT);
      throw badRequest(coded('prizeCodeTampered'), WINNER_CODES.tampered);
    }
    const at = checked.expiresAt!;
    throw badRequest(coded('prizeCodeExpired', { at: at.toISOString() }, { at: whenText(at) }), WINNER_CODES.expired);
  }
  const id = checked.id;

  const [won] = await queryRows<WonRow>(
    db,
    sql`
      update winners w
      set redeemed_at = now(), redeemed_by = ${verifier.id}, redeemed_bar_id = ${verifier.barId},
        redeemed_key = ${idempotencyKey}
      from championships c, prizes p
      where w.id = ${id}
        and w.redeemed_at is null
        and c.id = w.championship_id
        and c.qr_code_eligible
        and p.id = w.prize_id
      returning w.position, w.period, w.period_date::text as period_date, w.name, c.name as championship_name, p.name as prize_name`,
  );
  if (won) return answerOf(won);

  if (idempotencyKey) {
    // The same scan sent again: its own redemption, answered as it was the first time.
    const [again] = await queryRows<WonRow>(
      db,
      sql`
      select w.position, w.period, w.period_date::text as period_date, w.name, c.name as championship_name, p.name as prize_name
      from winners w join championships c on c.id = w.championship_id join prizes p on p.id = w.prize_id
      where w.id = ${id} and w.redeemed_key = ${idempotencyKey}`,
    );
    if (again) return answerOf(again);
  }

  // Nothing redeemed: say why.
  const [found] = await queryRows<{
    qr_code_eligible: boolean;
    redeemed_at: Date | string | null;
    bar_name: string | null;
    bar_zone: string | null;
    bar_country: string | null;
    redeemer: string | null;
  }>(
    db,
    sql`
    select c.qr_code_eligible, w.redeemed_at, b.name as bar_name, b.time_zone as bar_zone, b.country as bar_country, u.nickname as redeemer
    from winners w
    join championships c on c.id = w.championship_id
    left join bars b on b.id = w.redeemed_bar_id
    left join users u on u.id = w.redeemed_by
    where w.id = ${id}`,
  );
  if (!found) {
    await throttle.hit(key, WRONG_CODES_PER_ACCOUNT);
    throw badRequest('This QR code is not valid: no prize has this code.', WINNER_CODES.unknown);
  }
  if (!found.qr_code_eligible) {
    throw badRequest('This championship does not give prizes by QR code.', WINNER_CODES.notEligible);
  }
  const zone = found.bar_name ? effectiveTimeZone(found.bar_zone, found.bar_country ?? '').timeZone : null;
  throw badRequest(
    alreadyRedeemed(found.redeemed_at, found.bar_name, found.redeemer, zone),
    WINNER_CODES.alreadyRedeemed,
  );
}

/**
 * 'Already redeemed on …, at …': the console gets the moment as ISO 8601 and writes it in the reader's
 * language, on the clock of the bar that redeemed it (`zone`, named), else the reader's; the English
 * message says it in UTC.
 */
function alreadyRedeemed(redeemedAt: Date | string | null, bar: string | null, by: string | null, zone: string | null) {
  if (!redeemedAt) return coded('prizeAlreadyRedeemedEarlier');
  const at = new Date(redeemedAt);
  const names = { ...(bar ? { bar } : {}), ...(by ? { by } : {}) };
  const code = bar
    ? by
      ? 'prizeAlreadyRedeemedAtBarBy'
      : 'prizeAlreadyRedeemedAtBar'
    : by
      ? 'prizeAlreadyRedeemedBy'
      : 'prizeAlreadyRedeemed';
  return coded(code, { at: at.toISOString(), ...names, ...(zone ? { zone } : {}) }, { at: whenText(at), ...names });
}
