import { describe, expect, it } from 'vitest';
import { scoresOf, statusOf } from '../../src/services/feed/feed-mapping.ts';
import type { ProviderMatch } from '../../src/services/feed/football-data-shapes.ts';

type Score = ProviderMatch['score'];
const pair = (home: number | null, away: number | null) => ({ home, away });
const none = pair(null, null);

/** Decision 050's table: the provider's statuses and scores as the console keeps them. */
describe('feed mapping', () => {
  it.each([
    ['SCHEDULED', undefined, 'SCHEDULED'],
    ['TIMED', undefined, 'TIMED'],
    ['IN_PLAY', undefined, 'LIVE'],
    ['PAUSED', undefined, 'HT'],
    ['EXTRA_TIME', undefined, 'LIVE'],
    ['PENALTY_SHOOTOUT', undefined, 'LIVE'],
    ['FINISHED', 'REGULAR', 'FT'],
    ['FINISHED', 'EXTRA_TIME', 'AET'],
    ['FINISHED', 'PENALTY_SHOOTOUT', 'PEN'],
    ['AWARDED', 'REGULAR', 'FT'],
    ['POSTPONED', undefined, 'POSTP'],
    ['SUSPENDED', undefined, 'POSTP'],
    ['CANCELLED', undefined, 'CANC'],
  ] as const)('%s (%s) is %s', (status, duration, ours) => {
    expect(statusOf({ status, score: { duration, fullTime: none } })).toBe(ours);
  });

  it('a finished match keeps its 90-minute score, the result after extra time and the shoot-out beside it', () => {
    const regular: Score = { duration: 'REGULAR', fullTime: pair(2, 1) };
    expect(scoresOf({ status: 'FINISHED', score: regular })).toEqual({
      fullTime: pair(2, 1),
      live: none,
      extraTime: none,
      penalties: none,
    });
    const extra: Score = {
      duration: 'EXTRA_TIME',
      fullTime: pair(3, 2),
      regularTime: pair(2, 2),
      extraTime: pair(1, 0),
    };
    expect(scoresOf({ status: 'FINISHED', score: extra })).toEqual({
      fullTime: pair(2, 2),
      live: none,
      extraTime: pair(3, 2),
      penalties: none,
    });
    const shootOut: Score = {
      duration: 'PENALTY_SHOOTOUT',
      fullTime: pair(5, 4),
      regularTime: pair(1, 1),
      extraTime: pair(0, 0),
      penalties: pair(4, 3),
    };
    expect(scoresOf({ status: 'FINISHED', score: shootOut })).toEqual({
      fullTime: pair(1, 1),
      live: none,
      extraTime: pair(1, 1),
      penalties: pair(4, 3),
    });
    // Without regularTime the provider's fullTime is the 90 minutes.
    expect(scoresOf({ status: 'AWARDED', score: { duration: 'REGULAR', fullTime: pair(3, 0) } }).fullTime).toEqual(
      pair(3, 0),
    );
  });

  it("a live match's running score goes to live; a match to come or postponed has none", () => {
    expect(scoresOf({ status: 'IN_PLAY', score: { fullTime: pair(1, 0) } })).toEqual({
      fullTime: none,
      live: pair(1, 0),
      extraTime: none,
      penalties: none,
    });
    expect(scoresOf({ status: 'PAUSED', score: { fullTime: pair(0, 0) } }).live).toEqual(pair(0, 0));
    expect(scoresOf({ status: 'POSTPONED', score: { fullTime: none } })).toEqual({
      fullTime: none,
      live: none,
      extraTime: none,
      penalties: none,
    });
  });
});
