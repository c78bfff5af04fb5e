import { Link as RouterLink, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { Alert, Box, Button, Link, TextField } from '@mui/material';
import { playSignupBodySchema, type PlaySignupBody } from '@app/contract/game';
import { safeReturnPath } from '@app/contract/return-path';
import { MESSAGES_NAMESPACE, toLanguage } from '../../../lib/i18n.ts';
import { localMessage } from '../../../lib/message-text.ts';
import { translatedResolver } from '../../../lib/translated-resolver.ts';
import { LANGUAGES } from '../../../lib/preferences-store.ts';
import { fanSignupRequest } from '../api/signup.ts';
import { SideCard } from '../components/side-card.tsx';
import { SendLinkAgain } from '../components/send-link-again.tsx';
import { newPasswordHelp } from '../components/new-password-help.ts';

/**
 * /play/signup: a fan's account (nickname, email, password, language). The answer is "check your
 * mail" whatever the address; the mailed link confirms it and brings the fan back to `next` signed in.
 */
export function FanSignupPage() {
  const { t, i18n } = useTranslation(['play', 'auth', MESSAGES_NAMESPACE]);
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get('next'), '/play');
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<PlaySignupBody>({
    resolver: translatedResolver(zodResolver(playSignupBodySchema)),
    defaultValues: {
      nickname: '',
      email: '',
      password: '',
      language: toLanguage(i18n.resolvedLanguage),
      returnTo: next,
    },
  });
  const signup = useMutation({ mutationFn: fanSignupRequest });
  // MUI's TextField takes the input's ref as inputRef.
  const field = (name: keyof PlaySignupBody) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref };
  };
  if (signup.isSuccess) {
    return (
      <SideCard side="fans" title={t('auth:fans.checkMailTitle')}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="success">{localMessage(signup.data.message)}</Alert>
          <SendLinkAgain email={getValues('email')} password={getValues('password')} />
        </Box>
      </SideCard>
    );
  }
  return (
    <SideCard side="fans" title={t('signupTitle')}>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void handleSubmit((body) => signup.mutate(body))(e)}
        sx={{ display: 'grid', gap: 2 }}
      >
        {signup.refusal ? <Alert severity="error">{signup.refusal}</Alert> : null}
        <TextField
          label={t('fields.nickname')}
          autoComplete="nickname"
          required
          {...field('nickname')}
          error={!!errors.nickname}
          helperText={errors.nickname?.message ?? t('fields.nicknameHelp')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          {...field('email')}
          error={!!errors.email}
          helperText={errors.email?.message}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          required
          {...field('password')}
          error={!!errors.password}
          helperText={newPasswordHelp(t('auth:passwordHint'), errors.password)}
        />
        <TextField select label={t('fields.language')} {...field('language')} slotProps={{ select: { native: true } }}>
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`languages.${l}`)}
            </option>
          ))}
        </TextField>
        <Button type="submit" variant="contained" size="large" loading={signup.isPending}>
          {t('signupSubmit')}
        </Button>
        <Link component={RouterLink} to={`/play/signin?next=${encodeURIComponent(next)}`} sx={{ textAlign: 'center' }}>
          {t('haveAccount')}
        </Link>
      </Box>
    </SideCard>
  );
}
