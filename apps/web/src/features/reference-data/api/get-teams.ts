import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { teamListSchema, type ReferenceListQuery } from '@app/contract/reference-data';
import { api } from '../../../lib/api-client.ts';
import { referenceDataKeys } from './reference-data-keys.ts';

const getTeams = (query: ReferenceListQuery, signal?: AbortSignal) =>
  api('/teams', { query, schema: teamListSchema, signal });

export const teamsQueryOptions = (query: ReferenceListQuery) =>
  queryOptions({
    queryKey: referenceDataKeys.teamList(query),
    queryFn: ({ signal }) => getTeams(query, signal),
    placeholderData: keepPreviousData,
  });

export const useTeams = (query: ReferenceListQuery) => useQuery(teamsQueryOptions(query));
