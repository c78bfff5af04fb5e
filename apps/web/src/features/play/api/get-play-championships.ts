import { queryOptions, useQuery } from '@tanstack/react-query';
import { playChampionshipListSchema } from '@app/contract/game';
import { api } from '../../../lib/api-client.ts';
import { playKeys } from './play-keys.ts';

export const getPlayChampionships = (signal?: AbortSignal) =>
  api('/play/championships', { schema: playChampionshipListSchema, signal });

export const playChampionshipsQueryOptions = () => queryOptions({
  queryKey: playKeys.list(),
  queryFn: ({ signal }) => getPlayChampionships(signal),
});

export const usePlayChampionships = () => useQuery(playChampionshipsQueryOptions());
