import { verifyQueuedAnswerSchema, type VerifyQueuedBody } from '@app/contract/winners';
import { api } from '../../../lib/api-client.ts';

/** Sends scans queued offline; each answer names its scan by the idempotency key. */
export const sendQueuedScans = (scans: VerifyQueuedBody['scans']) =>
  api('/challenge-winners/verify-queued', { method: 'POST', body: { scans }, schema: verifyQueuedAnswerSchema });
