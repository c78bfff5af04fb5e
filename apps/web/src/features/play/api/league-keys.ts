import type { LeaderboardPeriod } from '@app/contract/game';
import type { League } from '@app/contract/leagues';
import { playKeys } from './play-keys.ts';

/**
 * The only place the leagues' query keys are written: apart from play-keys.ts, which every player
 * page's first load holds, as the leagues are read only once a player opens them.
 */
export const leagueKeys = {
  /** The player's leagues of one championship. */
  mine: (id: string) => ['play', 'leagues', id] as const,
  league: (leagueId: string) => ['play', 'league', leagueId] as const,
  /** A league's boards sit under its championship's: a saved pick makes both stale. */
  board: (id: string, leagueId: string, period: LeaderboardPeriod, key: string, page: number) =>
    [...playKeys.leaderboards(id), 'league', leagueId, period, key, page] as const,
};

/** The leagues' schemas, loaded with a league's first request. */
export const leagueSchemas = () => import('@app/contract/leagues');

/** A league's page, where a player lands once they made or joined it. */
export const leaguePath = (league: Pick<League, 'id' | 'championshipId'>) =>
  `/play/${league.championshipId}/leagues/${league.id}`;
