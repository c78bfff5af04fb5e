import type { ResetPasswordBody } from '@app/contract/auth';
import { api } from '../../../lib/api-client.ts';
import { messageSchema } from './auth-schemas.ts';

export const resetPasswordRequest = (body: ResetPasswordBody) =>
  api('/authentication/reset-password', { method: 'POST', body, schema: messageSchema(), anonymous: true });
