import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedStatusSchema, feedSyncAnswerSchema, type FeedFollowIgnoredBody, type FeedStatus, type FeedSyncBody } from '@app/contract/feed';
import { api } from '../../../lib/api-client.ts';

export const feedKeys = { all: ['feed'] as const, status: () => [...feedKeys.all, 'status'] as const };

export const getFeedStatus = (signal?: AbortSignal) => api('/feed', { schema: feedStatusSchema, signal });

/** While a sync asked for here has not been recorded everywhere, or an instance runs one, the page reads again every 2 s. */
export const feedStatusQueryOptions = (waitingSince: number | null) => queryOptions({
  queryKey: feedKeys.status(),
  queryFn: ({ signal }) => getFeedStatus(signal),
  refetchInterval: (query) => (isBusy(query.state.data, waitingSince) ? 2000 : 30_000),
});

/** A sync under way, or one asked for at `since` that some competition has not run yet (for two minutes at most). */
export function isBusy(status: FeedStatus | undefined, since: number | null): boolean {
  if (!status) return false;
  const jobs = [...status.competitions, status.live];
  if (jobs.some((job) => job.running)) return true;
  if (since === null || Date.now() - since > 120_000) return false;
  return status.competitions.some((c) => !c.lastRunAt || new Date(c.lastRunAt).getTime() < since);
}

export const useFeedStatus = (waitingSince: number | null) => useQuery(feedStatusQueryOptions(waitingSince));

export function useSyncNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedSyncBody) => api('/feed/sync', { method: 'POST', body, schema: feedSyncAnswerSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.all }),
  });
}

/** 'Follow the feed again' for a match deleted for good (decision 061): the next sync brings it back. */
export function useFollowIgnoredMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedFollowIgnoredBody) => api('/feed/ignored/follow-feed', { method: 'PUT', body, schema: feedSyncAnswerSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.all }),
  });
}
