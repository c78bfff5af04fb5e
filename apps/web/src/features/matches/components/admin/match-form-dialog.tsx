import { useTranslation } from 'react-i18next';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { Autocomplete, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Grid, TextField, useMediaQuery, useTheme } from '@mui/material';
import type { AdminMatch, MatchInputParsed } from '@app/contract/matches-admin';
import { useNotify } from '../../../../components/feedback/notifier.tsx';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { useCreateMatch, useUpdateMatch } from '../../api/admin-save-match.ts';
import { MatchDatesField } from './match-dates-field.tsx';
import { formValuesOf, matchFormResolver, type MatchFormValues } from './match-form-values.ts';

export type MatchFormDialogProps = {
  open: boolean;
  /** The match to edit; absent to create one. */
  match?: AdminMatch;
  /** Suggestions for the competition field; any other name may be typed. */
  competitionOptions?: readonly string[];
  onClose: () => void;
  onSaved?: (match: AdminMatch) => void;
};

/** Create / edit match dialog (SPEC.md sections 2 and 5). Keyed by the caller per match, so it starts fresh. */
export function MatchFormDialog({ open, match, competitionOptions = [], onClose, onSaved }: MatchFormDialogProps) {
  const { t } = useTranslation('matches-admin');
  const notify = useNotify();
  const create = useCreateMatch();
  const update = useUpdateMatch();
  const saving = create.isPending || update.isPending;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { control, handleSubmit, formState: { errors } } = useForm<MatchFormValues, unknown, MatchInputParsed>({
    defaultValues: formValuesOf(match),
    resolver: matchFormResolver,
  });

  const save = async (input: MatchInputParsed) => {
    try {
      const saved = match
        ? await update.mutateAsync({ match: { ...input, id: match.id } })
        : await create.mutateAsync({ match: input });
      notify.success(t(match ? 'messages.updated' : 'messages.created'));
      onSaved?.(saved);
      onClose();
    } catch (error) {
      notify.error(error instanceof ApiRequestError ? error.message : t('common:somethingWentWrong'), t('common:errorTitle'));
    }
  };
  // SPEC.md section 8: validation problems are also toasted, titled 'ERROR!'.
  const invalid = (problems: FieldErrors<MatchFormValues>) => {
    const message = Object.values(problems).find((p) => p?.message)?.message;
    if (typeof message === 'string') notify.error(message, t('common:errorTitle'));
  };

  const text = (name: 'homeTeam' | 'awayTeam' | 'country' | 'matchType', required = false) => (
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
    <Dialog open={open} onClose={saving ? undefined : onClose} fullWidth fullScreen={phone} maxWidth="sm" aria-labelledby="match-form-title">
      <DialogTitle id="match-form-title">{t(match ? 'editTitle' : 'createTitle')}</DialogTitle>
      <Box component="form" noValidate onSubmit={(e) => void handleSubmit(save, invalid)(e)}>
        <DialogContent dividers>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>{text('homeTeam', true)}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('awayTeam')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('country', true)}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('matchType')}</Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="competition"
                render={({ field }) => (
                  <Autocomplete
                    freeSolo
                    options={competitionOptions}
                    inputValue={field.value}
                    onInputChange={(_e, value) => field.onChange(value)}
                    renderInput={(params) => <TextField {...params} label={t('form.competition')} size="small" inputRef={field.ref} />}
                  />
                )}
              />
            </Grid>
            <Grid size={12}>
              <MatchDatesField control={control} error={errors.dates?.message ?? errors.dates?.root?.message} />
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="starred"
                render={({ field }) => (
                  <FormControlLabel control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={t('form.starred')} />
                )}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>{t('form.cancel')}</Button>
          <Button type="submit" variant="contained" loading={saving}>{t(match ? 'form.save' : 'form.create')}</Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
