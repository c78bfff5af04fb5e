import { Suspense, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PlayChampionship } from '@app/contract/game';
import { mediaSrcSet, PICTURE_WIDTHS, PLAY_COVER_SIZES } from '@app/contract/media-url';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { usePlayChampionship } from '../api/get-play-championship.ts';
import { usePlayMe } from '../api/get-play-me.ts';
import { blockLanguage, textIn } from '../components/localized.ts';
import { MatchPrediction } from '../components/match-prediction.tsx';
import { lockRule, pointRules } from '../components/scoring-rules.ts';
import { QuestionAnswer } from '../components/question-answer.tsx';
import { WonPrize } from '../components/won-prize.tsx';
import { leaderboardPanel, leaguesSection, saveAllPredictions } from '../components/later-parts.ts';
import { useHasDrafts } from '../components/drafts-signal.ts';
import { NearScreen } from '../../../components/near-screen.tsx';
/**
 * A column of cards with room between them: what MUI's Stack draws, without its code, which
 * brought @mui/system's theme-props reader from the signed-in frame's file.
 */
const column = (gap: number) => ({ display: 'flex', flexDirection: 'column', gap }) as const;
/** About the board's title, its tabs and a few rows. */
const LEADERBOARD_HEIGHT = 240;
/** About the leagues' title, a league and the two forms. */
const LEAGUES_HEIGHT = 260;

