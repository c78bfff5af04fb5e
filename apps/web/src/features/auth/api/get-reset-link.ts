import type { ResetLinkQuery } from '@app/contract/auth';
import { api } from '../../../lib/api-client.ts';
import { authSchemas } from './auth-schemas.ts';

/** Whether a reset or invitation link can still be used; asked when its page opens, the link is not spent. */
export const resetLinkRequest = (query: ResetLinkQuery) =>
  api('/authentication/reset-password', {
    query,
    schema: authSchemas().then((m) => m.resetLinkAnswerSchema),
    anonymous: true,
  });
