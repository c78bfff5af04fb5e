import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { useJoinLeague } from '../api/join-league.ts';
import { leaguePath } from '../api/league-keys.ts';

/**
 * /play/join/:code — an invite link. A player joins with one tap and lands on the league; a fan
 * signed out signs in (or up) on the fans' side and comes back here.
 */
export function JoinLeaguePage() {
  const { code = '' } = useParams();
  const { t } = useTranslation('play');
  const { user } = useSession();
  const navigate = useNavigate();
  const join = useJoinLeague();
  const here = `/play/join/${encodeURIComponent(code)}`;
  if (!user) return <Navigate to={`/play/signin?next=${encodeURIComponent(here)}`} replace />;
  return (
    <Paper component="section" aria-labelledby="join-title" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Typography id="join-title" variant="h5" component="h1">
        {t('leagues.joinTitle')}
      </Typography>
      <Typography>{t('leagues.joinInvite', { code })}</Typography>
      {join.refusal ? <Alert severity="error">{join.refusal}</Alert> : null}
      {user.role === 'player' ? (
        <Button
          variant="contained"
          size="large"
          loading={join.isPending}
          onClick={() =>
            join.mutate(code, { onSuccess: (league) => void navigate(leaguePath(league), { replace: true }) })
          }
          sx={{ justifySelf: 'start' }}
        >
          {t('leagues.joinNow')}
        </Button>
      ) : (
        <Alert severity="info">{t('consoleAccount')}</Alert>
      )}
      <Box>
        <Button component={RouterLink} to="/play">
          {t('listTitle')}
        </Button>
      </Box>
    </Paper>
  );
}
