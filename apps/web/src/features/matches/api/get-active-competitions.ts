import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { api } from '../../../lib/api-client.ts';
import { matchesKeys } from './matches-keys.ts';

const getActiveCompetitions = (signal?: AbortSignal) =>
  api('/competitions/active', {
    schema: import('@app/contract/matches').then((m) => m.activeCompetitionsAnswerSchema),
    signal,
  });

export const activeCompetitionsQueryOptions = () =>
  queryOptions({
    queryKey: matchesKeys.activeCompetitions(),
    queryFn: ({ signal }) => getActiveCompetitions(signal),
    staleTime: 5 * 60_000,
  });

export const useActiveCompetitions = () => useQuery(activeCompetitionsQueryOptions());
