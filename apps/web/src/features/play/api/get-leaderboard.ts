import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import type { LeaderboardPeriod } from '@app/contract/game';
import { playKeys } from './play-keys.ts';
import { getBoard } from './get-board.ts';

const leaderboardQueryOptions = (id: string, period: LeaderboardPeriod, key: string, page: number) =>
  queryOptions({
    queryKey: playKeys.leaderboard(id, period, key, page),
    queryFn: ({ signal }) => getBoard(`/play/championships/${id}/leaderboard`, period, key, page, signal),
    placeholderData: keepPreviousData,
  });

export const useLeaderboard = (id: string, period: LeaderboardPeriod, key: string, page: number, enabled: boolean) =>
  useQuery({ ...leaderboardQueryOptions(id, period, key, page), enabled });
