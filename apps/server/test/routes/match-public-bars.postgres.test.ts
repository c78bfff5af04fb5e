import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { bars, matches, matchPublicBars } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

/**
 * Decision 057 on a PostgreSQL server: two transactions at once that each change what shows a match
 * leave its stored count exact, whichever commits first.
 */
describe('the stored count of public bars under concurrent writes', () => {
  let t: TestApp;
  let first: pg.Client;
  let second: pg.Client;

  const newBar = async (name: string, status: 'accepted' | 'pending') =>
    (await t.db.insert(bars).values({ name, city: 'Iasi', country: 'Romania', status }).returning({ id: bars.id }))[0]!
      .id;
  const newMatch = async (home: string) =>
    (
      await t.db
        .insert(matches)
        .values({
          homeTeam: home,
          awayTeam: 'Concurrent FC',
          headline: `${home} - Concurrent FC`,
          scheduledDate: new Date(Date.now() + 86_400_000),
        })
        .returning({ id: matches.id })
    )[0]!.id;
  const stored = async (matchId: string) =>
    (
      await t.db
        .select({ bars: matchPublicBars.bars })
        .from(matchPublicBars)
        .where(eq(matchPublicBars.matchId, matchId))
    )[0]?.bars ?? 0;
  /** Whether the client's session is waiting on a lock another session holds. */
  const waiting = async (client: pg.Client) => {
    const pid = (client as unknown as { processID: number }).processID;
    const { rows } = await first.query<{ n: number }>(
      'select count(*)::int as n from pg_locks where pid = $1 and not granted',
      [pid],
    );
    return rows[0]!.n > 0;
  };
  /**
   * Until the second session's statement is done or waits on a lock the first holds (then the first commits under it).
   */
  const doneOrWaiting = async (statement: Promise<unknown>) => {
    let done = false;
    void statement.then(
      () => {
        done = true;
      },
      () => {
        done = true;
      },
    );
    while (!done && !(await waiting(second))) await new Promise((resolve) => setTimeout(resolve, 10));
  };

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    first = new pg.Client({ connectionString: t.databaseUrl });
    second = new pg.Client({ connectionString: t.databaseUrl });
    await Promise.all([first.connect(), second.connect()]);
  });
  afterAll(async () => {
    await Promise.all([first.end(), second.end()]);
    await t.close();
  });

  it('two bars switching the same match on at once both count', async () => {
    const matchId = await newMatch('Twin Screens');
    const [a, b] = [await newBar('Twin A', 'accepted'), await newBar('Twin B', 'accepted')];
    await first.query('begin');
    await second.query('begin');
    await first.query('insert into bar_broadcasts (bar_id, match_id) values ($1, $2)', [a, matchId]);
    // The second waits on the first's counter row, then adds to what the first wrote.
    const pending = second.query('insert into bar_broadcasts (bar_id, match_id) values ($1, $2)', [b, matchId]);
    await doneOrWaiting(pending);
    await first.query('commit');
    await pending;
    await second.query('commit');
    expect(await stored(matchId)).toBe(2);
  });

  it('a bar accepted while its broadcast is being switched on counts once, whichever goes first', async () => {
    for (const order of ['status first', 'broadcast first'] as const) {
      const matchId = await newMatch(`Race ${order}`);
      const bar = await newBar(`Race bar ${order}`, 'pending');
      const accept = "update bars set status = 'accepted' where id = $1";
      const show = 'insert into bar_broadcasts (bar_id, match_id) values ($1, $2)';
      await first.query('begin');
      await second.query('begin');
      if (order === 'status first') await first.query(accept, [bar]);
      else await first.query(show, [bar, matchId]);
      const pending = order === 'status first' ? second.query(show, [bar, matchId]) : second.query(accept, [bar]);
      await doneOrWaiting(pending);
      await first.query('commit');
      await pending;
      await second.query('commit');
      expect({ order, bars: await stored(matchId) }).toEqual({ order, bars: 1 });
    }
  });
});
