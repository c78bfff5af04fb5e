import type { QueryClient } from '@tanstack/react-query';
import type { FirstDataPerson } from '../../../lib/first-data-person.ts';
import { playChampionshipQueryOptions } from '../api/get-play-championship.ts';
import { playMeQueryOptions } from '../api/get-play-me.ts';

/**
 * /play/:id's first reads: the championship for anyone, a player's own points and picks too
 * (the server draws it for a fan signed out as for a player).
 */
export const prefetchFirstData = (
  queryClient: QueryClient,
  _params: URLSearchParams,
  { role }: FirstDataPerson,
  { id = '' }: Record<string, string | undefined>,
): Promise<unknown> =>
  Promise.all([
    queryClient.prefetchQuery(playChampionshipQueryOptions(id)),
    role === 'player' ? queryClient.prefetchQuery(playMeQueryOptions(id)) : null,
  ]);
