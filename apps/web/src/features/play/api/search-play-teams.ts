import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { api } from '../../../lib/api-client.ts';
import { playKeys } from './play-keys.ts';
import { teamOptionsSchema } from './play-schemas.ts';

const searchPlayTeams = (query: string, signal?: AbortSignal) =>
  api('/play/teams', { query: { query, limit: 10 }, schema: teamOptionsSchema(), signal });

/** Teams whose name holds the typed text (the autocomplete), kept while the next answer comes. */
const playTeamsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: playKeys.teams(query),
    queryFn: ({ signal }) => searchPlayTeams(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useTeamSearch = (text: string, enabled: boolean) =>
  useQuery({ ...playTeamsQueryOptions(text.trim()), enabled });
