/** `node bench/run-public-matches.ts`: the public matches benchmark alone (PGlite, then PostgreSQL when named). */
import { postgresUrl } from './matches.ts';
import { runPublicMatchesBench } from './public-matches.ts';

await runPublicMatchesBench('pglite');
if (postgresUrl()) await runPublicMatchesBench('postgres');
