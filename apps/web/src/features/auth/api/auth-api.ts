import {
  loginRecordSchema, refreshAnswerSchema, signupAnswerSchema,
  type ChangePasswordBody, type ForgotPasswordBody, type ResetPasswordBody, type SigninBody, type SignupBody,
} from '@app/contract/auth';
import { messageSchema } from '@app/contract/common';
import { api } from '../../../lib/api-client.ts';

export const signinRequest = (body: SigninBody) =>
  api('/authentication/signin', { method: 'POST', body, schema: loginRecordSchema, anonymous: true });
export const signupRequest = (body: SignupBody) =>
  api('/authentication/signup', { method: 'POST', body, schema: signupAnswerSchema, anonymous: true });
export const forgotPasswordRequest = (body: ForgotPasswordBody) =>
  api('/authentication/forgot-password', { method: 'POST', body, schema: messageSchema, anonymous: true });
export const resetPasswordRequest = (body: ResetPasswordBody) =>
  api('/authentication/reset-password', { method: 'POST', body, schema: messageSchema, anonymous: true });
export const changePasswordRequest = (body: ChangePasswordBody) =>
  api('/users/change-password', { method: 'POST', body, schema: messageSchema });
export { refreshAnswerSchema };
