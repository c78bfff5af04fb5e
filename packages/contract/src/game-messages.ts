/**
 * The game's messages, without imports: messages.ts lists them under their codes and
 * the game's schemas use them, so each text is written once.
 */
export const GAME_MESSAGES = {
  predictionClosed: 'Predictions for this match are closed',
  answerClosed: 'Answers to this question are closed',
  matchNotInChampionship: 'This match is not part of this championship',
  questionNotInChampionship: 'This question is not part of this championship',
  championshipNotPlayable: 'This championship is not open for play',
  answerNotInList: "This answer is not one of the question's answers",
  goalsRange: 'Goals are whole numbers from 0 to 20',
  predictionsListSize: 'Send from 1 to 50 predictions at once',
  predictionsMatchTwice: 'A match appears twice in the list of predictions',
  predictionBodyShape: 'Send one prediction (matchId, home, away) or a list of them (predictions)',
  pointsRange: 'Points are whole numbers from 0 to 100',
  lockMinutesRange: 'The lock is a whole number of minutes from 0 to 1440',
  timeZoneInvalid: 'Choose a time zone from the list',
  answersCountDiffer: 'Every language must have the same number of answers',
  correctAnswerOutOfRange: 'The correct answer must be one of the answers',
  nicknameRequired: 'Nickname is required',
  nicknameTooLong: 'Nickname is too long',
  nicknameTaken: 'This nickname is taken. {{suggestion}} is free.',
  leaderboardDateRequired: 'Choose the day of the daily leaderboard as 2026-06-14',
  closesAtInvalid: 'The close time must be a date and time with its time zone',
  closesAtNeeded: 'No match of the championship kicks off after now: give the new question a close time',
  leaderboardWeekRequired: 'Choose the week of the weekly leaderboard as 2026-W24',
  predictionsHidden: "Other players' predictions show once the match locks",
  reminderHoursChoice: 'Choose a reminder 1, 3, 6, 12 or 24 hours before the lock',
} as const;
