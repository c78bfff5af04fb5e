import type { ConsoleSigninBody } from '@app/contract/auth';
import { api } from '../../../lib/api-client.ts';
import { authSchemas } from './auth-schemas.ts';

/** The console's sign-in: the server sets the session's cookies and answers who and the CSRF token. */
export const signinRequest = (body: ConsoleSigninBody) =>
  api('/authentication/session', {
    method: 'POST',
    body,
    schema: authSchemas().then((m) => m.consoleSessionSchema),
    anonymous: true,
  });
