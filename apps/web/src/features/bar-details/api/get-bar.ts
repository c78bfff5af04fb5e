import { useState } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { renderingFirstPage } from '../../../lib/first-screen-answers.ts';
import { api } from '../../../lib/api-client.ts';
import { barDetailsKeys } from './bar-details-keys.ts';

// The answer's schema is built when the answer arrives, not in the start of /matches.
const getBar = (barId: string, signal?: AbortSignal) =>
  api(`/bars/${encodeURIComponent(barId)}`, {
    schema: import('@app/contract/bar-details').then((m) => m.barDetailsSchema),
    signal,
  });

export const barQueryOptions = (barId: string) =>
  queryOptions({
    queryKey: barDetailsKeys.detail(barId),
    queryFn: ({ signal }) => getBar(barId, signal),
  });

export const useBar = (barId: string) => useQuery(barQueryOptions(barId));

/**
 * /edit-bar reads the bar afresh on every visit: 'Open longer that day' on /matches writes special
 * hours, and a card filled from a cached copy would save them away. The document's first page is
 * the exception: the bar in the cache then was read for it, by the server or the route loader.
 */
export function useFreshBar(barId: string) {
  const queryClient = useQueryClient();
  // Asked, not taken, while rendering: a hydration React restarts renders this again.
  const [readForThisVisit] = useState(
    () => renderingFirstPage() && queryClient.getQueryData(barDetailsKeys.detail(barId)) !== undefined,
  );
  return useQuery({ ...barQueryOptions(barId), refetchOnMount: readForThisVisit ? false : 'always' });
}
