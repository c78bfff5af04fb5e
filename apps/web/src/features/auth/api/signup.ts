import type { SignupBody } from '@app/contract/auth';
import type { PlaySignupBody } from '@app/contract/game';
import { api } from '../../../lib/api-client.ts';
import { messageSchema } from './auth-schemas.ts';

/** The owners' sign-up: "check your mail", whether or not the address has an account. */
export const signupRequest = (body: SignupBody) =>
  api('/authentication/signup', { method: 'POST', body, schema: messageSchema(), anonymous: true });

/** A fan's sign-up: the same answer; the mailed link brings them back to `returnTo`, signed in. */
export const fanSignupRequest = (body: PlaySignupBody) =>
  api('/play/signup', { method: 'POST', body, schema: messageSchema(), anonymous: true });
