import type { MatchGoalsInput, MatchInputParsed } from '@app/contract/matches-admin';
import { badRequest, coded } from '../../lib/http-error.ts';
import { phaseOf } from '../../lib/match-status.ts';

/** Live or over with a score: what a match cannot be before it kicks off (CANC carries no score). */
const hasStarted = (status: string | undefined) =>
  status !== undefined && status !== 'CANC' && phaseOf(status) !== 'future';

/** The match as stored before an edit; absent for a new one. */
type Stored = { status: string } & { [K in keyof MatchGoalsInput]: number | null };

/**
 * A save that gives a match a live or full-time score (a started status or a goal it did not have)
 * while its kick-off, after this save, is still to come is refused: the game would score it at once.
 * The admin may move the kick-off to a time that has passed in the same save. What the match already
 * holds is not asked again, so an edit of its other fields goes through.
 */
export function refuseScoreBeforeKickOff(
  input: MatchInputParsed,
  kickOff: Date,
  stored?: Stored,
  now = new Date(),
): void {
  if (kickOff.getTime() <= now.getTime()) return;
  const goalGiven = Object.entries(input.goals ?? {}).some(
    ([name, goal]) => goal !== null && goal !== undefined && goal !== stored?.[name as keyof MatchGoalsInput],
  );
  const startedNow = hasStarted(input.status) && input.status !== stored?.status;
  if (!goalGiven && !startedNow) return;
  const english = `${kickOff.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  throw badRequest(
    coded('scoreBeforeKickOff', { kickOff: kickOff.toISOString() }, { kickOff: english }),
    'matches.SCORE_BEFORE_KICK_OFF',
  );
}
