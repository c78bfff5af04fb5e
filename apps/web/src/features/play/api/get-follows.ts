import { queryOptions, useQuery } from '@tanstack/react-query';
import { followedTeamsSchema } from '@app/contract/game';
import { api } from '../../../lib/api-client.ts';
import { playKeys } from './play-keys.ts';

/** Decision 055: the teams the player follows. */
export const getFollows = (signal?: AbortSignal) => api('/play/follows', { schema: followedTeamsSchema, signal });

export const followsQueryOptions = () => queryOptions({
  queryKey: playKeys.follows(),
  queryFn: ({ signal }) => getFollows(signal),
});

export const useFollows = (enabled: boolean) => useQuery({ ...followsQueryOptions(), enabled });
