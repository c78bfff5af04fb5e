import type {
  ChangePasswordBody, ConsoleSigninBody, ForgotPasswordBody, ResetLinkQuery, ResetPasswordBody, SignupBody,
} from '@app/contract/auth';
import { api } from '../../../lib/api-client.ts';

/*
 * The answers' schemas (and zod with them) load with the first request, in parallel with it: the
 * sign-in screen's first paint does not wait for them (docs/decisions/023).
 */
const authSchemas = () => import('@app/contract/auth');
const messageSchema = () => import('@app/contract/common').then((m) => m.messageSchema);

/** The console's sign-in: the server sets the session's cookies and answers who and the CSRF token (decision 062). */
export const signinRequest = (body: ConsoleSigninBody) =>
  api('/authentication/session', { method: 'POST', body, schema: authSchemas().then((m) => m.consoleSessionSchema), anonymous: true });
/** `remember`: the console's sign-up, signed in by cookies at once (kept across restarts, as before). */
export const signupRequest = (body: SignupBody) =>
  api('/authentication/signup', { method: 'POST', body: { ...body, remember: true }, schema: authSchemas().then((m) => m.consoleSignupAnswerSchema), anonymous: true });
export const forgotPasswordRequest = (body: ForgotPasswordBody) =>
  api('/authentication/forgot-password', { method: 'POST', body, schema: messageSchema(), anonymous: true });
export const resetPasswordRequest = (body: ResetPasswordBody) =>
  api('/authentication/reset-password', { method: 'POST', body, schema: messageSchema(), anonymous: true });
/** Whether a reset or invitation link can still be used; asked when its page opens, the link is not spent. */
export const resetLinkRequest = (query: ResetLinkQuery) =>
  api('/authentication/reset-password', { query, schema: authSchemas().then((m) => m.resetLinkAnswerSchema), anonymous: true });
export const changePasswordRequest = (body: ChangePasswordBody) =>
  api('/users/change-password', { method: 'POST', body, schema: messageSchema() });
