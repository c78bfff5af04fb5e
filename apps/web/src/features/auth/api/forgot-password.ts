import type { ForgotPasswordBody } from '@app/contract/auth';
import { api } from '../../../lib/api-client.ts';
import { messageSchema } from './auth-schemas.ts';

export const forgotPasswordRequest = (body: ForgotPasswordBody) =>
  api('/authentication/forgot-password', { method: 'POST', body, schema: messageSchema(), anonymous: true });
