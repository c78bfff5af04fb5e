import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { teamOptionsSchema } from '@app/contract/match-parties';
import { api } from '../../../lib/api-client.ts';
import { adminMatchKeys } from './matches-keys.ts';

const searchTeams = (query: string, signal?: AbortSignal) =>
  api('/match/teams', { query: { query }, schema: teamOptionsSchema, signal }).then((answer) => answer.teams);

/** The match dialog's picker: what fits the typed text (the previous answer stays while the next one loads). */
const teamSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: adminMatchKeys.teamSearch(query),
    queryFn: ({ signal }) => searchTeams(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useTeamSearch = (query: string) => useQuery(teamSearchQueryOptions(query));
