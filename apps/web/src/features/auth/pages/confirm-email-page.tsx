import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { safeReturnPath } from '@app/contract/return-path';
import { MESSAGES_NAMESPACE } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { confirmEmailRequest } from '../api/confirm-email.ts';
import { SideCard, signinPathOf, type Side } from '../components/side-card.tsx';

/** The links this page has sent: each is spent by its first send, in this tab. */
const spentTokens = new Set<string>();

/**
 * The mailed link's page (/confirm-email, /play/confirm-email): spends the link once; a new account
 * is signed in and goes back where it signed up from (a fan) or to its landing page; a changed
 * address is said so.
 */
export function ConfirmEmailPage({ side }: { side: Side }) {
  const { t } = useTranslation(['auth', MESSAGES_NAMESPACE]);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { startSession } = useSession();
  const confirm = useMutation({
    mutationFn: confirmEmailRequest,
    onSuccess: ({ session, returnTo, role }) => {
      if (!session) return;
      startSession(session, true);
      void navigate(role === 'player' ? safeReturnPath(returnTo, '/play') : '/', { replace: true });
    },
  });
  // Spent once, when the page opens: neither a second render nor the page mounted again in the
  // signed-in frame (the session starts before the page is left) sends the used link again.
  useEffect(() => {
    if (!token || spentTokens.has(token)) return;
    spentTokens.add(token);
    confirm.mutate({ token });
  }, [confirm, token]);
  const refused = !token
    ? t('confirm.missingToken')
    : confirm.error instanceof ApiRequestError
      ? confirm.error.message
      : confirm.error
        ? t('common:somethingWentWrong')
        : null;
  return (
    <SideCard side={side} title={t('confirm.title')}>
      {refused ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="error">{refused}</Alert>
          <Button component={RouterLink} to={signinPathOf(side)} variant="contained">
            {t('confirm.goToSignin')}
          </Button>
        </Box>
      ) : confirm.data && !confirm.data.session ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="success">{t('confirm.emailChanged', { email: confirm.data.email })}</Alert>
          <Button component={RouterLink} to={side === 'fans' ? '/play/account' : '/'} variant="contained">
            {t('confirm.continue')}
          </Button>
        </Box>
      ) : (
        <Box sx={{ display: 'grid', justifyItems: 'center', py: 3 }}>
          <CircularProgress aria-label={t('confirm.checking')} />
        </Box>
      )}
    </SideCard>
  );
}
