import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Box, Button, FormControlLabel, Paper, Switch, TextField, Typography } from '@mui/material';
import { createLeagueBodySchema, type League } from '@app/contract/leagues';
import { MESSAGES_NAMESPACE } from '../../../lib/i18n.ts';
import { translatedResolver } from '../../../lib/translated-resolver.ts';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog.tsx';
import { useChangeLeague } from '../api/change-league.ts';
import { useEndLeague } from '../api/end-league.ts';

/** The owner's controls: the name, whether new players may join, and deleting the league. */
export function LeagueOwnerSettings({ league }: { league: League }) {
  const { t } = useTranslation(['play', MESSAGES_NAMESPACE]);
  const change = useChangeLeague(league);
  // A new name follows the rule a league is made with.
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: translatedResolver(zodResolver(createLeagueBodySchema)),
    values: { name: league.name },
  });
  const { ref, ...name } = register('name');
  const error = errors.name?.message ?? change.refusal;
  return (
    <Paper component="section" aria-labelledby="league-settings" sx={{ p: 1.5, display: 'grid', gap: 1.5 }}>
      <Typography id="league-settings" variant="h6" component="h2">
        {t('leagues.manage')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void handleSubmit((body) => change.mutate({ kind: 'patch', body }))(e)}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          size="small"
          label={t('leagues.name')}
          inputRef={ref}
          {...name}
          error={!!error}
          helperText={error}
          sx={{ flex: '1 1 12rem' }}
        />
        <Button type="submit" variant="outlined" loading={change.isPending} sx={{ minHeight: 40 }}>
          {t('leagues.save')}
        </Button>
      </Box>
      <FormControlLabel
        control={
          <Switch
            checked={league.joinOpen}
            onChange={(_, joinOpen) => change.mutate({ kind: 'patch', body: { joinOpen } })}
          />
        }
        label={t('leagues.joinOpen')}
      />
      <EndLeague league={league} how="delete" />
    </Paper>
  );
}

/** Deleting (the owner) or leaving (a member), after a confirmation; then back to the championship. */
export function EndLeague({ league, how }: { league: League; how: 'delete' | 'leave' }) {
  const { t } = useTranslation('play');
  const navigate = useNavigate();
  const end = useEndLeague(league);
  const [open, setOpen] = useState(false);
  const name = league.name;
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        onClick={() => setOpen(true)}
        sx={{ justifySelf: 'start', alignSelf: 'flex-start' }}
      >
        {how === 'delete' ? t('leagues.delete') : t('leagues.leave')}
      </Button>
      <ConfirmDialog
        open={open}
        title={how === 'delete' ? t('leagues.deleteTitle', { name }) : t('leagues.leaveTitle', { name })}
        text={how === 'delete' ? t('leagues.deleteText') : t('leagues.leaveText')}
        confirmLabel={how === 'delete' ? t('leagues.delete') : t('leagues.leave')}
        busy={end.isPending}
        onConfirm={() =>
          end.mutate(how, { onSuccess: () => void navigate(`/play/${league.championshipId}`, { replace: true }) })
        }
        onCancel={() => setOpen(false)}
      >
        {end.refusal ? <Typography color="error">{end.refusal}</Typography> : null}
      </ConfirmDialog>
    </>
  );
}
