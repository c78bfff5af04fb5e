import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { competitionListSchema, type ReferenceListQuery } from '@app/contract/reference-data';
import { api } from '../../../lib/api-client.ts';
import { referenceDataKeys } from './reference-data-keys.ts';

const getCompetitions = (query: ReferenceListQuery, signal?: AbortSignal) =>
  api('/competitions', { query, schema: competitionListSchema, signal });

export const competitionsQueryOptions = (query: ReferenceListQuery) =>
  queryOptions({
    queryKey: referenceDataKeys.competitionList(query),
    queryFn: ({ signal }) => getCompetitions(query, signal),
    placeholderData: keepPreviousData,
  });

export const useCompetitions = (query: ReferenceListQuery) => useQuery(competitionsQueryOptions(query));
