import { pgTable, text, timestamp, integer } from 'drizzle-orm/pg-core';

/**
 * One row per feed job: a competition's full sync (`key` = its provider code) or the live poll
 * (`key` = 'live'). The lease columns keep one instance at a time on a job (decision 050); the
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
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }),
  /** The provider's X-Requests-Available-Minute after this job's last request, and when it was read. */
  requestsAvailable: integer('requests_available'),
  requestsReadAt: timestamp('requests_read_at', { withTimezone: true }),
});
