import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { api } from '../../../lib/api-client.ts';
import { playKeys } from './play-keys.ts';
import { playListSchema } from './play-schemas.ts';

const getPlayChampionships = (signal?: AbortSignal) => api('/play/championships', { schema: playListSchema(), signal });

export const playChampionshipsQueryOptions = () =>
  queryOptions({
    queryKey: playKeys.list(),
    queryFn: ({ signal }) => getPlayChampionships(signal),
  });

export const usePlayChampionships = () => useQuery(playChampionshipsQueryOptions());
