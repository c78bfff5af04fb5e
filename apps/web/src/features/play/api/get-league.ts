import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { api } from '../../../lib/api-client.ts';
import { leagueKeys, leagueSchemas } from './league-keys.ts';

/** A league the player is in: name, code, players (404 for anyone else). */
const getLeague = (leagueId: string, signal?: AbortSignal) =>
  api(`/play/leagues/${leagueId}`, { schema: leagueSchemas().then((m) => m.leagueSchema), signal });

const leagueQueryOptions = (leagueId: string) =>
  queryOptions({ queryKey: leagueKeys.league(leagueId), queryFn: ({ signal }) => getLeague(leagueId, signal) });

export const useLeague = (leagueId: string) => useQuery(leagueQueryOptions(leagueId));
