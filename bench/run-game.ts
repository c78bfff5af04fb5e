/** `node bench/run-game.ts`: the championship game benchmark alone (PGlite, then PostgreSQL when named). */
import { postgresUrl } from './matches.ts';
import { runGameBench } from './game.ts';

// BENCH_GAME_DATABASES=postgres: the PostgreSQL run only (the PGlite one takes the longest).
if (process.env['BENCH_GAME_DATABASES'] !== 'postgres') await runGameBench('pglite');
if (postgresUrl()) await runGameBench('postgres');
