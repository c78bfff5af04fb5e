/** `npm run bench`: every benchmark of the repository, one after the other (the web one is `npm run bench:web`). */
import { runForgotPasswordBench } from './forgot-password.ts';
import { postgresUrl, runMatchesBench } from './matches.ts';
import { runAuditLogBench } from './audit-log.ts';
import { runDrawnPagesBench } from './drawn-pages.ts';
import { runFeedBench } from './feed.ts';
import { runPublicMatchesBench } from './public-matches.ts';
import { runGameBench } from './game.ts';

await runForgotPasswordBench();
process.stdout.write('\n');
await runMatchesBench('pglite');
if (postgresUrl()) {
  process.stdout.write('\n');
  await runMatchesBench('postgres');
} else {
  process.stdout.write(
    '\nNo PostgreSQL run: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server (a fresh database is made and dropped there).\n',
  );
}
process.stdout.write('\n');
await runAuditLogBench();
process.stdout.write('\n');
await runDrawnPagesBench('pglite');
if (postgresUrl()) {
  process.stdout.write('\n');
  await runDrawnPagesBench('postgres');
}
process.stdout.write('\n');
await runFeedBench();
process.stdout.write('\n');
await runPublicMatchesBench('pglite');
if (postgresUrl()) {
  process.stdout.write('\n');
  await runPublicMatchesBench('postgres');
}
process.stdout.write('\n');
await runGameBench('pglite');
if (postgresUrl()) {
  process.stdout.write('\n');
  await runGameBench('postgres');
}
