import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PlayMatch, Prediction } from '@app/contract/game';
import { PUBLIC_PAGE_PATHS } from '@app/public-pages/paths';
import { formatDateTimeIn, formatReaderDateTime } from '../../../lib/format-date-time-in.ts';
import { useReaderZoneKnown } from '../../../lib/use-reader-zone-known.ts';
import { NearScreen } from '../../../components/near-screen.tsx';
import { everyonePredictions, matchPredictionForm } from './later-parts.ts';

/** `timeZone`: the championship's, in which a moment is written while the reader's is not known yet. */
type Props = {
  championshipId: string;
  timeZone: string;
  match: PlayMatch;
  prediction: Prediction | undefined;
  canPlay: boolean;
};

/** A small text field's height and the row's margin: the controls take the room they were kept. */
const FORM_ROW_HEIGHT = 48;
/** A small button's height and its margin: everyone's picks, closed. */
const EVERYONE_ROW_HEIGHT = 38;

const score = (home: number | null, away: number | null) =>
  home === null || away === null ? null : `${home} – ${away}`;
/** Playing: the live score; over: the 90-minute score the game counts. */
const LIVE_PHASES: Record<string, 'live' | 'halfTime'> = { LIVE: 'live', HT: 'halfTime' };
const OVER = new Set(['FT', 'AET', 'PEN']);
function scoreLine({ status, goals }: PlayMatch): { phase: 'live' | 'halfTime' | 'fullTime'; score: string } | null {
  const live = LIVE_PHASES[status];
  const line = live
    ? score(goals.liveHomeGoals, goals.liveAwayGoals)
    : OVER.has(status)
      ? score(goals.fullTimeHomeGoals, goals.fullTimeAwayGoals)
      : null;
  return line === null ? null : { phase: live ?? 'fullTime', score: line };
}

/** One match: kick-off, the result when there is one, and the player's score input until it locks. */
export function MatchPrediction({ championshipId, timeZone, match, prediction, canPlay }: Props) {
  const { t, i18n } = useTranslation('play');
  const zoneKnown = useReaderZoneKnown();
  const moment = (value: string) => (zoneKnown ? formatReaderDateTime(value) : formatDateTimeIn(value, timeZone));
  const title = `${match.homeTeam} – ${match.awayTeam}`;
  const result = scoreLine(match);
  return (
    <Paper component="li" variant="outlined" aria-label={title} sx={{ p: 1.5, listStyle: 'none' }}>
      <Typography variant="subtitle1" component="h3">
        <bdi>{match.homeTeam}</bdi> – <bdi>{match.awayTeam}</bdi>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {moment(match.scheduledDate)} ·{' '}
        {match.locked ? t('match.locked') : t('match.locksAt', { at: moment(match.locksAt) })}
      </Typography>
      {result ? (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t(`match.${result.phase}`, { score: result.score })}
        </Typography>
      ) : null}
      {/*
        Until its final score, the fans' page of the bars showing it, in the reader's language: a document of the
        server's.
      */}
      {match.goals.fullTimeHomeGoals === null ? (
        <Link
          variant="body2"
          href={`${generatePath(PUBLIC_PAGE_PATHS.match[0], { id: match.id })}?lang=${encodeURIComponent(i18n.resolvedLanguage ?? i18n.language)}`}
        >
          {t('match.whereToWatch')}
        </Link>
      ) : null}
      {/* A reader who cannot play (signed out, a console account) has no score to type: a locked
          match's picks of everyone only, without the form's code (~80 kB with its schemas). */}
      {canPlay ? (
        <NearScreen minHeight={FORM_ROW_HEIGHT}>
          {/* Drawn anew from the saved prediction after a save: the inputs show what the server holds. */}
          <matchPredictionForm.Component
            key={`${prediction?.home ?? ''}-${prediction?.away ?? ''}`}
            championshipId={championshipId}
            match={match}
            prediction={prediction}
            title={title}
          />
        </NearScreen>
      ) : null}
      {!canPlay && match.locked ? (
        <NearScreen minHeight={EVERYONE_ROW_HEIGHT}>
          <everyonePredictions.Component championshipId={championshipId} matchId={match.id} />
        </NearScreen>
      ) : null}
    </Paper>
  );
}
