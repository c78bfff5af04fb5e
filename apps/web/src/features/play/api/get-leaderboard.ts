import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import type { LeaderboardPeriod } from '@app/contract/game';
import { api } from '../../../lib/api-client.ts';
import { playKeys } from './play-keys.ts';
import { gameSchemas } from './play-schemas.ts';

/** `key` is the day (daily) or the week (weekly) the board is read for; the all-time board has none. */
const getLeaderboard = (id: string, period: LeaderboardPeriod, key: string, page: number, signal?: AbortSignal) =>
  api(`/play/championships/${id}/leaderboard`, {
    query: {
      period,
      ...(period === 'daily' ? { date: key } : period === 'weekly' ? { week: key } : {}),
      page,
      pageSize: 20,
    },
    schema: gameSchemas().then((m) => m.leaderboardSchema),
    signal,
  });

const leaderboardQueryOptions = (id: string, period: LeaderboardPeriod, key: string, page: number) =>
  queryOptions({
    queryKey: playKeys.leaderboard(id, period, key, page),
    queryFn: ({ signal }) => getLeaderboard(id, period, key, page, signal),
    placeholderData: keepPreviousData,
  });

export const useLeaderboard = (id: string, period: LeaderboardPeriod, key: string, page: number, enabled: boolean) =>
  useQuery({ ...leaderboardQueryOptions(id, period, key, page), enabled });
