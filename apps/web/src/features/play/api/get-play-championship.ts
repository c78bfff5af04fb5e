import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { api } from '../../../lib/api-client.ts';
import { playKeys } from './play-keys.ts';
import { gameSchemas } from './play-schemas.ts';

const getPlayChampionship = (id: string, signal?: AbortSignal) =>
  api(`/play/championships/${id}`, { schema: gameSchemas().then((m) => m.playChampionshipSchema), signal });

/** The page shows its own message for an unknown championship. */
export const playChampionshipQueryOptions = (id: string) =>
  queryOptions({
    queryKey: playKeys.championship(id),
    queryFn: ({ signal }) => getPlayChampionship(id, signal),
  });

export const usePlayChampionship = (id: string) => useQuery(playChampionshipQueryOptions(id));
