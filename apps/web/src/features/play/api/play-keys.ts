import type { LeaderboardPeriod } from '@app/contract/game';

/** The only place the play pages' query keys are written. */
export const playKeys = {
  all: ['play'] as const,
  list: () => ['play', 'list'] as const,
  championship: (id: string) => ['play', 'championship', id] as const,
  me: (id: string) => ['play', 'me', id] as const,
  follows: () => ['play', 'follows'] as const,
  account: () => ['play', 'account'] as const,
  teams: (query: string) => ['play', 'teams', query] as const,
  /** Every board of one championship, whatever its period and page: what a saved pick invalidates. */
  leaderboards: (id: string) => ['play', 'leaderboard', id] as const,
  leaderboard: (id: string, period: LeaderboardPeriod, key: string, page: number) =>
    [...playKeys.leaderboards(id), period, key, page] as const,
  matchPredictions: (id: string, matchId: string) => ['play', 'match-predictions', id, matchId] as const,
};
