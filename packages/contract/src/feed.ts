import { z } from 'zod';

/** The fixtures feed: what GET /api/feed answers and POST /api/feed/sync takes. */

const FEED_OUTCOMES = ['ok', 'refused', 'failed'] as const;
const feedOutcomeSchema = z.enum(FEED_OUTCOMES);

const feedJobSchema = z.object({
  lastRunAt: z.iso.datetime({ offset: true }).nullable(),
  /**
   * ok; refused: the provider's answer did not have the documented shape (nothing written); failed: down, slow or
   * refusing.
   */
  outcome: feedOutcomeSchema.nullable(),
  /** Rows the last run created, updated and found as they were (competition, teams, matches). */
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  /**
   * Why the last failed run gave up: a message code of the contract's table, its
   * variable parts, and its English text. The console writes it in the reader's language.
   */
  lastError: z
    .object({
      code: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])),
      message: z.string(),
    })
    .nullable(),
  lastErrorAt: z.iso.datetime({ offset: true }).nullable(),
  nextRunAt: z.iso.datetime({ offset: true }).nullable(),
  /** An instance is running it now. */
  running: z.boolean(),
});
export type FeedJob = z.infer<typeof feedJobSchema>;

const feedCompetitionSchema = feedJobSchema.extend({
  /** The provider's code (FEED_COMPETITIONS). */
  code: z.string(),
  /** Its name once a sync has brought it. */
  name: z.string().nullable(),
});

/** A match of the feed an admin deleted for good: the feed keeps it out until 'Follow the feed again'. */
const feedIgnoredMatchSchema = z.object({
  source: z.string(),
  externalId: z.string(),
  headline: z.string(),
  competitionName: z.string(),
  scheduledDate: z.iso.datetime({ offset: true }),
  deletedAt: z.iso.datetime({ offset: true }),
});
export type FeedIgnoredMatch = z.infer<typeof feedIgnoredMatchSchema>;

/** A match the feed created or changed lately, linked to its page in the console. */
const feedMatchLinkSchema = z.object({
  id: z.uuid(),
  headline: z.string(),
  competitionName: z.string(),
  scheduledDate: z.iso.datetime({ offset: true }),
  /** When the feed created it, or last changed what it shows. */
  at: z.iso.datetime({ offset: true }),
});
export type FeedMatchLink = z.infer<typeof feedMatchLinkSchema>;

export const feedStatusSchema = z.object({
  /** False while FOOTBALL_DATA_TOKEN is unset. */
  enabled: z.boolean(),
  /** FEED_SYNC_MINUTES: the period of a competition's full sync. */
  syncMinutes: z.number().int(),
  /** The provider's last word on the requests left this minute (X-Requests-Available-Minute), and when it came. */
  requestsAvailable: z.number().int().nullable(),
  requestsReadAt: z.iso.datetime({ offset: true }).nullable(),
  competitions: z.array(feedCompetitionSchema),
  /** The minute-by-minute poll of the matches playing or about to. */
  live: feedJobSchema,
  /** The latest matches deleted for good, which the feed does not bring back. */
  ignored: z.array(feedIgnoredMatchSchema),
  /** What the last syncs brought: the latest matches created and changed, newest first (at most 10 each). */
  latest: z.object({ created: z.array(feedMatchLinkSchema), changed: z.array(feedMatchLinkSchema) }),
});
export type FeedStatus = z.infer<typeof feedStatusSchema>;

const FEED_COMPETITION_CODE = /^[A-Z0-9]{2,6}$/;

/** Sync now: every competition, or one; its current season, or the one named (its starting year). */
export const feedSyncBodySchema = z.strictObject({
  competition: z
    .string()
    .trim()
    .toUpperCase()
    .regex(FEED_COMPETITION_CODE, 'Choose a competition of the feed')
    .optional(),
  season: z
    .number()
    .int()
    .min(1990, 'Choose a season from 1990 on')
    .max(2100, 'Choose a season from 1990 on')
    .optional(),
});
export type FeedSyncRequest = z.output<typeof feedSyncBodySchema>;
export type FeedSyncBody = z.input<typeof feedSyncBodySchema>;

export const feedSyncAnswerSchema = z.object({ message: z.string() });

/** 'Follow the feed again' for a match deleted for good: the next sync brings it back. */
export const feedFollowIgnoredBodySchema = z.strictObject({
  source: z.enum(['football-data']),
  externalId: z.string().regex(/^\d{1,12}$/, 'Choose a match of the feed'),
});
export type FeedFollowIgnoredBody = z.infer<typeof feedFollowIgnoredBodySchema>;
