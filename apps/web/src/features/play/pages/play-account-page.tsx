import { useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Checkbox, FormControlLabel, Paper, TextField, Typography } from '@mui/material';
import {
  REMINDER_HOURS,
  mailPreferencesSchema,
  playAccountPatchSchema,
  playEmailChangeSchema,
  type PlayAccount,
  type PlayEmailChange,
} from '@app/contract/game';
import { MESSAGES_NAMESPACE } from '../../../lib/i18n.ts';
import { localMessage } from '../../../lib/message-text.ts';
import { translatedResolver } from '../../../lib/translated-resolver.ts';
import { LANGUAGES } from '../../../lib/preferences-store.ts';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog.tsx';
import { useAccount, useChangeEmail, useDeleteAccount, usePatchAccount } from '../api/account.ts';
import { FollowedTeams } from '../components/followed-teams.tsx';
import { FanBookings } from '../components/fan-bookings.tsx';

type Profile = Required<Pick<PlayAccount, 'nickname' | 'mails'>> & { language: NonNullable<PlayAccount['language']> };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function ProfileForm({ account }: { account: PlayAccount }) {
  const { t, i18n } = useTranslation(['play', MESSAGES_NAMESPACE]);
  const save = usePatchAccount();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Profile>({
    resolver: translatedResolver(
      zodResolver(playAccountPatchSchema.required().extend({ mails: mailPreferencesSchema })),
    ),
    defaultValues: { nickname: account.nickname, language: account.language ?? 'en', mails: account.mails },
  });
  const field = (name: 'nickname' | 'language') => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref };
  };
  const { ref: hoursRef, ...hoursField } = register('mails.reminderHours', { valueAsNumber: true });
  const inHours = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'hour', unitDisplay: 'long' });
  const error = save.refusal;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void handleSubmit((body) => save.mutate(body))(e)}
      sx={{ display: 'grid', gap: 2 }}
    >
      {error ? <Alert severity="error">{error}</Alert> : null}
      {save.isSuccess ? <Alert severity="success">{t('account.saved')}</Alert> : null}
      <TextField
        label={t('fields.nickname')}
        required
        {...field('nickname')}
        error={!!errors.nickname}
        helperText={errors.nickname?.message ?? t('fields.nicknameHelp')}
      />
      <TextField
        select
        label={t('account.mailLanguage')}
        {...field('language')}
        slotProps={{ select: { native: true } }}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {t(`languages.${l}`)}
          </option>
        ))}
      </TextField>
      <Typography variant="subtitle2" component="h3">
        {t('account.mailsWanted')}
      </Typography>
      <FormControlLabel
        control={
          <Checkbox defaultChecked={account.mails.predictionReminders} {...register('mails.predictionReminders')} />
        }
        label={t('account.mailPredictionReminders')}
      />
      <TextField
        select
        label={t('account.reminderHours')}
        {...hoursField}
        inputRef={hoursRef}
        slotProps={{ select: { native: true } }}
        sx={{ maxWidth: 320 }}
      >
        {REMINDER_HOURS.map((hours) => (
          <option key={hours} value={hours}>
            {inHours.format(hours)}
          </option>
        ))}
      </TextField>
      <Button type="submit" variant="contained" loading={save.isPending} sx={{ justifySelf: 'start' }}>
        {t('account.save')}
      </Button>
    </Box>
  );
}

function EmailForm({ email }: { email: string }) {
  const { t } = useTranslation(['play', 'auth', MESSAGES_NAMESPACE]);
  const change = useChangeEmail();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PlayEmailChange>({
    resolver: translatedResolver(zodResolver(playEmailChangeSchema)),
    defaultValues: { email: '', password: '' },
  });
  const field = (name: keyof PlayEmailChange) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref };
  };
  const error = change.refusal;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void handleSubmit((body) => change.mutate(body))(e)}
      sx={{ display: 'grid', gap: 2 }}
    >
      {/* A long address wraps rather than widening every section on a phone. */}
      <Typography sx={{ overflowWrap: 'anywhere' }}>{t('account.currentEmail', { email })}</Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {change.isSuccess ? <Alert severity="success">{localMessage(change.data.message)}</Alert> : null}
      <TextField
        label={t('account.newEmail')}
        type="email"
        autoComplete="email"
        {...field('email')}
        error={!!errors.email}
        helperText={errors.email?.message}
      />
      <TextField
        label={t('auth:fields.password')}
        type="password"
        autoComplete="current-password"
        {...field('password')}
        error={!!errors.password}
        helperText={errors.password?.message}
      />
      <Button type="submit" variant="outlined" loading={change.isPending} sx={{ justifySelf: 'start' }}>
        {t('account.changeEmail')}
      </Button>
    </Box>
  );
}

function DeleteAccount() {
  const { t } = useTranslation('play');
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { forget } = useSession();
  const remove = useDeleteAccount();
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        forget();
        void navigate('/play', { replace: true });
      },
    });
  return (
    <>
      <Typography>{t('account.deleteWhat')}</Typography>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)} sx={{ justifySelf: 'start' }}>
        {t('account.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('account.deleteTitle')}
        text={t('account.deleteWhat')}
        confirmLabel={t('account.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        {remove.refusal ? <Alert severity="error">{remove.refusal}</Alert> : null}
      </ConfirmDialog>
    </>
  );
}

/**
 * /play/account: the fan's own account on the fans' side — nickname, language and mails wanted;
 * the address (changed once the new one is confirmed); the password (`password`, the console's
 * form drawn for the fans' side); the teams they follow; and deleting the account. Their bookings
 * come first (what they come back for), with Cancel until kick-off.
 */
export function PlayAccountPage({ password }: { password?: ReactNode }) {
  const { user } = useSession();
  if (!user) return <Navigate to={`/play/signin?next=${encodeURIComponent('/play/account')}`} replace />;
  return user.role === 'player' ? <Account password={password} /> : <ConsoleAccount />;
}

function ConsoleAccount() {
  const { t } = useTranslation('play');
  return <Alert severity="info">{t('consoleAccount')}</Alert>;
}

function Account({ password }: { password?: ReactNode }) {
  const { t } = useTranslation('play');
  const account = useAccount();
  if (account.isPending) return null;
  if (!account.data) return <Alert severity="error">{t('common:somethingWentWrong')}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {t('account.title')}
      </Typography>
      <FanBookings />
      <Section title={t('account.profile')}>
        <ProfileForm account={account.data} />
      </Section>
      <Section title={t('account.email')}>
        <EmailForm email={account.data.email} />
      </Section>
      {password}
      <FollowedTeams />
      <Section title={t('account.deleteTitle')}>
        <DeleteAccount />
      </Section>
    </Box>
  );
}
