import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { championshipsAnswerSchema } from '@app/contract/championships';
import { api } from '../../../lib/api-client.ts';
import { championshipsKeys } from './championships-keys.ts';

/** The active championships, or (archived) the archive. */
const getChampionships = (archived: boolean, signal?: AbortSignal) =>
  api('/challenges/bar-championships', {
    query: archived ? { archived: true } : undefined,
    schema: championshipsAnswerSchema,
    signal,
  });

export const championshipsQueryOptions = (archived = false) =>
  queryOptions({
    queryKey: championshipsKeys.list(archived),
    queryFn: ({ signal }) => getChampionships(archived, signal),
  });

export const useChampionships = (archived = false) => useQuery(championshipsQueryOptions(archived));
