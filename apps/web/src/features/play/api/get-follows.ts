import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { api } from '../../../lib/api-client.ts';
import { playKeys } from './play-keys.ts';
import { gameSchemas } from './play-schemas.ts';

/** The teams the player follows. */
const getFollows = (signal?: AbortSignal) =>
  api('/play/follows', { schema: gameSchemas().then((m) => m.followedTeamsSchema), signal });

export const followsQueryOptions = () =>
  queryOptions({
    queryKey: playKeys.follows(),
    queryFn: ({ signal }) => getFollows(signal),
  });

export const useFollows = (enabled: boolean) => useQuery({ ...followsQueryOptions(), enabled });
