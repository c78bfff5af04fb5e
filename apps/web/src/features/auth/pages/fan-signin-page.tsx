import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { AUTH_CODES } from '@app/contract/auth-codes';
import { safeReturnPath } from '@app/contract/return-path';
import { OutlinedField } from '../../../components/outlined-field.tsx';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { usePreferences } from '../../../components/settings/preferences-provider.tsx';
import { signinRequest, typedCredentials } from '../api/signin.ts';
import { SideCard } from '../components/side-card.tsx';
import { SendLinkAgain } from '../components/send-link-again.tsx';

/**
 * /play/signin: a fan's sign-in in the fans' frame, through the console's session start (the same
 * cookies, throttles and CSRF secret). A fan goes back to `next` (a path of this site only); a
 * bar's or the console's account to the console.
 */
export function FanSigninPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get('next'), '/play');
  const { startSession } = useSession();
  const { applyAccountPreferences } = usePreferences();
  const [typed, setTyped] = useState({ email: '', password: '' });
  const signin = useMutation({
    mutationFn: signinRequest,
    onSuccess: (record) => {
      startSession(record, true);
      applyAccountPreferences(record);
      // '/' takes a console account to its landing page (app/guards.tsx).
      void navigate(record.role === 'player' ? next : '/', { replace: true });
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credentials = typedCredentials(event.currentTarget);
    setTyped(credentials);
    signin.mutate({ ...credentials, remember: true });
  };
  const error = signin.error instanceof ApiRequestError ? signin.error : null;
  const unconfirmed = error?.code === AUTH_CODES.emailUnconfirmed;
  const withNext = (path: string) => `${path}?next=${encodeURIComponent(next)}`;
  return (
    <SideCard side="fans" title={t('fans.signinTitle')}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        {error ? (
          <Alert severity={unconfirmed ? 'warning' : 'error'}>{error.message}</Alert>
        ) : signin.error ? (
          <Alert severity="error">{t('common:somethingWentWrong')}</Alert>
        ) : null}
        {unconfirmed ? <SendLinkAgain email={typed.email} password={typed.password} /> : null}
        <OutlinedField label={t('fields.email')} name="email" type="email" autoComplete="email" required />
        <OutlinedField
          label={t('fields.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Link component={RouterLink} to="/play/forgot-password">
          {t('login.forgotPassword')}
        </Link>
        <Button type="submit" variant="contained" size="large" loading={signin.isPending}>
          {t('login.submit')}
        </Button>
        <Box sx={{ textAlign: 'center' }}>
          {t('fans.noAccount')}{' '}
          <Link component={RouterLink} to={withNext('/play/signup')}>
            {t('fans.createAccount')}
          </Link>
        </Box>
      </Box>
    </SideCard>
  );
}
