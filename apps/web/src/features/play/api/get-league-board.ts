import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import type { LeaderboardPeriod } from '@app/contract/game';
import { leagueKeys } from './league-keys.ts';
import { getBoard } from './get-board.ts';

/** A league's board: the official board's shape, its players ranked among them. */
const leagueBoardQueryOptions = (id: string, leagueId: string, period: LeaderboardPeriod, key: string, page: number) =>
  queryOptions({
    queryKey: leagueKeys.board(id, leagueId, period, key, page),
    queryFn: ({ signal }) => getBoard(`/play/leagues/${leagueId}/board`, period, key, page, signal),
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
