/** `node bench/run-drawn-pages.ts`: the drawn pages' part of `npm run bench` alone. */
import { runDrawnPagesBench } from './drawn-pages.ts';

await runDrawnPagesBench();
