/**
 * The planner's messages, without imports: messages.ts lists them under their codes
 * and planner.ts's schemas use them, so each text is written once.
 */
export const PLANNER_MESSAGES = {
  plannerNoBar: 'Only the owner or a manager of a bar can plan its broadcasts',
  ruleNotFound: 'This rule does not exist',
  ruleExists: 'The bar already has this rule',
  ruleDeleted: 'Rule deleted',
  teamNotFound: 'This team does not exist',
  competitionNotFound: 'This competition does not exist',
  broadcastNotFound: 'The bar does not show this match',
  screenOutOfRange: 'The bar has no screen with this number',
  noSoundZone: 'The bar has no sound zone',
  weekStartInvalid: 'The week must start on a date written as YYYY-MM-DD',
  matchIdsRequired: 'Choose at least one match',
  ruleTargetRequired: 'Choose a team or a competition',
  groupNoBars: 'Only the owner or a manager of a bar can see its week',
  groupBarNotYours: 'You can only show matches in bars you own or manage',
  groupBarsRequired: 'Choose at least one bar',
  groupShown: 'The match is shown in the bars chosen',
  demandKm: 'The distance must be a whole number of kilometres from 5 to 100',
} as const;
