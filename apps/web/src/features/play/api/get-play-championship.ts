import { queryOptions, useQuery } from '@tanstack/react-query';
import { playChampionshipSchema } from '@app/contract/game';
import { api } from '../../../lib/api-client.ts';
import { playKeys } from './play-keys.ts';

export const getPlayChampionship = (id: string, signal?: AbortSignal) =>
  api(`/play/championships/${id}`, { schema: playChampionshipSchema, signal });

/** The page shows its own message for an unknown championship. */
export const playChampionshipQueryOptions = (id: string) => queryOptions({
  queryKey: playKeys.championship(id),
  queryFn: ({ signal }) => getPlayChampionship(id, signal),
  meta: { handlesErrors: true },
});

export const usePlayChampionship = (id: string) => useQuery(playChampionshipQueryOptions(id));
