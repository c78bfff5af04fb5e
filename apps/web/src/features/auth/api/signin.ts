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

/**
 * The email and password a sign-in form holds. Two fields and no rules in the browser (the server
 * checks): the form's own values, without a form library on the start path.
 */
export function typedCredentials(form: HTMLFormElement): { email: string; password: string } {
  const values = new FormData(form);
  const text = (name: string) => {
    const value = values.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { email: text('email'), password: text('password') };
}
