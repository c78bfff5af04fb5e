import { lazyPart } from '../../../lib/lazy-part.tsx';

/*
 * The parts of /play/{id} below the fold, loaded when the reader scrolls near them
 * (components/near-screen.tsx): react-hook-form, the game's schemas, the quiz's radios and
 * the boards' tabs and tables are not on the page's first load.
 */

/** A match card's controls: the score fields, the points, everyone's picks. */
export const matchPredictionForm = lazyPart(
  'matchPredictionForm',
  () => import('./match-prediction-form.tsx'),
  (m) => m.MatchPredictionForm,
);
/** A locked match's picks of everyone, for a reader who cannot play (a fan signed out): none of the form's code. */
export const everyonePredictions = lazyPart(
  'everyonePredictions',
  () => import('./everyone-predictions.tsx'),
  (m) => m.EveryonePredictions,
);
/** A quiz question's choices for a player: MUI's radios and the answer's save. */
export const questionChoices = lazyPart(
  'questionChoices',
  () => import('./question-choices.tsx'),
  (m) => m.QuestionChoices,
);
/** The boards, at the page's foot. */
export const leaderboardPanel = lazyPart(
  'leaderboardPanel',
  () => import('./leaderboard-panel.tsx'),
  (m) => m.LeaderboardPanel,
);
/** The round's Save all, once a score is typed and not saved. */
export const saveAllPredictions = lazyPart(
  'saveAllPredictions',
  () => import('./save-all-predictions.tsx'),
  (m) => m.SaveAllPredictions,
);
/**
 * A player's leagues of the championship: the list, a new one, one joined by code (forms, so not on the first load).
 */
export const leaguesSection = lazyPart(
  'leaguesSection',
  () => import('./leagues-section.tsx'),
  (m) => m.LeaguesSection,
);
