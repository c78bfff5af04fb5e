import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { competitionOptionsSchema } from '@app/contract/match-parties';
import { api } from '../../../lib/api-client.ts';
import { adminMatchKeys } from './matches-keys.ts';

const searchCompetitions = (query: string, signal?: AbortSignal) =>
  api('/match/competitions', { query: { query }, schema: competitionOptionsSchema, signal }).then(
    (answer) => answer.competitions,
  );

/** The match dialog's picker: what fits the typed text (the previous answer stays while the next one loads). */
const competitionSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: adminMatchKeys.competitionSearch(query),
    queryFn: ({ signal }) => searchCompetitions(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useCompetitionSearch = (query: string) => useQuery(competitionSearchQueryOptions(query));
