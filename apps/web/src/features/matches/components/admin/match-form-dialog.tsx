import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Grid,
  MenuItem,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { datesWithKickOff, type AdminMatch, type MatchInputParsed } from '@app/contract/matches-admin';
import { MATCH_STATUS_CHOICES } from '@app/contract/match-status';
import { useMatchStatusLabel } from '../../../../lib/match-status-label.ts';
import { useNotify } from '../../../../components/feedback/notifier.tsx';
import { useCreateMatch } from '../../api/admin-create-match.ts';
import { useUpdateMatch } from '../../api/admin-update-match.ts';
import { MatchDatesField } from './match-dates-field.tsx';
import { formValuesOf, kickOffIso, matchFormResolver, type MatchFormValues } from './match-form-values.ts';
import { KickOffField } from './kick-off-field.tsx';
import { CompetitionPicker, TeamPicker } from './party-picker.tsx';
import { FeedNotice } from './feed-notice.tsx';
import { MatchDemandSummary } from './match-demand-summary.tsx';

/**
 * The select's codes: the six choices, with a provider's own code (TIMED, AET, PEN) in its place when the match has
 * one.
 */
function statusChoices(current: string): string[] {
  const choices: string[] = MATCH_STATUS_CHOICES.map((code) =>
    code === 'SCHEDULED' && current === 'TIMED' ? 'TIMED' : code,
  );
  return choices.includes(current) ? choices : [...choices, current];
}

/**
 * Which scores the dialog offers: the full-time score once the match is over (not cancelled), the live score while it
 * is live.
 */
function goalsShown(status: string): ('fullTime' | 'live')[] {
  if (status === 'LIVE' || status === 'HT') return ['live'];
  if (status === 'FT' || status === 'AET' || status === 'PEN') return ['fullTime'];
  return [];
}

export type MatchFormDialogProps = {
  open: boolean;
  /** The match to edit; absent to create one. */
  match?: AdminMatch;
  /** Unused: the competition is searched on the server (kept so callers need not change). */
  competitionOptions?: readonly string[];
  onClose: () => void;
  onSaved?: (match: AdminMatch) => void;
};

