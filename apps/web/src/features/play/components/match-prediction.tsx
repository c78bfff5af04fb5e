import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import { predictionBodySchema, type PlayMatch, type Prediction } from '@app/contract/game';
import { translatedResolver } from '../../../lib/translated-resolver.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { usePutPrediction } from '../api/put-prediction.ts';
import { EveryonePredictions } from './everyone-predictions.tsx';

type Props = { championshipId: string; match: PlayMatch; prediction: Prediction | undefined; canPlay: boolean };

/** '' is not 0: an emptied goal field fails the contract's goal rule instead of saving a nil. */
const goals = (typed: string) => (typed === '' ? Number.NaN : Number(typed));

/** The two typed goal fields, turned into the contract's prediction body and checked by it. */
const predictionFormSchema = (matchId: string) => z.object({ home: z.string(), away: z.string() })
  .transform(({ home, away }) => ({ matchId, home: goals(home), away: goals(away) }))
  .pipe(predictionBodySchema);

const score = (home: number | null, away: number | null) => (home === null || away === null ? null : `${home} – ${away}`);

/** One match: kick-off, the result when there is one, and the player's score input until it locks. */
export function MatchPrediction({ championshipId, match, prediction, canPlay }: Props) {
  const { t } = useTranslation('play');
  const schema = useMemo(() => predictionFormSchema(match.id), [match.id]);
  const { control, handleSubmit, formState: { errors } } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: translatedResolver(zodResolver(schema)),
    defaultValues: { home: prediction ? String(prediction.home) : '', away: prediction ? String(prediction.away) : '' },
  });
  const [home = '', away = ''] = useWatch({ control, name: ['home', 'away'] });
  const save = usePutPrediction(championshipId);
  const submit = handleSubmit((body) => save.mutate(body));
  const problem = errors.home?.message ?? errors.away?.message;
  const title = `${match.homeTeam} – ${match.awayTeam}`;
  const result = score(match.goals.fullTimeHomeGoals, match.goals.fullTimeAwayGoals) ?? score(match.goals.liveHomeGoals, match.goals.liveAwayGoals);
  const open = canPlay && !match.locked;
  const goal = (name: 'home' | 'away', label: string) => (
    <Controller control={control} name={name} render={({ field: { ref, ...field } }) => (
      // The ref on the input itself, so a refused goal takes the focus (a TextField's own ref is its outer box).
      <TextField {...field} inputRef={ref} onChange={(e) => field.onChange(e.target.value.replace(/\D/g, '').slice(0, 2))} label={label} size="small" disabled={!open}
        error={Boolean(errors[name])} slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `${label}, ${title}` } }} sx={{ width: 72 }} />
    )} />
  );
  return (
    <Paper component="li" variant="outlined" aria-label={title} sx={{ p: 1.5, listStyle: 'none' }}>
      <Typography variant="subtitle1" component="h3"><bdi>{match.homeTeam}</bdi> – <bdi>{match.awayTeam}</bdi></Typography>
      <Typography variant="body2" color="text.secondary">
        {formatDateTime(match.scheduledDate)} · {match.locked ? t('match.locked') : t('match.locksAt', { at: formatDateTime(match.locksAt) })}
      </Typography>
      {result ? <Typography variant="body2">{t('match.result', { score: result })}</Typography> : null}
      <Box component="form" noValidate sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1, flexWrap: 'wrap' }}
        onSubmit={(e) => { void submit(e); }}>
        {goal('home', t('match.home'))}
        {goal('away', t('match.away'))}
        {open ? <Button type="submit" variant="contained" size="small" disabled={home === '' || away === ''} loading={save.isPending}>{t('match.save')}</Button> : null}
        {prediction?.points !== null && prediction?.points !== undefined ? <Typography variant="body2" sx={{ fontWeight: 600 }}>{t('match.points', { count: prediction.points })}</Typography> : null}
        {/* What the inputs show is what the server holds: the card is drawn anew from the saved prediction after a save. */}
        {open && prediction && String(prediction.home) === home && String(prediction.away) === away
          ? <Typography variant="body2" color="success.main" role="status">{t('match.saved')}</Typography> : null}
      </Box>
      {match.locked ? <EveryonePredictions championshipId={championshipId} matchId={match.id} /> : null}
      {problem ? <Alert severity="error" sx={{ mt: 1 }}>{problem}</Alert> : null}
      {save.error ? <Alert severity="error" sx={{ mt: 1 }}>{save.error instanceof ApiRequestError ? save.error.message : t('common:somethingWentWrong')}</Alert> : null}
    </Paper>
  );
}
