import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { api } from '../../../lib/api-client.ts';
import { playKeys } from './play-keys.ts';
import { gameSchemas } from './play-schemas.ts';

/** The signed-in player's picks, answers and standing in one championship. */
const getPlayMe = (id: string, signal?: AbortSignal) =>
  api(`/play/championships/${id}/me`, { schema: gameSchemas().then((m) => m.playMeSchema), signal });

export const playMeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: playKeys.me(id),
    queryFn: ({ signal }) => getPlayMe(id, signal),
  });

export const usePlayMe = (id: string, enabled: boolean) => useQuery({ ...playMeQueryOptions(id), enabled });
