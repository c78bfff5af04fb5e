import type { ConfirmEmailBody, SigninBody } from '@app/contract/auth';
import { api } from '../../../lib/api-client.ts';
import { authSchemas, messageSchema } from './auth-schemas.ts';

/** Spends the mailed link: a new account's session starts in cookies (kept across restarts). */
export const confirmEmailRequest = (body: ConfirmEmailBody) =>
  api('/authentication/confirm-email', {
    method: 'POST',
    body: { remember: true, ...body },
    schema: authSchemas().then((m) => m.confirmEmailAnswerSchema),
    anonymous: true,
  });

/** "Send the link again": the sign-in's email and password, so only the account's holder asks. */
export const sendLinkAgainRequest = (body: SigninBody) =>
  api('/authentication/confirm-email/again', { method: 'POST', body, schema: messageSchema(), anonymous: true });
