/** `node bench/run-drawn-pages.ts`: the drawn pages' part of `npm run bench` alone. */
import { runDrawnPagesBench } from './drawn-pages.ts';
import { postgresUrl } from './matches.ts';

await runDrawnPagesBench('pglite');
if (postgresUrl()) await runDrawnPagesBench('postgres');
