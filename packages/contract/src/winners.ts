import { z } from 'zod';
import { emailSchema, NAME_CONTROL_CHARACTERS, NO_CONTROL_CHARACTERS, uuidSchema } from './common.ts';
import { mailStateSchema } from './mail.ts';

/**
 * Prize winners and their QR codes (docs/product.md "Winners"). A winner's id is 144 random bits as
 * base64url (24 characters). A signed code is `<id>.<expiry>.<signature>`
 * (expiry in Unix seconds, an ECDSA P-256 signature of `<id>.<expiry>` as base64url), so the scanner
 * page checks it without the network; an older code is the id alone. The pattern is checked before
 * any database work.
 */
const WINNER_CODE_PATTERN = /^[A-Za-z0-9_-]{22,64}(\.[0-9]{1,12}\.[A-Za-z0-9_-]{86})?$/;
/** How long a signed prize code stays valid after it is issued. */
export const PRIZE_CODE_DAYS = 365;

/** The parts of a signed code, or null for an older code (the winner's id alone). */
export function splitSignedPrizeCode(
  code: string,
): { id: string; exp: number; payload: string; signature: string } | null {
  const [id, exp, signature] = code.split('.');
  if (id === undefined || exp === undefined || signature === undefined) return null;
  return { id, exp: Number(exp), payload: `${id}.${exp}`, signature };
}

/** The public key the scanner page checks signed codes with (a JWK of an ECDSA P-256 key). */
export const prizeVerifyKeySchema = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string(),
  y: z.string(),
});
export type PrizeVerifyKey = z.infer<typeof prizeVerifyKeySchema>;
export const NOT_A_PRIZE_CODE = 'This is not a prize QR code. Check that you scanned the right code.';
export const NO_CODE = 'Scan or type a QR code first';

/** Stable codes of the verification answers, for the console and tools. */
export const WINNER_CODES = {
  malformed: 'winners.MALFORMED',
  unknown: 'winners.UNKNOWN_CODE',
  notEligible: 'winners.NOT_QR_ELIGIBLE',
  alreadyRedeemed: 'winners.ALREADY_REDEEMED',
  throttled: 'winners.THROTTLED',
  barNotAccepted: 'winners.BAR_NOT_ACCEPTED',
  /** The winner's QR mail was sent too often in the last hour. */
  mailThrottled: 'winners.MAIL_THROTTLED',
  /** A signed code whose signature does not match: changed, or signed by another key. */
  tampered: 'winners.CODE_TAMPERED',
  expired: 'winners.CODE_EXPIRED',
} as const;

const winnerCodeSchema = z
  .string({ error: NO_CODE })
  .trim()
  .min(1, NO_CODE)
  .max(200, NOT_A_PRIZE_CODE)
  .regex(WINNER_CODE_PATTERN, NOT_A_PRIZE_CODE);

export const winnerPeriodSchema = z.enum(['daily', 'weekly', 'allTime']);
export type WinnerPeriod = z.infer<typeof winnerPeriodSchema>;

/** A calendar day, YYYY-MM-DD, that exists. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must look like 2026-03-14')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'This date does not exist');

// ---- Verification: POST /challenge-winners/verify ----

export const verifyWinnerBodySchema = z.strictObject({ challengeWinnerId: winnerCodeSchema });

export type VerifyWinnerBody = z.input<typeof verifyWinnerBodySchema>;

/** docs/product.md §3: challengeRanking.position and challenge.name; prize and winner help hand it over. */
export const verifyWinnerAnswerSchema = z.object({
  challengeRanking: z.object({
    position: z.number().int(),
    period: winnerPeriodSchema,
    periodDate: z.string().nullable(),
  }),
  challenge: z.object({ name: z.string() }),
  prize: z.object({ name: z.string() }),
  winner: z.object({ name: z.string() }),
});
export type VerifyWinnerAnswer = z.infer<typeof verifyWinnerAnswerSchema>;

// ---- Scans queued offline: POST /challenge-winners/verify-queued ----

/** At most this many queued scans in one request; the scanner page sends a longer queue in parts. */
export const QUEUED_SCANS_MAX = 50;

/**
 * A scan the page queued while offline. The idempotency key is made by the page when the code is
 * queued: sending the same scan again (a lost answer, a second try) answers what the first did.
 */
const queuedScanSchema = z.strictObject({
  idempotencyKey: uuidSchema,
  code: winnerCodeSchema,
  /** When the code was scanned, by the scanning device's clock (kept in the record, never trusted for order). */
  scannedAt: z.iso.datetime({ offset: true }),
});
export type QueuedScan = z.infer<typeof queuedScanSchema>;

export const verifyQueuedBodySchema = z.strictObject({
  scans: z.array(queuedScanSchema).min(1).max(QUEUED_SCANS_MAX),
});
export type VerifyQueuedBody = z.input<typeof verifyQueuedBodySchema>;

