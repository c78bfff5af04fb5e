import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { selectableMatchesAnswerSchema, type SelectableMatchesQuery } from '@app/contract/championships';
import { api } from '../../../lib/api-client.ts';
import { championshipsKeys } from './championships-keys.ts';

const getSelectableMatches = (query: SelectableMatchesQuery, signal?: AbortSignal) =>
  api('/challenges/selectable-matches', {
    query: { query: query.query, page: query.page },
    schema: selectableMatchesAnswerSchema,
    signal,
  });

const selectableMatchesQueryOptions = (query: SelectableMatchesQuery) =>
  queryOptions({
    queryKey: championshipsKeys.selectableMatches(query),
    queryFn: ({ signal }) => getSelectableMatches(query, signal),
    placeholderData: keepPreviousData,
  });

export const useSelectableMatches = (query: SelectableMatchesQuery) => useQuery(selectableMatchesQueryOptions(query));
