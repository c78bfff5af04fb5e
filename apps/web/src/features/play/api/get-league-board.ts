import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import type { LeaderboardPeriod } from '@app/contract/game';
import { api } from '../../../lib/api-client.ts';
import { leagueKeys } from './league-keys.ts';
import { gameSchemas } from './play-schemas.ts';

/** A league's board: the official board's shape, its players ranked among them. */
const getLeagueBoard = (leagueId: string, period: LeaderboardPeriod, key: string, page: number, signal?: AbortSignal) =>
  api(`/play/leagues/${leagueId}/board`, {
    query: {
      period,
      ...(period === 'daily' ? { date: key } : period === 'weekly' ? { week: key } : {}),
      page,
      pageSize: 20,
    },
    schema: gameSchemas().then((m) => m.leaderboardSchema),
    signal,
  });

const leagueBoardQueryOptions = (id: string, leagueId: string, period: LeaderboardPeriod, key: string, page: number) =>
  queryOptions({
    queryKey: leagueKeys.board(id, leagueId, period, key, page),
    queryFn: ({ signal }) => getLeagueBoard(leagueId, period, key, page, signal),
    placeholderData: keepPreviousData,
  });

export const useLeagueBoard = (
  id: string,
  leagueId: string,
  period: LeaderboardPeriod,
  key: string,
  page: number,
  enabled: boolean,
) => useQuery({ ...leagueBoardQueryOptions(id, leagueId, period, key, page), enabled });
