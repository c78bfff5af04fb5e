/** `node bench/run-forgot-password.ts`: the forgot-password part of `npm run bench` alone. */
import { runForgotPasswordBench } from './forgot-password.ts';

await runForgotPasswordBench();
