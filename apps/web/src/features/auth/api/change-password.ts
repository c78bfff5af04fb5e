import type { ChangePasswordBody } from '@app/contract/auth';
import { api } from '../../../lib/api-client.ts';
import { messageSchema } from './auth-schemas.ts';

export const changePasswordRequest = (body: ChangePasswordBody) =>
  api('/users/change-password', { method: 'POST', body, schema: messageSchema() });
