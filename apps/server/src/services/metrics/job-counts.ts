import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import type { JobCount } from './server-metrics.ts';

/**
 * The background queues' pending and failed jobs, read at scrape time in one statement. The mail
 * and scoring counts walk their status indexes past the sent mails; feed_jobs holds a row per
 * competition. A feed job is pending when its next run is due, failed when its last run failed.
 */
export async function countJobs(db: Database): Promise<JobCount[]> {
  const rows = await queryRows<{
    mail_pending: number;
    mail_failed: number;
    scoring_pending: number;
    scoring_failed: number;
    feed_pending: number;
    feed_failed: number;
  }>(
    db,
    sql`
    select
      (select count(*) from mail_outbox where status in ('queued', 'sending'))::int as mail_pending,
      (select count(*) from mail_outbox where status = 'failed')::int as mail_failed,
      (select count(*) from scoring_jobs where status = 'queued')::int as scoring_pending,
      (select count(*) from scoring_jobs where status = 'failed')::int as scoring_failed,
      (select count(*) from feed_jobs where next_run_at <= now())::int as feed_pending,
      (select count(*) from feed_jobs where last_outcome in ('failed', 'refused'))::int as feed_failed`,
  );
  const row = rows[0];
  if (!row) return [];
  return [
    { queue: 'mail', state: 'pending', count: row.mail_pending },
    { queue: 'mail', state: 'failed', count: row.mail_failed },
    { queue: 'scoring', state: 'pending', count: row.scoring_pending },
    { queue: 'scoring', state: 'failed', count: row.scoring_failed },
    { queue: 'feed', state: 'pending', count: row.feed_pending },
    { queue: 'feed', state: 'failed', count: row.feed_failed },
  ];
}
