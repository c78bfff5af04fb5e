import type { SignupBody } from '@app/contract/auth';
import { api } from '../../../lib/api-client.ts';
import { authSchemas } from './auth-schemas.ts';

/** `remember`: the console's sign-up, signed in by cookies at once (kept across restarts, as before). */
export const signupRequest = (body: SignupBody) =>
  api('/authentication/signup', { method: 'POST', body: { ...body, remember: true }, schema: authSchemas().then((m) => m.consoleSignupAnswerSchema), anonymous: true });
