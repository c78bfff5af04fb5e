import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, Button, Container, Link, Typography } from '@mui/material';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { SettingsButton } from '../../../components/settings/settings-button.tsx';

/**
 * The player pages' frame: mobile first, no console sidebar; who is signed in, or the ways in, and
 * the settings (language, theme) in the header itself, signed in or out: the floating button of the
 * other public screens would sit on the header's buttons (decision 059).
 */
export function PlayLayout() {
  const { t } = useTranslation('play');
  const { user, signOut } = useSession();
  // Signing in or up from a championship's page comes back to it.
  const { pathname } = useLocation();
  const from = pathname.startsWith('/play/') && pathname !== '/play/signup' ? pathname : '/play';
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Container maxWidth="md" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1.5, flexWrap: 'wrap' }}>
          <Link component={RouterLink} to="/play" color="inherit" underline="none" sx={{ flexGrow: 1 }}>
            <Typography component="span" variant="h6">{t('brand')}</Typography>
          </Link>
          {user ? (
            <>
              <Typography component="span" variant="body2"><bdi>{user.nickname}</bdi></Typography>
              <Button color="inherit" size="small" onClick={() => void signOut()}>{t('signOut')}</Button>
            </>
          ) : (
            <>
              <Button color="inherit" size="small" component={RouterLink} to="/login" state={{ from }}>{t('signIn')}</Button>
              <Button color="inherit" size="small" variant="outlined" component={RouterLink} to="/play/signup" state={{ from }}>{t('signUp')}</Button>
            </>
          )}
          <SettingsButton />
        </Container>
      </Box>
      <Container component="main" maxWidth="md" sx={{ py: 2, px: { xs: 1.5, sm: 3 } }}>
        <Outlet />
      </Container>
    </Box>
  );
}
