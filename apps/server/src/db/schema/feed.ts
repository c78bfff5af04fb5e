import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { MessageCode, MessageParams } from '@app/contract/messages';

/**
 * One row per feed job: a competition's full sync (`key` = its provider code) or the live poll
 * (`key` = 'live'). The lease columns keep one instance at a time on a job; the
 * rest is what GET /api/feed shows. Written by the feed only, never by a person: not audited.
 */
export const feedJobs = pgTable('feed_jobs', {
  key: text('key').primaryKey(),
  /** Which instance holds the job and until when (a crashed instance's lease runs out). */
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  /** ok | refused (the answer did not match the documented shape) | failed (the provider down, slow or refusing). */
  lastOutcome: text('last_outcome', { enum: ['ok', 'refused', 'failed'] }),
  created: integer('created').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  unchanged: integer('unchanged').notNull().default(0),
  /**
   * Why the last failed run gave up, as a message code and its parts: the console
   * writes it in the admin's language; the technical detail goes to the log only.
   */
  lastErrorCode: text('last_error_code').$type<MessageCode>(),
  lastErrorParams: jsonb('last_error_params').$type<MessageParams>().notNull().default({}),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }),
  /** The provider's X-Requests-Available-Minute after this job's last request, and when it was read. */
  requestsAvailable: integer('requests_available'),
  requestsReadAt: timestamp('requests_read_at', { withTimezone: true }),
});

/**
 * The provider's matches an admin deleted for good: the feed brings none of them
 * back. 'Follow the feed again' on /data-feed removes the row, and the next sync brings the match
 * back as new. A trashed match needs no row here: its row stays, and the feed leaves it alone.
 */
export const feedIgnoredMatches = pgTable(
  'feed_ignored_matches',
  {
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    /** What the admin deleted, to recognise it on /data-feed. */
    headline: text('headline').notNull(),
    competitionName: text('competition_name').notNull().default(''),
    scheduledDate: timestamp('scheduled_date', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.source, table.externalId] })],
);
