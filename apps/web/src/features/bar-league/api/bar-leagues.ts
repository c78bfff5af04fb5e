import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useMutation, useQuery } from '../../../lib/refusal/use-console-query.ts';
import { leaderboardSchema } from '@app/contract/game';
import {
  barLeagueSchema,
  barLeaguesSchema,
  type CreateBarLeagueBody,
  type PatchBarLeagueBody,
} from '@app/contract/leagues';
import { api } from '../../../lib/api-client.ts';

/** The only place the bar leagues' query keys are written. */
const barLeagueKeys = {
  all: ['bar-leagues'] as const,
  board: (leagueId: string, page: number) => ['bar-leagues', 'board', leagueId, page] as const,
};

const getBarLeagues = (signal?: AbortSignal) => api('/bars/leagues', { schema: barLeaguesSchema, signal });
export const useBarLeagues = () =>
  useQuery(queryOptions({ queryKey: barLeagueKeys.all, queryFn: ({ signal }) => getBarLeagues(signal) }));

const createBarLeague = (body: CreateBarLeagueBody) =>
  api('/bars/leagues', { method: 'POST', body, schema: barLeagueSchema });
/** The page's list reads again after a change. */
export const useCreateBarLeague = () =>
  useMutation({ mutationFn: createBarLeague, meta: { invalidates: [barLeagueKeys.all] } });

const patchBarLeague = ({ id, ...body }: PatchBarLeagueBody & { id: string }) =>
  api(`/bars/leagues/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: barLeagueSchema });
export const usePatchBarLeague = () =>
  useMutation({ mutationFn: patchBarLeague, meta: { invalidates: [barLeagueKeys.all] } });

/** The league's all-time board, as its players read it. */
const getBarLeagueBoard = (leagueId: string, page: number, signal?: AbortSignal) =>
  api(`/bars/leagues/${encodeURIComponent(leagueId)}/board`, {
    query: { period: 'allTime', page, pageSize: 20 },
    schema: leaderboardSchema,
    signal,
  });
export const useBarLeagueBoard = (leagueId: string, page: number) =>
  useQuery(
    queryOptions({
      queryKey: barLeagueKeys.board(leagueId, page),
      queryFn: ({ signal }) => getBarLeagueBoard(leagueId, page, signal),
      placeholderData: keepPreviousData,
    }),
  );
