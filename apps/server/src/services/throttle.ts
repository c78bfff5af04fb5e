import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';

export type ThrottleRule = { limit: number; windowSeconds: number };
export type ThrottleState = { count: number; resetAt: Date };

/**
 * Fixed-window counters kept in PostgreSQL so every instance behind a load balancer shares them.
 * One upsert per hit; the window restarts when it has passed. `refused` hears of every hit past a
 * rule's limit and every blocked check (the operator's count of refusals).
 */
export function createThrottle(db: Database, refused: (key: string) => void = () => undefined) {
  const counted = async (key: string, rule: ThrottleRule): Promise<ThrottleState> => {
    const rows = await queryRows<{ count: number; reset_at: Date | string }>(
      db,
      sql`
      insert into rate_limits (key, count, reset_at)
      values (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
      returning count, reset_at`,
    );
    const row = rows[0];
    if (!row) throw new Error('rate limit upsert returned nothing');
    return { count: Number(row.count), resetAt: new Date(row.reset_at) };
  };
  return {
    async hit(key: string, rule: ThrottleRule): Promise<ThrottleState> {
      const state = await counted(key, rule);
      if (state.count > rule.limit) refused(key);
      return state;
    },
    async peek(key: string): Promise<ThrottleState | null> {
      const rows = await queryRows<{ count: number; reset_at: Date | string }>(
        db,
        sql`select count, reset_at from rate_limits where key = ${key} and reset_at > now()`,
      );
      const row = rows[0];
      return row ? { count: Number(row.count), resetAt: new Date(row.reset_at) } : null;
    },
    async isBlocked(key: string, rule: ThrottleRule): Promise<{ blocked: boolean; retryAfterSeconds: number }> {
      const state = await this.peek(key);
      if (!state || state.count < rule.limit) return { blocked: false, retryAfterSeconds: 0 };
      refused(key);
      return {
        blocked: true,
        retryAfterSeconds: Math.max(1, Math.ceil((state.resetAt.getTime() - Date.now()) / 1000)),
      };
    },
    /**
     * Counts an attempt before it is made, so a burst of parallel requests cannot slip past the limit
     * between a check and a count. Allowed while the count is within the limit.
     */
    async attempt(key: string, rule: ThrottleRule): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
      const state = await this.hit(key, rule);
      if (state.count <= rule.limit) return { allowed: true, retryAfterSeconds: 0 };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((state.resetAt.getTime() - Date.now()) / 1000)),
      };
    },
    /** Takes back one counted attempt (it turned out not to be a failure). */
    async release(key: string): Promise<void> {
      await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
    },
    async clear(key: string): Promise<void> {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
  };
}
export type Throttle = ReturnType<typeof createThrottle>;