/** /play/:id — how it works, prizes, the matches to predict, the quiz, the player's points and the boards. */
export function PlayChampionshipPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('play');
  const { user } = useSession();
  const canPlay = user?.role === 'player';
  const championship = usePlayChampionship(id);
  const me = usePlayMe(id, canPlay);
  if (championship.isPending)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('common:loading')} />
      </Box>
    );
  const c = championship.data;
  if (!c) return <Alert severity="error">{championship.refusal}</Alert>;
  const predictions = new Map((me.data?.predictions ?? []).map((p) => [p.matchId, p]));
  const answers = new Map((me.data?.answers ?? []).map((a) => [a.questionId, a]));
  const hasQuestions = c.questions.length > 0;
  // The championship's texts fall back to its first language (its editor's first), never a mix in one block.
  const championshipLanguage = c.howItWorks[0]?.language;
  const howItWorksLanguage = blockLanguage(championshipLanguage, c.howItWorks);

  return (
    <Box sx={column(2)}>
      {c.cover ? (
        <Box
          component="img"
          src={c.cover}
          srcSet={mediaSrcSet(c.cover, PICTURE_WIDTHS)}
          sizes={PLAY_COVER_SIZES}
          fetchPriority="high"
          alt=""
          sx={{ width: '100%', aspectRatio: '3 / 1', objectFit: 'cover', borderRadius: 1 }}
        />
      ) : null}
      <Typography variant="h5" component="h1">
        <bdi>{c.name}</bdi>
      </Typography>
      {!canPlay ? (
        <Alert
          severity="info"
          action={
            user ? null : (
              <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
                <Button
                  color="inherit"
                  component={RouterLink}
                  to={`/play/signin?next=${encodeURIComponent(`/play/${id}`)}`}
                >
                  {t('signIn')}
                </Button>
                <Button
                  color="inherit"
                  component={RouterLink}
                  to={`/play/signup?next=${encodeURIComponent(`/play/${id}`)}`}
                >
                  {t('signUp')}
                </Button>
              </Box>
            )
          }
        >
          {user ? t('consoleAccount') : t('signUpToPlay')}
        </Alert>
      ) : null}
      {me.data ? (
        <Paper sx={{ p: 1.5 }} role="status" aria-label={t('myPoints')}>
          <Typography>
            {me.data.standing
              ? t('standing', {
                  points: t('points', { count: me.data.standing.points }),
                  position: me.data.standing.position,
                })
              : t('noPoints')}
          </Typography>
        </Paper>
      ) : null}
      {me.data?.prizes.length ? (
        <Box component="section" aria-labelledby="won-prizes">
          <Typography id="won-prizes" variant="h6" component="h2">
            {t('prize.title')}
          </Typography>
          <Box sx={column(1)}>
            {me.data.prizes.map((p) => (
              <WonPrize key={p.code} prize={p} />
            ))}
          </Box>
        </Box>
      ) : null}
      {canPlay ? (
        <NearScreen minHeight={LEAGUES_HEIGHT}>
          <leaguesSection.Component championshipId={id} />
        </NearScreen>
      ) : null}
      <Paper component="section" aria-labelledby="how-it-works" sx={{ p: 1.5 }}>
        <Typography id="how-it-works" variant="h6" component="h2">
          {t('howItWorks')}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }}>
          <bdi lang={howItWorksLanguage}>{textIn(c.howItWorks, howItWorksLanguage)?.text ?? ''}</bdi>
        </Typography>
        <Box component="ul" aria-label={t('rules.title')} sx={{ my: 1, pl: 2.5, typography: 'body2' }}>
          {pointRules(t, c.scoring, hasQuestions).map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('rules.basis')} {lockRule(t, c.scoring)}
        </Typography>
      </Paper>
      <Box component="section" aria-labelledby="prizes">
        <Typography id="prizes" variant="h6" component="h2">
          {t('prizes')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('prizeCounts', c.prizeTypesCounts)}
        </Typography>
        <Box
          component="ul"
          sx={{ p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}
        >
          {c.prizes.map((p) => (
            <Paper component="li" key={p.id} variant="outlined" sx={{ p: 1, listStyle: 'none' }}>
              {p.photo ? (
                <Box
                  component="img"
                  src={p.photo}
                  alt=""
                  sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover' }}
                />
              ) : null}
              <Typography variant="subtitle2" component="h3">
                <bdi>{p.name}</bdi>
              </Typography>
              <PrizeDescription texts={p.description} championshipLanguage={championshipLanguage} />
            </Paper>
          ))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="matches">
        <Typography id="matches" variant="h6" component="h2">
          {t('matches')}
        </Typography>
        <Box component="ul" sx={{ ...column(1), p: 0, m: 0 }}>
          {c.matches.map((m) => (
            <MatchPrediction
              key={m.id}
              championshipId={id}
              timeZone={c.timeZone}
              match={m}
              prediction={predictions.get(m.id)}
              canPlay={canPlay}
            />
          ))}
        </Box>
        {canPlay ? <SaveAll championshipId={id} matches={c.matches} /> : null}
      </Box>
      {hasQuestions ? (
        <Box component="section" aria-labelledby="questions">
          <Typography id="questions" variant="h6" component="h2">
            {t('questions')}
          </Typography>
          <Box component="ul" sx={{ ...column(1), p: 0, m: 0 }}>
            {c.questions.map((q) => (
              <QuestionAnswer
                key={q.id}
                championshipId={id}
                timeZone={c.timeZone}
                championshipLanguage={championshipLanguage}
                question={q}
                answer={answers.get(q.id)}
                canPlay={canPlay}
              />
            ))}
          </Box>
        </Box>
      ) : null}
      <NearScreen minHeight={LEADERBOARD_HEIGHT}>
        <leaderboardPanel.Component championshipId={id} scoring={c.scoring} hasQuestions={hasQuestions} />
      </NearScreen>
    </Box>
  );
}

/** Save all, loaded once the player has typed a score that is not saved (a draft, kept across reloads). */
function SaveAll({ championshipId, matches }: { championshipId: string; matches: PlayChampionship['matches'] }) {
  const typed = useHasDrafts(championshipId);
  // Once shown it stays: after a save it says what was saved and what had closed.
  const [shown, setShown] = useState(false);
  if (typed && !shown) setShown(true);
  return shown ? (
    <Suspense fallback={null}>
      <saveAllPredictions.Component championshipId={championshipId} matches={matches} />
    </Suspense>
  ) : null;
}

function PrizeDescription({
  texts,
  championshipLanguage,
}: {
  texts: PlayChampionship['prizes'][number]['description'];
  championshipLanguage: string | undefined;
}) {
  const language = blockLanguage(championshipLanguage, texts);
  return (
    <Typography variant="body2" color="text.secondary">
      <bdi lang={language}>{textIn(texts, language)?.description ?? ''}</bdi>
    </Typography>
  );
}
