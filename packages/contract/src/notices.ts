import { z } from 'zod';
import { uuidSchema } from './common.ts';

/**
 * Decision 025: notices tell a bar's owner and managers that a match their bar broadcasts changed.
 * Each person has their own notices and read state; the bar and the person come from the session.
 */
export const matchChangeKindSchema = z.enum(['postponed', 'cancelled', 'moved']);
export type MatchChangeKind = z.infer<typeof matchChangeKindSchema>;

export const noticeSchema = z.object({
  id: z.uuid(),
  kind: matchChangeKindSchema,
  matchId: z.uuid(),
  /** The match's headline when the notice was written. */
  headline: z.string(),
  /** Kick-off before and after the change (equal when only the status changed). */
  previousDate: z.iso.datetime({ offset: true }),
  scheduledDate: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
  read: z.boolean(),
});
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
