import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { adminMatchSchema, type FollowFeedBody } from '@app/contract/matches-admin';
import { api } from '../../../lib/api-client.ts';
import { applyChangedMatches } from './admin-list-cache.ts';

/** 'Follow the feed again': the match's hand edits give way to what the feed says. */
const followFeed = (body: FollowFeedBody) =>
  api('/match/follow-feed', { method: 'PUT', body, schema: adminMatchSchema });

export function useFollowFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: followFeed,
    onSuccess: (match) => applyChangedMatches(queryClient, [match]),
  });
}
