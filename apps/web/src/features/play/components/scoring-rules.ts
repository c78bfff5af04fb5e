import type { TFunction } from 'i18next';
import type { PlayChampionship } from '@app/contract/game';

type Scoring = PlayChampionship['scoring'];

/**
 * The championship's points per kind of right prediction, in words and from its own numbers: the
 * one source of "How it works" and of the leaderboard's rule. A kind worth nothing is left out, and
 * the quiz's when the championship asks no question.
 */
export function pointRules(t: TFunction<'play'>, scoring: Scoring, hasQuestions: boolean): string[] {
  const rules: [key: 'exact' | 'difference' | 'outcome' | 'answer', points: number][] = [
    ['exact', scoring.exact],
    ['difference', scoring.goalDifference],
    ['outcome', scoring.outcome],
    ...(hasQuestions ? [['answer', scoring.answer] as ['answer', number]] : []),
  ];
  return rules
    .filter(([, points]) => points > 0)
    .map(([key, points]) => t(`rules.${key}`, { points: t('points', { count: points }) }));
}

/** When predictions close, from the championship's lock. */
export function lockRule(t: TFunction<'play'>, scoring: Scoring): string {
  return scoring.lockMinutes > 0 ? t('rules.lockBefore', { count: scoring.lockMinutes }) : t('rules.lockAtKickOff');
}
