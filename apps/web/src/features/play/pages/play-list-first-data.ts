import type { QueryClient } from '@tanstack/react-query';
import type { FirstDataPerson } from '../../../lib/first-data-person.ts';
import { playChampionshipsQueryOptions } from '../api/get-play-championships.ts';
import { followsQueryOptions } from '../api/get-follows.ts';

/**
 * /play's first reads: the championships fans can play, for anyone; a player's followed teams too
 * (the server draws /play for a fan signed out as for a player).
 */
export const prefetchFirstData = (
  queryClient: QueryClient,
  _params: URLSearchParams,
  { role }: FirstDataPerson,
): Promise<unknown> =>
  Promise.all([
    queryClient.prefetchQuery(playChampionshipsQueryOptions()),
    role === 'player' ? queryClient.prefetchQuery(followsQueryOptions()) : null,
  ]);