/** Create / edit match dialog (docs/product.md §§2 and 5). Keyed by the caller per match, so it starts fresh. */
export function MatchFormDialog({ open, match, onClose, onSaved }: MatchFormDialogProps) {
  const { t } = useTranslation('matches-admin');
  const notify = useNotify();
  // A team or competition being added is not in the form until the server has it: Save waits.
  const [partiesAdding, setPartiesAdding] = useState(0);
  const onAddingChange = (adding: boolean) => setPartiesAdding((n) => n + (adding ? 1 : -1));
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const statusLabel = useMatchStatusLabel();
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    formState: { errors },
  } = useForm<MatchFormValues, unknown, MatchInputParsed>({
    defaultValues: formValuesOf(match),
    resolver: matchFormResolver,
  });
  // A score before the kick-off is refused under the status that gave it.
  const refusalFields = { setError, codes: { 'matches.SCORE_BEFORE_KICK_OFF': 'status' as const } };
  const create = useCreateMatch(refusalFields);
  const update = useUpdateMatch(refusalFields);
  const saving = create.isPending || update.isPending;
  const refusal = update.refusal ?? create.refusal;

  const save = (input: MatchInputParsed) => {
    if (partiesAdding > 0) return;
    const done = (saved: AdminMatch) => {
      notify.success(t(match ? 'messages.updated' : 'messages.created'));
      onSaved?.(saved);
      onClose();
    };
    if (match) update.mutate({ match: { ...input, id: match.id } }, { onSuccess: done });
    else create.mutate({ match: input }, { onSuccess: done });
  };
  // docs/product.md §8: validation problems are also toasted, titled 'ERROR!'.
  const invalid = (problems: FieldErrors<MatchFormValues>) => {
    const message = Object.values(problems).find((p) => p?.message)?.message;
    if (typeof message === 'string') notify.error(message, t('common:errorTitle'));
  };

  const country = useWatch({ control, name: 'country' });
  const status = useWatch({ control, name: 'status' });
  const team = (name: 'homeTeam' | 'awayTeam', required = false) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TeamPicker
          value={field.value}
          onChange={field.onChange}
          label={t(`form.${name}`)}
          required={required}
          error={errors[name]?.message}
          country={country}
          testId={name}
          onAddingChange={onAddingChange}
          initialEmblemUrl={name === 'homeTeam' ? match?.homeTeamEmblemUrl : match?.awayTeamEmblemUrl}
        />
      )}
    />
  );

  const text = (name: 'country' | 'matchType', required = false) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          {...field}
          label={t(`form.${name}`)}
          required={required}
          fullWidth
          size="small"
          error={Boolean(errors[name])}
          helperText={errors[name]?.message}
          slotProps={{ htmlInput: { maxLength: name === 'matchType' ? 60 : 100 } }}
        />
      )}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
      aria-labelledby="match-form-title"
    >
      <DialogTitle id="match-form-title">{t(match ? 'editTitle' : 'createTitle')}</DialogTitle>
      <Box component="form" noValidate onSubmit={(e) => void handleSubmit(save, invalid)(e)}>
        <DialogContent dividers>
          {refusal ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {refusal}
            </Alert>
          ) : null}
          {match ? (
            <FeedNotice
              match={match}
              onFollowed={(followed) => {
                onSaved?.(followed);
                onClose();
              }}
            />
          ) : null}
          {match?.demand ? <MatchDemandSummary demand={match.demand} /> : null}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>{team('homeTeam', true)}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{team('awayTeam')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('country', true)}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('matchType')}</Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="competition"
                render={({ field }) => (
                  <CompetitionPicker
                    value={field.value}
                    onChange={field.onChange}
                    label={t('form.competition')}
                    error={errors.competition?.message}
                    country={country}
                    testId="competition"
                    onAddingChange={onAddingChange}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 7 }}>
              <Controller
                control={control}
                name="kickOff"
                render={({ field }) => (
                  <KickOffField
                    value={field.value}
                    onBlur={field.onBlur}
                    error={errors.kickOff?.message}
                    onChange={(value) => {
                      field.onChange(value);
                      // The kick-off sets the start date, on screen as on the server.
                      const iso = kickOffIso(value);
                      if (iso && iso !== 'invalid') setValue('dates', datesWithKickOff(getValues('dates'), iso));
                    }}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 5 }}>
              <Controller
                control={control}
                name="status"
                render={({ field }) => (
                  <TextField
                    {...field}
                    select
                    label={t('form.status')}
                    size="small"
                    fullWidth
                    slotProps={{ htmlInput: { 'data-testid': 'status' } }}
                    error={Boolean(errors.status)}
                    helperText={errors.status?.message}
                  >
                    {statusChoices(match?.status ?? 'SCHEDULED').map((code) => (
                      <MenuItem key={code} value={code}>
                        {statusLabel(code)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            {goalsShown(status).map((kind) => (
              <Grid key={kind} size={12}>
                <Box
                  component="fieldset"
                  sx={{ border: 0, p: 0, m: 0, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <Box component="legend" sx={{ typography: 'body2', color: 'text.secondary', mb: 1 }}>
                    {t(`form.${kind}Score`)}
                  </Box>
                  {(kind === 'fullTime'
                    ? (['fullTimeHomeGoals', 'fullTimeAwayGoals'] as const)
                    : (['liveHomeGoals', 'liveAwayGoals'] as const)
                  ).map((name, i) => (
                    <Controller
                      key={name}
                      control={control}
                      name={`goals.${name}`}
                      render={({ field }) => (
                        <TextField
                          {...field}
                          label={t(i === 0 ? 'form.homeGoals' : 'form.awayGoals')}
                          size="small"
                          sx={{ width: 120 }}
                          error={Boolean(errors.goals)}
                          helperText={i === 0 ? errors.goals?.message : undefined}
                          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2, 'data-testid': name } }}
                        />
                      )}
                    />
                  ))}
                </Box>
              </Grid>
            ))}
            <Grid size={12}>
              <MatchDatesField control={control} error={errors.dates?.message ?? errors.dates?.root?.message} />
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="starred"
                render={({ field }) => (
                  <FormControlLabel
                    control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                    label={t('form.starred')}
                  />
                )}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={saving || partiesAdding > 0}>
            {t(match ? 'form.save' : 'form.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
