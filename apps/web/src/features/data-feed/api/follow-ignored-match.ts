import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { feedSyncAnswerSchema, type FeedFollowIgnoredBody } from '@app/contract/feed';
import { api } from '../../../lib/api-client.ts';
import { feedKeys } from './feed-keys.ts';

const followIgnoredMatch = (body: FeedFollowIgnoredBody) =>
  api('/feed/ignored/follow-feed', { method: 'PUT', body, schema: feedSyncAnswerSchema });

/** 'Follow the feed again' for a match deleted for good: the next sync brings it back. */
export function useFollowIgnoredMatch() {
  return useMutation({ mutationFn: followIgnoredMatch, meta: { invalidates: [feedKeys.all] } });
}
