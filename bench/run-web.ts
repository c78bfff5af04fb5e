/**
 * `npm run bench:web`: Lighthouse on the built console (bench/web.ts); apart from `npm run bench` because it takes
 * minutes of its own.
 */
import { runWebBench } from './web.ts';

await runWebBench();
