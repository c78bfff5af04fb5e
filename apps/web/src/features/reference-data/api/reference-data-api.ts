import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { languageSchema, languagesAnswerSchema } from '@app/contract/languages';
import {
  competitionListSchema, competitionRowSchema, EMBLEM_PART, mergeTeamAnswerSchema, teamListSchema, teamRowSchema,
  type ReferenceListQuery, type UpdateCompetitionBody,
} from '@app/contract/reference-data';
import { api } from '../../../lib/api-client.ts';

export const referenceKeys = {
  teams: ['reference', 'teams'] as const,
  competitions: ['reference', 'competitions'] as const,
  languages: ['reference', 'languages'] as const,
};

const emblemForm = (file: File) => {
  const form = new FormData();
  form.append(EMBLEM_PART, file);
  return form;
};

export const teamsQueryOptions = (query: ReferenceListQuery) => queryOptions({
  queryKey: [...referenceKeys.teams, query],
  queryFn: ({ signal }) => api('/teams', { query, schema: teamListSchema, signal }),
  placeholderData: keepPreviousData,
});
export const useTeams = (query: ReferenceListQuery) => useQuery(teamsQueryOptions(query));

export const competitionsQueryOptions = (query: ReferenceListQuery) => queryOptions({
  queryKey: [...referenceKeys.competitions, query],
  queryFn: ({ signal }) => api('/competitions', { query, schema: competitionListSchema, signal }),
  placeholderData: keepPreviousData,
});
export const useCompetitions = (query: ReferenceListQuery) => useQuery(competitionsQueryOptions(query));

export const languagesQueryOptions = () => queryOptions({
  queryKey: referenceKeys.languages,
  queryFn: ({ signal }) => api('/languages', { schema: languagesAnswerSchema, signal }),
});
export const useLanguages = () => useQuery(languagesQueryOptions());

/** The page shows the server's refusal itself: in the dialog, or as the notifier's message for a switch or an upload. */
function useReferenceMutation<V, R>(key: readonly string[], mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const useRenameTeam = () => useReferenceMutation(referenceKeys.teams, ({ id, name }: { id: string; name: string }) =>
  api(`/teams/${encodeURIComponent(id)}`, { method: 'PATCH', body: { name }, schema: teamRowSchema }));

export const useTeamEmblem = () => useReferenceMutation(referenceKeys.teams, ({ id, file }: { id: string; file: File }) =>
  api(`/teams/${encodeURIComponent(id)}/emblem`, { method: 'PUT', formData: emblemForm(file), schema: teamRowSchema }));

export const useMergeTeam = () => useReferenceMutation(referenceKeys.teams, ({ id, intoId }: { id: string; intoId: string }) =>
  api(`/teams/${encodeURIComponent(id)}/merge`, { method: 'POST', body: { intoId }, schema: mergeTeamAnswerSchema }));

export const useUpdateCompetition = () => useReferenceMutation(referenceKeys.competitions, ({ id, body }: { id: string; body: UpdateCompetitionBody }) =>
  api(`/competitions/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: competitionRowSchema }));

export const useCompetitionEmblem = () => useReferenceMutation(referenceKeys.competitions, ({ id, file }: { id: string; file: File }) =>
  api(`/competitions/${encodeURIComponent(id)}/emblem`, { method: 'PUT', formData: emblemForm(file), schema: competitionRowSchema }));

export const useLanguageStatus = () => useReferenceMutation(referenceKeys.languages, ({ code, status }: { code: string; status: 0 | 1 }) =>
  api(`/languages/${encodeURIComponent(code)}`, { method: 'PATCH', body: { status }, schema: languageSchema }));
