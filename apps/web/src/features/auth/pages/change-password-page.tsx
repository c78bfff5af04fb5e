import { useNavigate } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MESSAGES_NAMESPACE } from '../../../lib/i18n.ts';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { AUTH_CODES, strongPasswordSchema } from '@app/contract/auth';
import { changePasswordRequest } from '../api/change-password.ts';
import { signinPathOf, type Side } from '../components/side-card.tsx';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';

type FormValues = { oldPassword: string; password: string; confirm: string };

/**
 * docs/product.md §5: submit stays disabled until the new password is valid, matches, and the old one has 2+
 * characters.
 */
export function ChangePasswordPage({ side = 'console' }: { side?: Side }) {
  // The server's and the form's messages are the messages' namespace: the page waits for it.
  const { t } = useTranslation(['auth', MESSAGES_NAMESPACE]);
  const navigate = useNavigate();
  const notify = useNotify();
  const { forget } = useSession();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<FormValues>({ defaultValues: { oldPassword: '', password: '', confirm: '' } });
  const [oldPassword = '', password = '', confirm = ''] = useWatch({
    control,
    name: ['oldPassword', 'password', 'confirm'],
  });
  const passwordValid = strongPasswordSchema.safeParse(password).success;
  const mismatch = confirm.length > 0 && confirm !== password;
  const canSubmit = passwordValid && !mismatch && confirm === password && oldPassword.length >= 2;

  const change = useMutation({
    mutationFn: changePasswordRequest,
    onSuccess: () => {
      notify.success(t('change.success'));
      forget();
      void navigate(signinPathOf(side), { replace: true });
    },
    // A wrong old password is said under its field.
    refusalFields: { setError, codes: { [AUTH_CODES.wrongCredentials]: 'oldPassword' } },
  });

  // On the fans' side, a section of their account page (/play/account).
  const heading =
    side === 'fans' ? (
      <Typography variant="h6" component="h2">
        {t('change.title')}
      </Typography>
    ) : null;
  return (
    <>
      {side === 'console' ? <PageHeader title={t('change.title')} /> : null}
      <Paper
        component={side === 'fans' ? 'section' : 'div'}
        sx={{ p: side === 'fans' ? { xs: 2, sm: 3 } : 3, maxWidth: side === 'fans' ? undefined : 520 }}
      >
        {heading}
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit((v) => change.mutate({ oldPassword: v.oldPassword, password: v.password }))}
          sx={{ display: 'grid', gap: 2 }}
        >
          <TextField
            label={t('fields.oldPassword')}
            type="password"
            autoComplete="current-password"
            {...register('oldPassword')}
            error={!!errors.oldPassword}
            helperText={errors.oldPassword?.message}
          />
          <TextField
            label={t('fields.newPassword')}
            type="password"
            autoComplete="new-password"
            {...register('password')}
            error={password.length > 0 && !passwordValid}
            helperText={t('passwordHint')}
          />
          <TextField
            label={t('fields.confirmNewPassword')}
            type="password"
            autoComplete="new-password"
            {...register('confirm')}
            error={mismatch}
            helperText={mismatch ? t('change.mismatch') : ' '}
          />
          <Button type="submit" variant="contained" disabled={!canSubmit} loading={change.isPending}>
            {t('change.submit')}
          </Button>
        </Box>
      </Paper>
    </>
  );
}
