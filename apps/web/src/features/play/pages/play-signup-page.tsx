import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Link, Paper, TextField, Typography } from '@mui/material';
import { PASSWORD_HINT } from '@app/contract/auth';
import { playSignupBodySchema, type PlaySignupBody } from '@app/contract/game';
import { MESSAGES_NAMESPACE, toLanguage } from '../../../lib/i18n.ts';
import { translatedResolver } from '../../../lib/translated-resolver.ts';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { LANGUAGES } from '../../../lib/preferences-store.ts';
import { usePlaySignup } from '../api/play-signup.ts';

/** /play/signup: a player account (nickname, email, password, language), signed in at once. */
export function PlaySignupPage() {
  const { t, i18n } = useTranslation(['play', MESSAGES_NAMESPACE]);
  const navigate = useNavigate();
  const location = useLocation();
  const { startSession } = useSession();
  const { register, handleSubmit, formState: { errors } } = useForm<PlaySignupBody>({
    resolver: translatedResolver(zodResolver(playSignupBodySchema)),
    defaultValues: { nickname: '', email: '', password: '', language: toLanguage(i18n.resolvedLanguage) },
  });
  const signup = usePlaySignup();
  // MUI's TextField takes the input's ref as inputRef.
  const field = (name: keyof PlaySignupBody) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref };
  };
  const from = (location.state as { from?: string } | null)?.from ?? '/play';
  const submit = (body: PlaySignupBody) => signup.mutate(body, {
    onSuccess: ({ result }) => {
      startSession(result, true);
      void navigate(from.startsWith('/play') ? from : '/play', { replace: true });
    },
  });
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 480, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{t('signupTitle')}</Typography>
      <Box component="form" noValidate onSubmit={(e) => void handleSubmit(submit)(e)} sx={{ display: 'grid', gap: 2 }}>
        {signup.refusal ? <Alert severity="error">{signup.refusal}</Alert> : null}
        <TextField label={t('fields.nickname')} autoComplete="nickname" required {...field('nickname')} error={!!errors.nickname} helperText={errors.nickname?.message ?? t('fields.nicknameHelp')} />
        <TextField label={t('fields.email')} type="email" autoComplete="email" required {...field('email')} error={!!errors.email} helperText={errors.email?.message} />
        <TextField label={t('fields.password')} type="password" autoComplete="new-password" required {...field('password')} error={!!errors.password}
          helperText={!errors.password || errors.password.message === PASSWORD_HINT ? t('auth:passwordHint') : errors.password.message} />
        <TextField select label={t('fields.language')} {...field('language')} slotProps={{ select: { native: true } }}>
          {LANGUAGES.map((l) => <option key={l} value={l}>{t(`languages.${l}`)}</option>)}
        </TextField>
        <Button type="submit" variant="contained" size="large" loading={signup.isPending}>{t('signupSubmit')}</Button>
        <Link component={RouterLink} to="/login" state={{ from }} sx={{ textAlign: 'center' }}>{t('haveAccount')}</Link>
      </Box>
    </Paper>
  );
}
