import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerBody, LeaderboardPeriod, PlaySignupBody, PredictionBody } from '@app/contract/game';
import { teamOptionsSchema } from '@app/contract/match-parties';
import {
  answerSchema, followedTeamsSchema, leaderboardSchema, matchPredictionsSchema, playChampionshipListSchema, playChampionshipSchema, playMeSchema, predictionSchema,
} from '@app/contract/game';
import { consoleSignupAnswerSchema } from '@app/contract/auth';
import { api } from '../../../lib/api-client.ts';
import { playKeys } from './play-keys.ts';

/** One fetcher per endpoint of the play API (decision 051). */
export const getPlayChampionships = (signal?: AbortSignal) => api('/play/championships', { schema: playChampionshipListSchema, signal });
export const getPlayChampionship = (id: string, signal?: AbortSignal) => api(`/play/championships/${id}`, { schema: playChampionshipSchema, signal });
export const getPlayMe = (id: string, signal?: AbortSignal) => api(`/play/championships/${id}/me`, { schema: playMeSchema, signal });
export const getLeaderboard = (id: string, period: LeaderboardPeriod, key: string, page: number, signal?: AbortSignal) =>
  api(`/play/championships/${id}/leaderboard`, {
    query: { period, ...(period === 'daily' ? { date: key } : period === 'weekly' ? { week: key } : {}), page, pageSize: 20 },
    schema: leaderboardSchema, signal,
  });
export const getMatchPredictions = (id: string, matchId: string, signal?: AbortSignal) =>
  api(`/play/championships/${id}/matches/${matchId}/predictions`, { schema: matchPredictionsSchema, signal });
export const putPrediction = (id: string, body: PredictionBody) => api(`/play/championships/${id}/predictions`, { method: 'PUT', body, schema: predictionSchema });
export const putAnswer = (id: string, body: AnswerBody) => api(`/play/championships/${id}/answers`, { method: 'PUT', body, schema: answerSchema });
export const getFollows = (signal?: AbortSignal) => api('/play/follows', { schema: followedTeamsSchema, signal });
export const putFollow = (teamId: string) => api(`/play/follows/${encodeURIComponent(teamId)}`, { method: 'PUT', schema: followedTeamsSchema });
export const deleteFollow = (teamId: string) => api(`/play/follows/${encodeURIComponent(teamId)}`, { method: 'DELETE', schema: followedTeamsSchema });
export const searchPlayTeams = (query: string, signal?: AbortSignal) => api('/play/teams', { query: { query, limit: 10 }, schema: teamOptionsSchema, signal });
/** Signed in by cookies at once, kept across restarts (decision 062). */
export const playSignup = (body: PlaySignupBody) => api('/play/signup', { method: 'POST', body: { ...body, remember: true }, schema: consoleSignupAnswerSchema, anonymous: true });

export const usePlayChampionships = () => useQuery(queryOptions({ queryKey: playKeys.list(), queryFn: ({ signal }) => getPlayChampionships(signal) }));
export const usePlayChampionship = (id: string) => useQuery(queryOptions({
  queryKey: playKeys.championship(id), queryFn: ({ signal }) => getPlayChampionship(id, signal), meta: { handlesErrors: true },
}));
export const usePlayMe = (id: string, enabled: boolean) => useQuery(queryOptions({
  queryKey: playKeys.me(id), queryFn: ({ signal }) => getPlayMe(id, signal), enabled,
}));
export const useLeaderboard = (id: string, period: LeaderboardPeriod, key: string, page: number, enabled: boolean) => useQuery(queryOptions({
  queryKey: playKeys.leaderboard(id, period, key, page), queryFn: ({ signal }) => getLeaderboard(id, period, key, page, signal),
  enabled, placeholderData: keepPreviousData,
}));

/** Everyone's picks of a locked match, read when the player opens them. */
export const useMatchPredictions = (id: string, matchId: string, enabled: boolean) => useQuery(queryOptions({
  queryKey: playKeys.matchPredictions(id, matchId), queryFn: ({ signal }) => getMatchPredictions(id, matchId, signal), enabled,
}));

/** A prediction or an answer saved: the player's view and the boards are read again. */
function useAfterPlay(id: string) {
  const queryClient = useQueryClient();
  return () => Promise.all([
    queryClient.invalidateQueries({ queryKey: playKeys.me(id) }),
    queryClient.invalidateQueries({ queryKey: ['play', 'leaderboard', id] }),
  ]);
}
export function usePutPrediction(id: string) {
  const after = useAfterPlay(id);
  return useMutation({ mutationFn: (body: PredictionBody) => putPrediction(id, body), onSuccess: after });
}
export function usePutAnswer(id: string) {
  const after = useAfterPlay(id);
  return useMutation({ mutationFn: (body: AnswerBody) => putAnswer(id, body), onSuccess: after });
}
export const usePlaySignup = () => useMutation({ mutationFn: playSignup, meta: { handlesErrors: true } });

/** Decision 055: the teams the player follows; a follow or an unfollow answers the whole list, which replaces the cached one. */
export const useFollows = (enabled: boolean) => useQuery(queryOptions({ queryKey: playKeys.follows(), queryFn: ({ signal }) => getFollows(signal), enabled }));
export function useChangeFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, follow }: { teamId: string; follow: boolean }) => (follow ? putFollow(teamId) : deleteFollow(teamId)),
    onSuccess: (answer) => { queryClient.setQueryData(playKeys.follows(), answer); },
  });
}
/** Teams whose name holds the typed text (the autocomplete), kept while the next answer comes. */
export const useTeamSearch = (text: string, enabled: boolean) => {
  const query = text.trim();
  return useQuery(queryOptions({
    queryKey: playKeys.teams(query), queryFn: ({ signal }) => searchPlayTeams(query, signal), enabled, placeholderData: keepPreviousData, staleTime: 30_000,
  }));
};
