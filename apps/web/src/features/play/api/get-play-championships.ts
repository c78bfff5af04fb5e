import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { playKeys } from './play-keys.ts';
import { gameSchemas } from './play-schemas.ts';

export const getPlayChampionships = (signal?: AbortSignal) =>
  api('/play/championships', { schema: gameSchemas().then((m) => m.playChampionshipListSchema), signal });

export const playChampionshipsQueryOptions = () => queryOptions({
  queryKey: playKeys.list(),
  queryFn: ({ signal }) => getPlayChampionships(signal),
});

export const usePlayChampionships = () => useQuery(playChampionshipsQueryOptions());
