import type { MatchChangeKind } from '@app/contract/notices';
import { phaseOf } from '../../lib/match-status.ts';

export type MatchMoment = { status: string; scheduledDate: Date };

/**
 * What bars that show a match must hear about a change, if anything: it became postponed, it became
 * cancelled, or its kick-off moved while it is still to be played (a finished match's date being
 * corrected, or a cancelled one's, tells nobody anything useful).
 */
export function matchChangeOf(before: MatchMoment, after: MatchMoment): MatchChangeKind | null {
  if (after.status === 'POSTP' && before.status !== 'POSTP') return 'postponed';
  if (after.status === 'CANC' && before.status !== 'CANC') return 'cancelled';
  const moved = before.scheduledDate.getTime() !== after.scheduledDate.getTime();
  if (moved && phaseOf(after.status) === 'future') return 'moved';
  return null;
}
