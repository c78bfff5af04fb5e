import type { QueryClient } from '@tanstack/react-query';
import { weekQueryOptions } from '../api/get-week.ts';
import { rulesQueryOptions } from '../api/get-rules.ts';

/** The address's `week`: the Monday the page shows (absent: this week in the bar's zone). */
export const WEEK_PARAM = 'week';
export const weekOfAddress = (params: URLSearchParams): string | null => {
  const requested = params.get(WEEK_PARAM);
  return requested !== null && /^\d{4}-\d{2}-\d{2}$/.test(requested) ? requested : null;
};

/** /planner's first requests, the week and the rules (its route loader). */
export const prefetchFirstData = (queryClient: QueryClient, params: URLSearchParams): Promise<unknown> =>
  Promise.all([
    queryClient.prefetchQuery(weekQueryOptions(weekOfAddress(params))),
    queryClient.prefetchQuery(rulesQueryOptions()),
  ]);