/** A refused scan as the error handler would answer it alone: the English text, its code and params. */
const scanRefusalSchema = z.object({
  statusCode: z.number().int(),
  code: z.string().optional(),
  message: z.string(),
  messageCode: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const verifyQueuedAnswerSchema = z.object({
  results: z.array(
    z.discriminatedUnion('outcome', [
      z.object({ idempotencyKey: z.uuid(), outcome: z.literal('redeemed'), answer: verifyWinnerAnswerSchema }),
      z.object({ idempotencyKey: z.uuid(), outcome: z.literal('refused'), refusal: scanRefusalSchema }),
    ]),
  ),
});
export type VerifyQueuedAnswer = z.infer<typeof verifyQueuedAnswerSchema>;

// ---- Winners management (staff, admin) ----

/** A championship's days: from its first to its last match day, calendar days in UTC. */
const championshipDaysSchema = z.object({ first: z.string(), last: z.string() });
export type ChampionshipDays = z.infer<typeof championshipDaysSchema>;

/**
 * A daily prize is for a day inside the championship; a weekly prize for a week that has at least
 * one of its days. The messages' keys in the `validation` catalogue are also their codes.
 */
export const AWARD_DAY_MESSAGES = {
  awardDayOutsideChampionship: 'Choose a day of the championship, from {{first}} to {{last}}',
  awardNoMatchDays: 'This championship has no matches yet, so it has no days for daily or weekly prizes',
} as const;
export const awardDayOutsideMessage = (days: ChampionshipDays) =>
  AWARD_DAY_MESSAGES.awardDayOutsideChampionship.replace('{{first}}', days.first).replace('{{last}}', days.last);

/** Whether a daily prize's day, or any day of a weekly prize's week (Monday given), is a championship day. */
export function isAwardDayInside(period: 'daily' | 'weekly', day: string, days: ChampionshipDays): boolean {
  if (period === 'daily') return day >= days.first && day <= days.last;
  const sunday = new Date(`${day}T00:00:00Z`);
  sunday.setUTCDate(sunday.getUTCDate() + 6);
  return day <= days.last && sunday.toISOString().slice(0, 10) >= days.first;
}

const prizeTypesCountsSchema = z.object({
  daily: z.number().int(),
  weekly: z.number().int(),
  allTime: z.number().int(),
});

export const winnerSchema = z.object({
  id: z.string(),
  challengeId: z.uuid(),
  prize: z.object({ id: z.uuid(), name: z.string() }),
  period: winnerPeriodSchema,
  /** The day (daily) or the Monday of the week (weekly); null for all-time prizes. */
  periodDate: z.string().nullable(),
  position: z.number().int(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  emailedAt: z.string().nullable(),
  /** The newest QR mail's state; null when none went through the outbox. */
  mail: mailStateSchema.nullable(),
  redeemedAt: z.string().nullable(),
  redeemedBy: z.object({ id: z.uuid(), nickname: z.string(), email: z.string() }).nullable(),
  redeemedBar: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type Winner = z.infer<typeof winnerSchema>;

export const winnersQuerySchema = z.strictObject({ challengeId: uuidSchema });

/** Everything the winners screen needs about one championship, in one answer. */
export const winnersListSchema = z.object({
  championship: z.object({
    id: z.uuid(),
    name: z.string(),
    qrCodeEligible: z.boolean(),
    prizeTypesCounts: prizeTypesCountsSchema,
    /** The first and last match day (UTC, YYYY-MM-DD) of its matches; null while it has none. */
    matchDays: championshipDaysSchema.nullable(),
  }),
  /** The championship's prizes that are not deleted: what a winner can be awarded. */
  prizes: z.array(z.object({ id: z.uuid(), name: z.string() })),
  winners: z.array(winnerSchema),
});
export type WinnersList = z.infer<typeof winnersListSchema>;

/** GET /challenge-winners/championships: championships that give QR code prizes. */
export const qrChampionshipsSchema = z.object({
  championships: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      winners: z.number().int(),
      redeemed: z.number().int(),
    }),
  ),
});
export type QrChampionships = z.infer<typeof qrChampionshipsSchema>;

export const WINNER_NAME_REQUIRED = 'Winner name should not be empty';
export const PERIOD_DATE_REQUIRED = 'Choose the day of the prize';

/** POST /challenge-winners. `periodDate` is required for daily and weekly prizes (any day of the week). */
export const awardWinnerBodySchema = z
  .strictObject({
    challengeId: uuidSchema,
    prizeId: uuidSchema,
    period: winnerPeriodSchema,
    periodDate: isoDateSchema.nullable().optional(),
    position: z
      .number({ error: 'Position must be a number' })
      .int('Position must be a whole number')
      .min(1, 'Position must be 1 or more')
      .max(1000, 'Position is too large'),
    name: z
      .string({ error: WINNER_NAME_REQUIRED })
      .trim()
      .min(1, WINNER_NAME_REQUIRED)
      .max(120, 'Winner name is too long')
      .regex(NO_CONTROL_CHARACTERS, NAME_CONTROL_CHARACTERS),
    email: emailSchema,
  })
  .refine((v) => v.period === 'allTime' || !!v.periodDate, { message: PERIOD_DATE_REQUIRED, path: ['periodDate'] });
export type AwardWinnerBody = z.input<typeof awardWinnerBodySchema>;

export const winnerIdParamsSchema = z.strictObject({ id: winnerCodeSchema });
