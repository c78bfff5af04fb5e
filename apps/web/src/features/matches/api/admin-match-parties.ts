import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  competitionOptionSchema, competitionOptionsSchema, teamOptionSchema, teamOptionsSchema,
  type CreateCompetitionBody, type CreateTeamBody,
} from '@app/contract/match-parties';
import { api } from '../../../lib/api-client.ts';
import { adminMatchKeys } from './admin-keys.ts';

export type PartyKind = 'teams' | 'competitions';

const partyKeys = (kind: PartyKind) => [...adminMatchKeys.all, kind] as const;

export const searchTeams = (query: string, signal?: AbortSignal) =>
  api('/match/teams', { query: { query }, schema: teamOptionsSchema, signal }).then((answer) => answer.teams);
export const searchCompetitions = (query: string, signal?: AbortSignal) =>
  api('/match/competitions', { query: { query }, schema: competitionOptionsSchema, signal }).then((answer) => answer.competitions);

/** The dialog's pickers: what fits the typed text (the previous answer stays while the next one loads). */
export function useTeamSearch(query: string) {
  return useQuery({ queryKey: [...partyKeys('teams'), query], queryFn: ({ signal }) => searchTeams(query, signal), placeholderData: keepPreviousData, staleTime: 30_000 });
}
export function useCompetitionSearch(query: string) {
  return useQuery({ queryKey: [...partyKeys('competitions'), query], queryFn: ({ signal }) => searchCompetitions(query, signal), placeholderData: keepPreviousData, staleTime: 30_000 });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTeamBody) => api('/match/teams', { method: 'POST', body, schema: teamOptionSchema }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partyKeys('teams') }),
  });
}
export function useCreateCompetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCompetitionBody) => api('/match/competitions', { method: 'POST', body, schema: competitionOptionSchema }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partyKeys('competitions') }),
  });
}
