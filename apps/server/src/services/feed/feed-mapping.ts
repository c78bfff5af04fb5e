import type { MatchStatusCode } from '@app/contract/match-status';
import type { FeedMatchValues } from '../../db/schema/index.ts';
import type { ProviderMatch, ProviderStatus } from './football-data-shapes.ts';

/** The provider's name in `source` columns. */
export const FOOTBALL_DATA = 'football-data';

/** The provider's status to ours. FINISHED depends on how it finished (statusOf). */
const STATUS: Record<Exclude<ProviderStatus, 'FINISHED'>, MatchStatusCode> = {
  SCHEDULED: 'SCHEDULED',
  TIMED: 'TIMED',
  IN_PLAY: 'LIVE',
  PAUSED: 'HT',
  EXTRA_TIME: 'LIVE',
  PENALTY_SHOOTOUT: 'LIVE',
  AWARDED: 'FT',
  POSTPONED: 'POSTP',
  SUSPENDED: 'POSTP',
  CANCELLED: 'CANC',
};

export function statusOf(match: Pick<ProviderMatch, 'status' | 'score'>): MatchStatusCode {
  if (match.status !== 'FINISHED') return STATUS[match.status];
  if (match.score.duration === 'PENALTY_SHOOTOUT') return 'PEN';
  if (match.score.duration === 'EXTRA_TIME') return 'AET';
  return 'FT';
}

const LIVE_STATUSES = new Set<ProviderStatus>(['IN_PLAY', 'PAUSED', 'EXTRA_TIME', 'PENALTY_SHOOTOUT']);
const FINAL_STATUSES = new Set<ProviderStatus>(['FINISHED', 'AWARDED']);

type Pair = { home: number | null; away: number | null };
const sum = (a: number | null, b: number | null) => (a === null || b === null ? null : a + b);

/**
 * The scores kept. A finished match keeps its 90-minute score in fullTime*: the
 * provider's regularTime when it sends one (a match that went to extra time), else fullTime. After
 * extra time the 120-minute result (regular time plus the extra time's goals) and the shoot-out go
 * beside it. A live match's running score (the provider's fullTime while playing) goes to live*.
 */
export function scoresOf(match: Pick<ProviderMatch, 'status' | 'score'>) {
  const { fullTime, regularTime, extraTime, penalties } = match.score;
  const none = { home: null, away: null } satisfies Pair;
  if (LIVE_STATUSES.has(match.status)) {
    return { fullTime: none, live: fullTime, extraTime: none, penalties: none };
  }
  if (!FINAL_STATUSES.has(match.status)) return { fullTime: none, live: none, extraTime: none, penalties: none };
  const ninety = regularTime ?? fullTime;
  const wentLonger = match.score.duration === 'EXTRA_TIME' || match.score.duration === 'PENALTY_SHOOTOUT';
  const afterExtraTime =
    wentLonger && extraTime ? { home: sum(ninety.home, extraTime.home), away: sum(ninety.away, extraTime.away) } : none;
  const shootOut = match.score.duration === 'PENALTY_SHOOTOUT' && penalties ? penalties : none;
  return { fullTime: ninety, live: none, extraTime: afterExtraTime, penalties: shootOut };
}

/**
 * The feed's values of one match, as `feed_values` keeps them. Team names and emblems come from the
 * caller's teams (the console's name of a provider's team); the provider's name when
 * the console has none.
 */
export function feedValuesOf(
  match: ProviderMatch,
  teamOf: (teamId: number | null) => { name: string; emblemUrl: string } | undefined,
): FeedMatchValues {
  const scores = scoresOf(match);
  const home = teamOf(match.homeTeam.id);
  const away = teamOf(match.awayTeam.id);
  return {
    scheduledDate: new Date(match.utcDate).toISOString(),
    status: statusOf(match),
    homeTeam: home?.name ?? (match.homeTeam.name ?? '').trim(),
    awayTeam: away?.name ?? (match.awayTeam.name ?? '').trim(),
    homeTeamEmblemUrl: home?.emblemUrl ?? '',
    awayTeamEmblemUrl: away?.emblemUrl ?? '',
    fullTimeHomeGoals: scores.fullTime.home,
    fullTimeAwayGoals: scores.fullTime.away,
    liveHomeGoals: scores.live.home,
    liveAwayGoals: scores.live.away,
    extraTimeHomeGoals: scores.extraTime.home,
    extraTimeAwayGoals: scores.extraTime.away,
    penaltiesHomeGoals: scores.penalties.home,
    penaltiesAwayGoals: scores.penalties.away,
  };
}

/** A match enters the console once both its teams are known (a knockout tie waits for its draw). */
export const teamsKnown = (match: ProviderMatch) =>
  Boolean(match.homeTeam.id && match.homeTeam.name?.trim() && match.awayTeam.id && match.awayTeam.name?.trim());

/** Which columns of `matches` each hand-editable field covers. */
export const FIELD_COLUMNS = {
  kickOff: ['scheduledDate'],
  status: ['status'],
  teams: ['homeTeam', 'awayTeam', 'homeTeamEmblemUrl', 'awayTeamEmblemUrl'],
  score: [
    'fullTimeHomeGoals',
    'fullTimeAwayGoals',
    'liveHomeGoals',
    'liveAwayGoals',
    'extraTimeHomeGoals',
    'extraTimeAwayGoals',
    'penaltiesHomeGoals',
    'penaltiesAwayGoals',
  ],
} as const satisfies Record<string, readonly (keyof FeedMatchValues)[]>;
