import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { SettingsButton } from '../../../components/settings/settings-button.tsx';
import { LanguagePicker } from './language-picker.tsx';

/**
 * The player pages' frame: mobile first, no console sidebar; who is signed in, or the ways in, and
 * the settings (language, theme) in the header itself, signed in or out: the floating button of the
 * other public screens would sit on the header's buttons.
 */
/**
 * The column of the header and the page: what MUI's Container (maxWidth md) draws, without its
 * code, which brought @mui/system's theme-props reader from the signed-in frame's file.
 */
/** The fans' account screens: signing in from one of them goes to /play, not back to it. */
const SIGNIN_SCREENS = [
  '/play/signin',
  '/play/signup',
  '/play/forgot-password',
  '/play/reset-password',
  '/play/confirm-email',
];

const COLUMN = { width: '100%', maxWidth: 'md', mx: 'auto', boxSizing: 'border-box', px: { xs: 2, sm: 3 } } as const;

/** A header action: its words on one line, with no more room around them than a phone can give. */
const ACTION = {
  flexShrink: 0,
  whiteSpace: 'nowrap',
  minWidth: 0,
  px: { xs: 0.75, sm: 1.25 },
  textTransform: 'none',
} as const;

export function PlayLayout() {
  const { t } = useTranslation('play');
  const { user, signOut } = useSession();
  // Signing in or up comes back to the page it was asked from (the sign-in screens themselves excepted).
  const { pathname, search } = useLocation();
  const onSigninScreen = SIGNIN_SCREENS.some((screen) => pathname.startsWith(screen));
  const next = `?next=${encodeURIComponent(onSigninScreen ? '/play' : `${pathname}${search}`)}`;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        {/*
          One line on a phone in every language: the brand and the nickname give way (ellipsis), the actions keep their
          words.
        */}
        <Box
          sx={{
            ...COLUMN,
            display: 'flex',
            alignItems: 'center',
            gap: { xs: 0.5, sm: 1 },
            py: 1.5,
            px: { xs: 1, sm: 3 },
          }}
        >
          <Link
            component={RouterLink}
            to="/play"
            color="inherit"
            underline="none"
            noWrap
            sx={{ flexGrow: 1, minWidth: 0 }}
          >
            <Typography
              component="span"
              variant="h6"
              noWrap
              sx={{ display: 'block', fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
            >
              {t('brand')}
            </Typography>
          </Link>
          {user ? (
            <>
              {user.role === 'player' ? (
                <Link
                  component={RouterLink}
                  to="/play/account"
                  color="inherit"
                  variant="body2"
                  noWrap
                  sx={{ minWidth: 0, maxWidth: '8rem' }}
                >
                  <bdi>{user.nickname}</bdi>
                </Link>
              ) : (
                <Typography component="span" variant="body2" noWrap sx={{ minWidth: 0, maxWidth: '8rem' }}>
                  <bdi>{user.nickname}</bdi>
                </Typography>
              )}
              <Button color="inherit" size="small" sx={ACTION} onClick={() => void signOut()}>
                {t('signOut')}
              </Button>
            </>
          ) : (
            <>
              <Button color="inherit" size="small" sx={ACTION} component={RouterLink} to={`/play/signin${next}`}>
                {t('signIn')}
              </Button>
              <Button
                color="inherit"
                size="small"
                sx={ACTION}
                variant="outlined"
                component={RouterLink}
                to={`/play/signup${next}`}
              >
                {t('signUp')}
              </Button>
            </>
          )}
          <LanguagePicker />
          <SettingsButton />
        </Box>
      </Box>
      <Box component="main" sx={{ ...COLUMN, py: 2, px: { xs: 1.5, sm: 3 } }}>
        <Outlet />
      </Box>
    </Box>
  );
}
