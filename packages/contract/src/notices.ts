import { z } from 'zod';
import { uuidSchema } from './common.ts';

/**
 * Notices tell a bar's owner and managers that a match their bar broadcasts changed, and tell an
 * owner that an admin accepted, rejected or sent back their bar, and tell the bar's team of a fan's booking request.
 * Each person has their own notices and read state; the bar and the person come from the session.
 */
export const matchChangeKindSchema = z.enum(['postponed', 'cancelled', 'moved']);
export type MatchChangeKind = z.infer<typeof matchChangeKindSchema>;

const noticeBase = {
  id: z.uuid(),
  /** The match's headline, or the bar's name, when the notice was written. */
  headline: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  read: z.boolean(),
};

export const matchNoticeSchema = z.object({
  ...noticeBase,
  kind: matchChangeKindSchema,
  matchId: z.uuid(),
  /** Kick-off before and after the change (equal when only the status changed). */
  previousDate: z.iso.datetime({ offset: true }),
  scheduledDate: z.iso.datetime({ offset: true }),
});

/** An admin moved the person's bar to a folder; the bell says it as the mail does. */
export const barDecisionKindSchema = z.enum(['bar_accepted', 'bar_pending', 'bar_rejected']);
export type BarDecisionKind = z.infer<typeof barDecisionKindSchema>;
export const barDecisionNoticeSchema = z.object({
  ...noticeBase,
  kind: barDecisionKindSchema,
  /** The admin's reason, as written; '' when none was given. */
  reason: z.string(),
});

/** A fan asked the bar for a table: the match, its kick-off, and what they asked. */
export const bookingNoticeSchema = z.object({
  ...noticeBase,
  kind: z.literal('booking_requested'),
  matchId: z.uuid(),
  scheduledDate: z.iso.datetime({ offset: true }),
  bookingId: z.uuid(),
  seats: z.number().int(),
  name: z.string(),
});
export type BookingNotice = z.infer<typeof bookingNoticeSchema>;

/**
 * A scan the bar queued offline found its prize already redeemed elsewhere: the prize
 * (headline), where and when it was redeemed, so the team can talk to the winner.
 */
export const prizeNoticeSchema = z.object({
  ...noticeBase,
  kind: z.literal('prize_redeemed_elsewhere'),
  redeemedAt: z.iso.datetime({ offset: true }),
  /** The bar that redeemed it; '' when no bar did (staff or an admin). */
  redeemedBar: z.string(),
});
export type PrizeNotice = z.infer<typeof prizeNoticeSchema>;

export type MatchNotice = z.infer<typeof matchNoticeSchema>;
export type BarDecisionNotice = z.infer<typeof barDecisionNoticeSchema>;

export const noticeSchema = z.discriminatedUnion('kind', [
  matchNoticeSchema,
  barDecisionNoticeSchema,
  bookingNoticeSchema,
  prizeNoticeSchema,
]);
export type Notice = z.infer<typeof noticeSchema>;

/** The bell shows this many of the newest; the unread count covers all of them. */
export const NOTICES_PAGE_SIZE = 30;

/** GET /api/notices: the newest notices first, and how many are unread in all. */
export const noticesAnswerSchema = z.object({
  items: z.array(noticeSchema),
  unread: z.number().int().min(0),
});
export type NoticesAnswer = z.infer<typeof noticesAnswerSchema>;

export const NOTICE_MESSAGES = {
  notFound: 'This notice does not exist',
} as const;
/** The code is the message's key in the console's `validation` catalogue. */
export const NOTICE_CODES = { notFound: 'noticeNotFound' } as const;

/** POST /api/notices/:id/read. */
export const noticeParamsSchema = z.strictObject({ id: uuidSchema });
/** Both mark-read calls answer with the unread count that is left. */
export const markNoticesReadAnswerSchema = z.object({ unread: z.number().int().min(0) });
export type MarkNoticesReadAnswer = z.infer<typeof markNoticesReadAnswerSchema>;
