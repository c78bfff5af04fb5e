import { queryOptions, useQuery } from '@tanstack/react-query';
import { activeCompetitionsAnswerSchema } from '@app/contract/matches';
import { api } from '../../../lib/api-client.ts';
import { matchesKeys } from './matches-keys.ts';

export const getActiveCompetitions = (signal?: AbortSignal) =>
  api('/competitions/active', { schema: activeCompetitionsAnswerSchema, signal });

export const activeCompetitionsQueryOptions = () => queryOptions({
  queryKey: matchesKeys.activeCompetitions(),
  queryFn: ({ signal }) => getActiveCompetitions(signal),
  staleTime: 5 * 60_000,
});

export const useActiveCompetitions = () => useQuery(activeCompetitionsQueryOptions());
