import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rateLimits } from '../../src/db/schema/index.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { createThrottle, type Throttle } from '../../src/services/throttle.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

const RULE = { limit: 3, windowSeconds: 600 };

/** Fixed-window counters in the rate_limits table (shared by every instance). */
describe('throttle', () => {
  let database: DatabaseHandle;
  let throttle: Throttle;
  beforeAll(async () => {
    database = await openTestDatabase();
    throttle = createThrottle(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  const expire = (key: string) =>
    database.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, key));

  it('hit counts up within a window that ends windowSeconds after the first hit', async () => {
    const before = Date.now();
    const first = await throttle.hit('t:hit', RULE);
    expect(first.count).toBe(1);
    const secondsLeft = (first.resetAt.getTime() - before) / 1000;
    expect(secondsLeft).toBeGreaterThan(RULE.windowSeconds - 5);
    expect(secondsLeft).toBeLessThanOrEqual(RULE.windowSeconds + 5);
    const second = await throttle.hit('t:hit', RULE);
    expect(second.count).toBe(2);
    // The window does not slide with each hit.
    expect(second.resetAt.getTime()).toBe(first.resetAt.getTime());
    expect((await throttle.hit('t:other', RULE)).count).toBe(1);
  });

  it('a passed window starts again at 1', async () => {
    for (let i = 0; i < 5; i += 1) await throttle.hit('t:window', RULE);
    await expire('t:window');
    expect(await throttle.peek('t:window')).toBeNull();
    expect((await throttle.hit('t:window', RULE)).count).toBe(1);
  });

  it('attempt allows up to the limit, then refuses with the seconds left', async () => {
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await throttle.attempt('t:attempt', RULE));
    expect(answers.map((a) => a.allowed)).toEqual([true, true, true, false, false]);
    expect(answers[3]!.retryAfterSeconds).toBeGreaterThan(RULE.windowSeconds - 5);
    expect(answers[3]!.retryAfterSeconds).toBeLessThanOrEqual(RULE.windowSeconds);
  });

  it('attempt holds under concurrency: of 12 at once exactly the limit are allowed', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => throttle.attempt('t:burst', RULE)));
    expect(answers.filter((a) => a.allowed)).toHaveLength(RULE.limit);
    expect((await throttle.peek('t:burst'))?.count).toBe(12);
  });

  it('release gives one attempt back and never goes below 0; clear forgets the key', async () => {
    await throttle.hit('t:release', RULE);
    await throttle.hit('t:release', RULE);
    await throttle.release('t:release');
    expect((await throttle.peek('t:release'))?.count).toBe(1);
    await throttle.release('t:release');
    await throttle.release('t:release');
    expect((await throttle.peek('t:release'))?.count).toBe(0);
    await throttle.release('t:never-hit');
    expect(await throttle.peek('t:never-hit')).toBeNull();
    await throttle.clear('t:release');
    expect(await throttle.peek('t:release')).toBeNull();
  });

  it('isBlocked is true from the limit on, until the window passes', async () => {
    expect((await throttle.isBlocked('t:blocked', RULE)).blocked).toBe(false);
    for (let i = 0; i < RULE.limit; i += 1) await throttle.hit('t:blocked', RULE);
    const blocked = await throttle.isBlocked('t:blocked', RULE);
    expect(blocked.blocked).toBe(true);
    expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
    await expire('t:blocked');
    expect((await throttle.isBlocked('t:blocked', RULE)).blocked).toBe(false);
  });
});
