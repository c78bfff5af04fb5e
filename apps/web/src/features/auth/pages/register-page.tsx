import { Link as RouterLink } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { translatedResolver } from '../../../lib/translated-resolver.ts';
import { useTranslation } from 'react-i18next';
import { MESSAGES_NAMESPACE } from '../../../lib/i18n.ts';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { OutlinedField } from '../../../components/outlined-field.tsx';
import { signupBodySchema, type SignupBody } from '@app/contract/auth';
import { AuthCard } from '../components/auth-card.tsx';
import { newPasswordHelp } from '../components/new-password-help.ts';
import { signupRequest } from '../api/signup.ts';
import { localMessage } from '../../../lib/message-text.ts';

export function RegisterPage() {
  // The server's and the form's messages are the messages' namespace: the page waits for it.
  const { t } = useTranslation(['auth', MESSAGES_NAMESPACE]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupBody>({
    resolver: translatedResolver(zodResolver(signupBodySchema)),
    defaultValues: { username: '', email: '', password: '' },
  });
  // "Check your mail" whether or not the address has an account: the mail says which.
  const signup = useMutation({ mutationFn: signupRequest });

  return (
    <AuthCard title={t('register.title')}>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit((values) => signup.mutate(values))}
        sx={{ display: 'grid', gap: 2 }}
      >
        {signup.isSuccess ? <Alert severity="success">{localMessage(signup.data.message)}</Alert> : null}
        {signup.refusal ? <Alert severity="error">{signup.refusal}</Alert> : null}
        <OutlinedField
          label={t('fields.name')}
          autoComplete="name"
          required
          autoFocus
          {...register('username')}
          error={!!errors.username}
          helperText={errors.username?.message}
        />
        <OutlinedField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          {...register('email')}
          error={!!errors.email}
          helperText={errors.email?.message}
        />
        <OutlinedField
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          required
          {...register('password')}
          error={!!errors.password}
          helperText={newPasswordHelp(t('passwordHint'), errors.password)}
        />
        <Button type="submit" variant="contained" size="large" loading={signup.isPending}>
          {t('register.submit')}
        </Button>
        <Box sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} to="/login">
            {t('register.haveAccount')}
          </Link>
        </Box>
      </Box>
    </AuthCard>
  );
}
