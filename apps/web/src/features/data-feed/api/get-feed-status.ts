import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { feedStatusSchema, type FeedStatus } from '@app/contract/feed';
import { api } from '../../../lib/api-client.ts';
import { feedKeys } from './feed-keys.ts';

const getFeedStatus = (signal?: AbortSignal) => api('/feed', { schema: feedStatusSchema, signal });

/**
 * While a sync asked for here has not been recorded everywhere, or an instance runs one, the page reads again every 2
 * s.
 */
const feedStatusQueryOptions = (waitingSince: number | null) =>
  queryOptions({
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
