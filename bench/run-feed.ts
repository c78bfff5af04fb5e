/** `node bench/run-feed.ts`: the feed's benchmark alone (it is also part of `npm run bench`). */
import { runFeedBench } from './feed.ts';

await runFeedBench();
