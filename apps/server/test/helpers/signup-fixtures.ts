import type { LoginRecord } from '@app/contract/auth';
import type { TestApp } from './build-test-app.ts';
import { linkTokenFor } from './team-fixtures.ts';

/** Opens the newest confirmation link mailed to `email` (the outbox), as the person would. */
export async function confirmFromMail(t: TestApp, email: string, remoteAddress?: string) {
  const { token } = await linkTokenFor(t, email);
  return t.request({
    method: 'POST',
    url: '/api/authentication/confirm-email',
    payload: { token },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/**
 * A new account through a sign-up API (owners' or players'), its address confirmed from the mail,
 * then signed in by the API (bearer tokens). Throws when a step does not answer 200.
 */
export async function signUpConfirmed(
  t: TestApp,
  url: '/api/authentication/signup' | '/api/play/signup',
  payload: { email: string; password: string } & Record<string, unknown>,
  remoteAddress?: string,
): Promise<LoginRecord> {
  const signup = await t.request({ method: 'POST', url, payload, ...(remoteAddress ? { remoteAddress } : {}) });
  if (signup.statusCode !== 200) throw new Error(`sign-up answered ${signup.statusCode}: ${signup.body}`);
  const confirmed = await confirmFromMail(t, payload.email.trim().toLowerCase(), remoteAddress);
  if (confirmed.statusCode !== 200) throw new Error(`confirmation answered ${confirmed.statusCode}: ${confirmed.body}`);
  return t.signIn(payload.email, payload.password);
}

/** A new bar owner, confirmed and signed in. */
export const signUpOwner = (
  t: TestApp,
  payload: { email: string; password: string; username: string },
  remoteAddress?: string,
) => signUpConfirmed(t, '/api/authentication/signup', payload, remoteAddress);
