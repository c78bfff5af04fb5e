/** `npm run bench`: every benchmark of the repository, one after the other. */
import { runForgotPasswordBench } from './forgot-password.ts';
import { runMatchesBench } from './matches.ts';

await runForgotPasswordBench();
await runMatchesBench();
