import type {
  ChangePasswordBody, ForgotPasswordBody, ResetLinkQuery, ResetPasswordBody, SigninBody, SignupBody,
} from '@app/contract/auth';
import { api } from '../../../lib/api-client.ts';

/*
 * The answers' schemas (and zod with them) load with the first request, in parallel with it: the
 * sign-in screen's first paint does not wait for them (docs/decisions/023).
 */
const authSchemas = () => import('@app/contract/auth');
const messageSchema = () => import('@app/contract/common').then((m) => m.messageSchema);

export const signinRequest = (body: SigninBody) =>
  api('/authentication/signin', { method: 'POST', body, schema: authSchemas().then((m) => m.loginRecordSchema), anonymous: true });
export const signupRequest = (body: SignupBody) =>
  api('/authentication/signup', { method: 'POST', body, schema: authSchemas().then((m) => m.signupAnswerSchema), anonymous: true });
export const forgotPasswordRequest = (body: ForgotPasswordBody) =>
  api('/authentication/forgot-password', { method: 'POST', body, schema: messageSchema(), anonymous: true });
export const resetPasswordRequest = (body: ResetPasswordBody) =>
  api('/authentication/reset-password', { method: 'POST', body, schema: messageSchema(), anonymous: true });
/** Whether a reset or invitation link can still be used; asked when its page opens, the link is not spent. */
export const resetLinkRequest = (query: ResetLinkQuery) =>
  api('/authentication/reset-password', { query, schema: authSchemas().then((m) => m.resetLinkAnswerSchema), anonymous: true });
export const changePasswordRequest = (body: ChangePasswordBody) =>
  api('/users/change-password', { method: 'POST', body, schema: messageSchema() });
