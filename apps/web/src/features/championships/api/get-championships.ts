import { queryOptions, useQuery } from '@tanstack/react-query';
import { championshipsAnswerSchema } from '@app/contract/championships';
import { api } from '../../../lib/api-client.ts';
import { championshipsKeys } from './championships-keys.ts';

export const getChampionships = (signal?: AbortSignal) =>
  api('/challenges/bar-championships', { schema: championshipsAnswerSchema, signal });

export const championshipsQueryOptions = () => queryOptions({
  queryKey: championshipsKeys.list(),
  queryFn: ({ signal }) => getChampionships(signal),
});

export const useChampionships = () => useQuery(championshipsQueryOptions());
