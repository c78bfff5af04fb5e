import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { api } from '../../../lib/api-client.ts';
import { leagueKeys, leagueSchemas } from './league-keys.ts';

/** The player's leagues of a championship, with their position in each. */
const getMyLeagues = (id: string, signal?: AbortSignal) =>
  api(`/play/championships/${id}/leagues`, { schema: leagueSchemas().then((m) => m.myLeaguesSchema), signal });

const myLeaguesQueryOptions = (id: string) =>
  queryOptions({ queryKey: leagueKeys.mine(id), queryFn: ({ signal }) => getMyLeagues(id, signal) });

export const useMyLeagues = (id: string) => useQuery(myLeaguesQueryOptions(id));
