import { Link as RouterLink } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { localMessage } from '../../../lib/message-text.ts';
import { translatedResolver } from '../../../lib/translated-resolver.ts';
import { useTranslation } from 'react-i18next';
import { MESSAGES_NAMESPACE } from '../../../lib/i18n.ts';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { OutlinedField } from '../../../components/outlined-field.tsx';
import { forgotPasswordBodySchema, type ForgotPasswordBody } from '@app/contract/auth';
import { SideCard, signinPathOf, type Side } from '../components/side-card.tsx';
import { forgotPasswordRequest } from '../api/forgot-password.ts';

/** /forgot-password, and /play/forgot-password in the fans' frame (their reset link opens the fans' side). */
export function ForgotPasswordPage({ side = 'console' }: { side?: Side }) {
  // The server's and the form's messages are the messages' namespace: the page waits for it.
  const { t } = useTranslation(['auth', MESSAGES_NAMESPACE]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordBody>({
    resolver: translatedResolver(zodResolver(forgotPasswordBodySchema)),
    defaultValues: { email: '' },
  });
  const forgot = useMutation({ mutationFn: forgotPasswordRequest });

  return (
    <SideCard side={side} title={t('forgot.title')}>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit((values) => forgot.mutate(values))}
        sx={{ display: 'grid', gap: 2 }}
      >
        {forgot.isSuccess ? <Alert severity="success">{localMessage(forgot.data.message)}</Alert> : null}
        {forgot.refusal ? <Alert severity="error">{forgot.refusal}</Alert> : null}
        <OutlinedField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          autoFocus={side === 'console'}
          {...register('email')}
          error={!!errors.email}
          helperText={errors.email?.message ?? t('forgot.hint')}
        />
        <Button type="submit" variant="contained" size="large" loading={forgot.isPending}>
          {t('forgot.submit')}
        </Button>
        <Box sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} to={signinPathOf(side)}>
            {t('forgot.backToLogin')}
          </Link>
        </Box>
      </Box>
    </SideCard>
  );
}
