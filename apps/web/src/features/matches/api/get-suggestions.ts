import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { api } from '../../../lib/api-client.ts';
import { matchesKeys } from './matches-keys.ts';
import { plannerSchemas } from './suggestion-schemas.ts';

const getSuggestions = (signal?: AbortSignal) =>
  api('/planner/suggestions', { schema: plannerSchemas().then((m) => m.suggestionsAnswerSchema), signal });

/** Read afresh on every visit: the rules change on /planner, another feature, which cannot reach this cache. */
export const suggestionsQueryOptions = () =>
  queryOptions({
    queryKey: matchesKeys.suggestions(),
    queryFn: ({ signal }) => getSuggestions(signal),
    refetchOnMount: 'always',
  });

/** Only a bar's owner or manager has suggestions: everyone else never asks. */
export const useSuggestions = (enabled: boolean) => useQuery({ ...suggestionsQueryOptions(), enabled });
