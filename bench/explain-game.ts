/**
 * `node bench/explain-game.ts <postgres-url of a database run-game.ts built>`: EXPLAIN (ANALYZE,
 * BUFFERS) of the scoring job's statements (auto_explain, sent to this client), each in a
 * transaction rolled back: the last match's score corrected (`EXPLAIN_GAME=job`), and every
 * board rebuilt into empty boards (`EXPLAIN_GAME=rebuild`). A tool for the decision records, not
 * part of `npm run bench`; keep a benchmark's database with BENCH_GAME_KEEP=1.
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { queryRows, type Tx } from '../apps/server/src/db/client.ts';
import { rebuildStandings, scoreChampionshipWork } from '../apps/server/src/services/game/scoring.ts';

const url = process.argv[2];
if (!url) throw new Error('usage: node bench/explain-game.ts <postgres-url>');
const what = process.env['EXPLAIN_GAME'] ?? 'job';
const client = new pg.Client({ connectionString: url });
await client.connect();
client.on('notice', (notice) => process.stdout.write(`${notice.message}\n${notice.detail ?? ''}\n`));
const db = drizzle(client);
const rolledBack = new Error('rolled back');
try {
  await db
    .transaction(async (raw) => {
      const tx = raw as unknown as Tx;
      const [game] = await queryRows<{ championship_id: string; match_id: string; home: number }>(
        tx,
        sql`select cm.championship_id, m.id as match_id, m.full_time_home_goals as home
        from matches m join championship_matches cm on cm.match_id = m.id
        where m.home_team = 'Bench Home 49'`,
      );
      if (!game) throw new Error('no bench championship in this database');
      await queryRows(tx, sql`load 'auto_explain'`);
      await queryRows(tx, sql`set local auto_explain.log_analyze = on`);
      await queryRows(tx, sql`set local auto_explain.log_buffers = on`);
      await queryRows(tx, sql`set local auto_explain.log_min_duration = 50`);
      await queryRows(tx, sql`set local client_min_messages = log`);
      const started = performance.now();
      if (what === 'rebuild') {
        await queryRows(tx, sql`delete from standings where championship_id = ${game.championship_id}`);
        await rebuildStandings(tx, [game.championship_id]);
      } else {
        await queryRows(
          tx,
          sql`update matches set full_time_home_goals = ${(game.home + 1) % 4} where id = ${game.match_id}`,
        );
        const work = {
          matchIds: [game.match_id],
          playersMoved: false,
          userIds: [],
          rescoreAll: false,
          closesAnswers: false,
        };
        await scoreChampionshipWork(tx, game.championship_id, work, new Date());
      }
      process.stdout.write(`${what}: ${((performance.now() - started) / 1000).toFixed(2)} s (rolled back)\n`);
      throw rolledBack;
    })
    .catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
} finally {
  await client.end();
}
