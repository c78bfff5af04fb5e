import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { feedSyncAnswerSchema, type FeedSyncBody } from '@app/contract/feed';
import { api } from '../../../lib/api-client.ts';
import { feedKeys } from './feed-keys.ts';

const syncFeed = (body: FeedSyncBody) => api('/feed/sync', { method: 'POST', body, schema: feedSyncAnswerSchema });

export function useSyncNow() {
  return useMutation({ mutationFn: syncFeed, meta: { invalidates: [feedKeys.all] } });
}
