import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { mediaSrcSet, PICTURE_WIDTHS, PLAY_COVER_SIZES } from '@app/contract/media-url';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { usePlayChampionship } from '../api/get-play-championship.ts';
import { usePlayMe } from '../api/get-play-me.ts';
import { inLanguage } from '../components/localized.ts';
import { MatchPrediction } from '../components/match-prediction.tsx';
import { QuestionAnswer } from '../components/question-answer.tsx';
import { WonPrize } from '../components/won-prize.tsx';
import { leaderboardPanel } from '../components/later-parts.ts';
import { NearScreen } from '../../../components/near-screen.tsx';
/**
 * A column of cards with room between them: what MUI's Stack draws, without its code, which
 * brought @mui/system's theme-props reader from the signed-in frame's file (decision 070).
 */
const column = (gap: number) => ({ display: 'flex', flexDirection: 'column', gap } as const);
/** About the board's title, its tabs and a few rows. */
const LEADERBOARD_HEIGHT = 240;

/** /play/:id — how it works, prizes, the matches to predict, the quiz, the player's points and the boards. */
export function PlayChampionshipPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('play');
  const { user } = useSession();
  const canPlay = user?.role === 'player';
  const championship = usePlayChampionship(id);
  const me = usePlayMe(id, canPlay);
  if (championship.isPending) return <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}><CircularProgress aria-label={t('common:loading')} /></Box>;
  const c = championship.data;
  if (!c) return <Alert severity="error">{championship.refusal}</Alert>;
  const predictions = new Map((me.data?.predictions ?? []).map((p) => [p.matchId, p]));
  const answers = new Map((me.data?.answers ?? []).map((a) => [a.questionId, a]));
  // Each rule's points in the language's plural form ('1 point', '3 points'; decision 056).
  const points = (count: number) => t('rulePoints', { count });

  return (
    <Box sx={column(2)}>
      {c.cover ? <Box component="img" src={c.cover} srcSet={mediaSrcSet(c.cover, PICTURE_WIDTHS)} sizes={PLAY_COVER_SIZES} fetchPriority="high" alt="" sx={{ width: '100%', aspectRatio: '3 / 1', objectFit: 'cover', borderRadius: 1 }} /> : null}
      <Typography variant="h5" component="h1"><bdi>{c.name}</bdi></Typography>
      {!canPlay ? (
        <Alert severity="info" action={user ? null : <Button color="inherit" component={RouterLink} to="/play/signup" state={{ from: `/play/${id}` }}>{t('signUp')}</Button>}>
          {user ? t('consoleAccount') : t('signUpToPlay')}
        </Alert>
      ) : null}
      {me.data ? (
        <Paper sx={{ p: 1.5 }} role="status" aria-label={t('myPoints')}>
          <Typography>{me.data.standing ? t('standing', { count: me.data.standing.points, position: me.data.standing.position }) : t('noPoints')}</Typography>
        </Paper>
      ) : null}
      {me.data?.prizes.length ? (
        <Box component="section" aria-labelledby="won-prizes">
          <Typography id="won-prizes" variant="h6" component="h2">{t('prize.title')}</Typography>
          <Box sx={column(1)}>{me.data.prizes.map((p) => <WonPrize key={p.code} prize={p} />)}</Box>
        </Box>
      ) : null}
      <Paper component="section" aria-labelledby="how-it-works" sx={{ p: 1.5 }}>
        <Typography id="how-it-works" variant="h6" component="h2">{t('howItWorks')}</Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }}><bdi>{inLanguage(c.howItWorks)?.text ?? ''}</bdi></Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('scoringRule', { exact: points(c.scoring.exact), difference: points(c.scoring.goalDifference), outcome: points(c.scoring.outcome), answer: points(c.scoring.answer) })}
        </Typography>
      </Paper>
      <Box component="section" aria-labelledby="prizes">
        <Typography id="prizes" variant="h6" component="h2">{t('prizes')}</Typography>
        <Typography variant="body2" color="text.secondary">{t('prizeCounts', c.prizeTypesCounts)}</Typography>
        <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
          {c.prizes.map((p) => (
            <Paper component="li" key={p.id} variant="outlined" sx={{ p: 1, listStyle: 'none' }}>
              {p.photo ? <Box component="img" src={p.photo} alt="" sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover' }} /> : null}
              <Typography variant="subtitle2" component="h3"><bdi>{p.name}</bdi></Typography>
              <Typography variant="body2" color="text.secondary"><bdi>{inLanguage(p.description)?.description ?? ''}</bdi></Typography>
            </Paper>
          ))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="matches">
        <Typography id="matches" variant="h6" component="h2">{t('matches')}</Typography>
        <Box component="ul" sx={{ ...column(1), p: 0, m: 0 }}>
          {c.matches.map((m) => <MatchPrediction key={m.id} championshipId={id} timeZone={c.timeZone} match={m} prediction={predictions.get(m.id)} canPlay={canPlay} />)}
        </Box>
      </Box>
      {c.questions.length ? (
        <Box component="section" aria-labelledby="questions">
          <Typography id="questions" variant="h6" component="h2">{t('questions')}</Typography>
          <Box component="ul" sx={{ ...column(1), p: 0, m: 0 }}>
            {c.questions.map((q) => <QuestionAnswer key={q.id} championshipId={id} question={q} answer={answers.get(q.id)} canPlay={canPlay} />)}
          </Box>
        </Box>
      ) : null}
      <NearScreen minHeight={LEADERBOARD_HEIGHT}><leaderboardPanel.Component championshipId={id} /></NearScreen>
    </Box>
  );
}
