/**
 * `node bench/run-first-answer.ts`: how soon each console page answers its first tap (bench/first-answer.ts); needs
 * `npm run build`.
 */
import { runFirstAnswerBench } from './first-answer.ts';

await runFirstAnswerBench();
