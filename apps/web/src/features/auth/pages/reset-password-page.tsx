import { Link as RouterLink, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { localMessage } from '../../../lib/message-text.ts';
import { translatedResolver } from '../../../lib/translated-resolver.ts';
import { useTranslation } from 'react-i18next';
import { MESSAGES_NAMESPACE } from '../../../lib/i18n.ts';
import { useMutation, useQuery } from '../../../lib/refusal/use-console-query.ts';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { OutlinedField } from '../../../components/outlined-field.tsx';
import { strongPasswordSchema } from '@app/contract/auth';
import { newPasswordHelp } from '../components/new-password-help.ts';
import { SideCard, sidePath, signinPathOf, type Side } from '../components/side-card.tsx';
import { resetLinkRequest } from '../api/get-reset-link.ts';
import { resetPasswordRequest } from '../api/reset-password.ts';
import { isRefusal, refusalCode } from '../../../lib/refusal/refusal-text.ts';

/** The only check on `confirm` is the match; its message is shown through i18n (auth:change.mismatch). */
const formSchema = z
  .object({ password: strongPasswordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: 'mismatch', path: ['confirm'] });
type FormValues = z.infer<typeof formSchema>;

/** /reset-password, and /play/reset-password in the fans' frame: a fan's reset mail opens the fans' side. */
export function ResetPasswordPage({ side = 'console' }: { side?: Side }) {
  // The server's and the form's messages are the messages' namespace: the page waits for it.
  const { t } = useTranslation(['auth', MESSAGES_NAMESPACE]);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // An invitation mail links here too: same form, its own title.
  const invitation = params.get('invitation') === '1';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: translatedResolver(zodResolver(formSchema)),
    mode: 'onChange',
    defaultValues: { password: '', confirm: '' },
  });
  // Asked when the page opens, so a used or expired link says so before a password is typed
  // in. Asked once: the answer must not change under a reset that just spent it.
  const link = useQuery({
    queryKey: ['reset-link', token],
    queryFn: () => resetLinkRequest({ token }),
    enabled: token !== '',
    staleTime: Infinity,
  });
  const reset = useMutation({ mutationFn: resetPasswordRequest });
  // A link the server refuses (used, expired, made up, too many attempts) gets its message and the way
  // to a new one; a check that could not be made leaves the form, whose sending says what is wrong.
  // An invitation's link says so in the words of an invitation, not a reset's.
  // Read on every render, before any answer: this page says the link's refusal itself, so the
  // notifier never says it a second time, whichever comes first, the answer or the page's render.
  const linkRefusal = link.refusal;
  const refused = !isRefusal(link.error)
    ? null
    : invitation && refusalCode(link.error) === 'auth.INVALID_RESET_LINK'
      ? t('reset.invitationExpired')
      : linkRefusal;

  return (
    <SideCard side={side} title={invitation ? t('reset.invitationTitle') : t('reset.title')}>
      {reset.isSuccess ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {/* An invited person had no password before: it is set, not changed. */}
          <Alert severity="success">{invitation ? t('reset.invitationSet') : localMessage(reset.data.message)}</Alert>
          <Button component={RouterLink} to={signinPathOf(side)} variant="contained">
            {t('reset.goToLogin')}
          </Button>
        </Box>
      ) : refused ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="error">{refused}</Alert>
          <Button component={RouterLink} to={sidePath(side, '/forgot-password')} variant="contained">
            {t('reset.askAgain')}
          </Button>
        </Box>
      ) : link.isLoading ? (
        <Box sx={{ display: 'grid', justifyItems: 'center', py: 3 }}>
          <CircularProgress aria-label={t('reset.checking')} />
        </Box>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit((v) => reset.mutate({ token, password: v.password }))}
          sx={{ display: 'grid', gap: 2 }}
        >
          {token ? null : <Alert severity="error">{t('reset.missingToken')}</Alert>}
          {reset.refusal ? <Alert severity="error">{reset.refusal}</Alert> : null}
          <OutlinedField
            label={t('fields.newPassword')}
            type="password"
            autoComplete="new-password"
            required
            {...register('password')}
            error={!!errors.password}
            helperText={newPasswordHelp(t('passwordHint'), errors.password)}
          />
          <OutlinedField
            label={t('fields.confirmNewPassword')}
            type="password"
            autoComplete="new-password"
            required
            {...register('confirm')}
            error={!!errors.confirm}
            helperText={errors.confirm ? t('change.mismatch') : undefined}
          />
          <Button type="submit" variant="contained" size="large" disabled={!token} loading={reset.isPending}>
            {invitation ? t('reset.invitationSubmit') : t('reset.submit')}
          </Button>
          <Box sx={{ textAlign: 'center' }}>
            <Link component={RouterLink} to={sidePath(side, '/forgot-password')}>
              {t('reset.askAgain')}
            </Link>
          </Box>
        </Box>
      )}
    </SideCard>
  );
}
