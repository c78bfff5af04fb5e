import type { LeaderboardPeriod } from '@app/contract/game';
import { api } from '../../../lib/api-client.ts';
import { gameSchemas } from './play-schemas.ts';

/**
 * A board's page, the official one or a league's (`path`). `key` is the day (daily) or the week
 * (weekly) the board is read for; the all-time board has none.
 */
export const getBoard = (path: string, period: LeaderboardPeriod, key: string, page: number, signal?: AbortSignal) =>
  api(path, {
    query: {
      period,
      ...(period === 'daily' ? { date: key } : period === 'weekly' ? { week: key } : {}),
      page,
      pageSize: 20,
    },
    schema: gameSchemas().then((m) => m.leaderboardSchema),
    signal,
  });
