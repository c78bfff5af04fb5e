import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { predictionBodySchema, type PlayMatch, type Prediction } from '@app/contract/game';
import { translatedResolver } from '../../../lib/translated-resolver.ts';
import { OutlinedField } from '../../../components/outlined-field.tsx';
import { usePutPrediction } from '../api/put-prediction.ts';
import { EveryonePredictions } from './everyone-predictions.tsx';
import { draftOf, setDraft } from './prediction-drafts.ts';

/** A player's own card (match-prediction.tsx draws it for a player only). */
export type MatchPredictionFormProps = {
  championshipId: string;
  match: PlayMatch;
  prediction: Prediction | undefined;
  title: string;
};

/** '' is not 0: an emptied goal field fails the contract's goal rule instead of saving a nil. */
const goals = (typed: string) => (typed === '' ? Number.NaN : Number(typed));

/** The two typed goal fields, turned into the contract's prediction body and checked by it. */
const predictionFormSchema = (matchId: string) =>
  z
    .object({ home: z.string(), away: z.string() })
    .transform(({ home, away }) => ({ matchId, home: goals(home), away: goals(away) }))
    .pipe(predictionBodySchema);

/**
 * A match card's controls: the player's score input until the match locks, the points it earned,
 * and everyone's picks once locked. Loaded when its card nears the screen (match-prediction.tsx):
 * react-hook-form and the game's schemas are not on the page's first load.
 */
export function MatchPredictionForm({ championshipId, match, prediction, title }: MatchPredictionFormProps) {
  const { t } = useTranslation('play');
  const schema = useMemo(() => predictionFormSchema(match.id), [match.id]);
  const held = { home: prediction ? String(prediction.home) : '', away: prediction ? String(prediction.away) : '' };
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: translatedResolver(zodResolver(schema)),
    // What was typed and not saved comes back after a reload, marked so.
    defaultValues: (!match.locked && draftOf(championshipId, match.id)) || held,
  });
  const [home = '', away = ''] = useWatch({ control, name: ['home', 'away'] });
  const unsaved = !match.locked && (home !== held.home || away !== held.away);
  // Kept for Save all and across reloads while the fields differ from what the server holds.
  useEffect(() => {
    setDraft(championshipId, match.id, unsaved ? { home, away } : null);
  }, [championshipId, match.id, unsaved, home, away]);
  const save = usePutPrediction(championshipId);
  const submit = handleSubmit((body) =>
    save.mutate(body, { onSuccess: () => setDraft(championshipId, match.id, null) }),
  );
  const problem = errors.home?.message ?? errors.away?.message;
  const open = !match.locked;
  const goal = (name: 'home' | 'away', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        // Not MUI's TextField: it brings Select, Menu and Modal, and with them the signed-in frame's file.
        <OutlinedField
          {...field}
          onChange={(e) => field.onChange(e.target.value.replace(/\D/g, '').slice(0, 2))}
          label={label}
          size="small"
          disabled={!open}
          autoComplete="off"
          error={Boolean(errors[name])}
          inputMode="numeric"
          inputLabel={`${label}, ${title}`}
          sx={{ width: 72 }}
        />
      )}
    />
  );
  return (
    <>
      <Box
        component="form"
        noValidate
        sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1, flexWrap: 'wrap' }}
        onSubmit={(e) => {
          void submit(e);
        }}
      >
        {goal('home', t('match.home'))}
        {goal('away', t('match.away'))}
        {open ? (
          <Button
            type="submit"
            variant="contained"
            size="small"
            disabled={home === '' || away === ''}
            loading={save.isPending}
          >
            {t('match.save')}
          </Button>
        ) : null}
        {prediction?.points !== null && prediction?.points !== undefined ? (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('points', { count: prediction.points })}
          </Typography>
        ) : null}
        {/*
          What the inputs show is what the server holds: the form is drawn anew from the saved prediction after a save.
        */}
        {open && prediction && !unsaved ? (
          <Typography variant="body2" color="success.main" role="status">
            {t('match.saved')}
          </Typography>
        ) : null}
        {unsaved && (home !== '' || away !== '') ? (
          <Typography variant="body2" color="warning.main" role="status">
            {t('match.notSaved')}
          </Typography>
        ) : null}
      </Box>
      {match.locked ? <EveryonePredictions championshipId={championshipId} matchId={match.id} /> : null}
      {problem ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      ) : null}
      {save.refusal ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {save.refusal}
        </Alert>
      ) : null}
    </>
  );
}
