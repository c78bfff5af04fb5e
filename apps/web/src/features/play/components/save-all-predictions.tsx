import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PlayMatch } from '@app/contract/game';
import { useSavePredictions } from '../api/put-predictions.ts';
import { forgetDrafts, useDrafts } from './prediction-drafts.ts';

type Props = { championshipId: string; matches: readonly PlayMatch[] };

const goals = (typed: string) => (/^\d{1,2}$/.test(typed) ? Number(typed) : null);

/**
 * The round's one Save: every open match whose two fields were typed and not saved, sent at once.
 * The answer says per match whether it was saved or had closed meanwhile; either way its draft goes.
 */
export function SaveAllPredictions({ championshipId, matches }: Props) {
  const { t } = useTranslation('play');
  const drafts = useDrafts(championshipId);
  const save = useSavePredictions(championshipId);
  const titles = new Map(matches.map((m) => [m.id, `${m.homeTeam} – ${m.awayTeam}`]));
  const open = new Set(matches.filter((m) => !m.locked).map((m) => m.id));
  const ready = Object.entries(drafts).flatMap(([matchId, draft]) => {
    const home = goals(draft.home);
    const away = goals(draft.away);
    return open.has(matchId) && home !== null && away !== null ? [{ matchId, home, away }] : [];
  });
  const answer = save.data;
  if (ready.length === 0 && !answer && !save.refusal) return null;
  return (
    // At hand at the screen's foot while there is something to save; in its place once said.
    <Paper
      elevation={ready.length > 0 ? 3 : 0}
      sx={{ position: ready.length > 0 ? 'sticky' : 'static', bottom: 8, p: 1.5, display: 'grid', gap: 1, zIndex: 1 }}
    >
      {ready.length > 0 ? (
        <Button
          variant="contained"
          loading={save.isPending}
          sx={{ justifySelf: 'start' }}
          onClick={() =>
            save.mutate(
              { predictions: ready },
              {
                onSuccess: ({ saved, closed }) =>
                  forgetDrafts(championshipId, [...saved.map((p) => p.matchId), ...closed.map((c) => c.matchId)]),
              },
            )
          }
        >
          {t('saveAll.button', { count: ready.length })}
        </Button>
      ) : null}
      {answer && answer.saved.length > 0 ? (
        <Typography variant="body2" color="success.main" role="status">
          {t('saveAll.saved', { count: answer.saved.length })}
        </Typography>
      ) : null}
      {answer && answer.closed.length > 0 ? (
        <Alert severity="warning">
          {t('saveAll.closed', { matches: answer.closed.map((c) => titles.get(c.matchId) ?? c.matchId).join(', ') })}
        </Alert>
      ) : null}
      {save.refusal ? <Alert severity="error">{save.refusal}</Alert> : null}
    </Paper>
  );
}
