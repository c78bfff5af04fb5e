import type { OwnerMatch } from '@app/contract/matches';

/** What the list shows of a match: any row type with these fields can use the table and the grid. */
export type ListMatch = Pick<
  OwnerMatch,
  | 'id'
  | 'headline'
  | 'status'
  | 'goals'
  | 'homeTeamEmblemUrl'
  | 'awayTeamEmblemUrl'
  | 'scheduledDate'
  | 'competitionName'
  | 'broadcasted'
> & {
  matchStatus?: OwnerMatch['matchStatus'];
  kickOffMovedFrom?: OwnerMatch['kickOffMovedFrom'];
  demand?: OwnerMatch['demand'];
  bookings?: OwnerMatch['bookings'];
  goers?: OwnerMatch['goers'];
};

/** Optional row selection (a checkbox column), used by the administration tools. */
export type MatchSelection = {
  selectedIds: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (ids: string[], selected: boolean) => void;
};

/** The broadcast switch: given only to a bar owner. */
export type BroadcastControl = {
  onChange: (match: ListMatch, on: boolean) => void;
  /** Matches that are over cannot be switched (a cancelled one that is on can be switched off). */
  isLocked: (match: ListMatch) => boolean;
};

export const PAST_STATUS_CODES = new Set(['FT', 'AET', 'PEN', 'CANC']);
const LIVE_STATUS_CODES = new Set(['LIVE', 'HT']);

/** "2 - 1": the live score while it runs, the full-time score once over; '–' when there is none. */
export function scoreOf(match: ListMatch): string {
  const live = LIVE_STATUS_CODES.has(match.status);
  const home = live ? match.goals.liveHomeGoals : match.goals.fullTimeHomeGoals;
  const away = live ? match.goals.liveAwayGoals : match.goals.fullTimeAwayGoals;
  return home === null || away === null ? '–' : `${home} - ${away}`;
}

export type MatchChange = 'postponed' | 'cancelled' | 'moved';

/** What changed about a match the bar was told of (null: nothing to mark). */
export function matchChangeOf(match: ListMatch): MatchChange | null {
  if (match.status === 'POSTP') return 'postponed';
  if (match.status === 'CANC') return 'cancelled';
  return match.kickOffMovedFrom && !PAST_STATUS_CODES.has(match.status) ? 'moved' : null;
}
