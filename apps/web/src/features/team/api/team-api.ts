import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@app/contract/common';
import { teamListSchema, teamMemberSchema, type InviteTeamMemberBody } from '@app/contract/team';
import { api } from '../../../lib/api-client.ts';

export const teamKeys = { all: ['team'] as const, list: () => [...teamKeys.all, 'list'] as const };

export const getTeam = (signal?: AbortSignal) => api('/team', { schema: teamListSchema, signal });

export const teamQueryOptions = () => queryOptions({ queryKey: teamKeys.list(), queryFn: ({ signal }) => getTeam(signal) });

export const useTeam = () => useQuery(teamQueryOptions());

export const inviteTeamMember = (body: InviteTeamMemberBody) => api('/team', { method: 'POST', body, schema: teamMemberSchema });

/** The invite form shows the server's message itself (e.g. an email that already has an account). */
export function useInviteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteTeamMember,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export const removeTeamMember = (userId: string) =>
  api(`/team/${encodeURIComponent(userId)}`, { method: 'DELETE', schema: messageSchema });

export function useRemoveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeamMember,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
