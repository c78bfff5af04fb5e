import { Suspense, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { APP_BAR_HEIGHT } from './app-bar-height.ts';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { Sidebar, type NavEntry } from './sidebar.tsx';
import { UserMenu } from './user-menu.tsx';
import { Footer } from './footer.tsx';
import { SIDEBAR_MINI_WIDTH, SIDEBAR_WIDTH } from '../../config/theme.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { SettingsButton } from '../settings/settings-button.tsx';
import { LayoutFrame } from '../settings/layout-frame.tsx';
import { usePreferences } from '../settings/preferences-provider.tsx';

/**
 * Sidebar 304 px, collapsible to an 80 px mini sidebar; a drawer below lg (docs/product.md §9).
 * `nav`: the sidebar's entries for the person; `headerActions`: what the route module adds to the
 * header (the notices bell, the current bar) and `accountItems` to the account's menu, since shared
 * components never import features or app/.
 */
export function AppLayout({
  nav,
  headerActions,
  accountItems,
}: {
  nav: NavEntry[];
  headerActions?: ReactNode;
  accountItems?: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const severalBars = (user?.bars?.length ?? 0) > 1;
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('lg'));
  const [mini, setMini] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const busy = useIsFetching() + useIsMutating() > 0;
  // semi-dark: the sidebar and its drawer take a dark theme of their own (same direction).
  const { sidebarTheme } = usePreferences();
  if (!user) return null;
  const width = desktop ? (mini ? SIDEBAR_MINI_WIDTH : SIDEBAR_WIDTH) : 0;

  const sidebar = desktop ? (
    // Sticky rather than fixed, so it stays inside the boxed and framed layouts.
    <Drawer
      variant="permanent"
      data-testid="sidebar"
      data-mini={mini ? 'true' : 'false'}
      sx={{
        width,
        flexShrink: 0,
        '& .MuiDrawer-paper': {
          width,
          overflowX: 'hidden',
          transition: 'width 150ms',
          position: 'sticky',
          top: 'var(--app-frame, 0px)',
          height: 'calc(100vh - 2 * var(--app-frame, 0px))',
        },
      }}
    >
      <Sidebar user={user} entries={nav} mini={mini} />
    </Drawer>
  ) : (
    <Drawer
      variant="temporary"
      open={drawerOpen}
      onClose={() => setDrawerOpen(false)}
      data-testid="sidebar-drawer"
      sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH } }}
    >
      <Sidebar user={user} entries={nav} mini={false} onNavigate={() => setDrawerOpen(false)} />
    </Drawer>
  );

  return (
    <LayoutFrame>
      {sidebarTheme ? <ThemeProvider theme={sidebarTheme}>{sidebar}</ThemeProvider> : sidebar}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="sticky"
          color="inherit"
          elevation={0}
          sx={{ top: 'var(--app-frame, 0px)', borderBottom: 1, borderColor: 'divider' }}
          className="no-print"
        >
          {/* A phone's header holds the name whole beside the bell, settings and account buttons. */}
          <Toolbar sx={{ minHeight: APP_BAR_HEIGHT, gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
            <IconButton
              edge="start"
              aria-label={
                desktop ? (mini ? t('layout.expandSidebar') : t('layout.collapseSidebar')) : t('layout.openMenu')
              }
              onClick={() => (desktop ? setMini((m) => !m) : setDrawerOpen(true))}
            >
              {desktop && !mini ? <MenuOpenIcon /> : <MenuIcon />}
            </IconButton>
            {/* On a phone an account of several bars sees the current bar's name where the console's is. */}
            <Typography
              variant="h6"
              component="div"
              sx={{
                flexGrow: 1,
                fontWeight: 700,
                fontSize: { xs: '1rem', sm: '1.25rem' },
                display: severalBars ? { xs: 'none', sm: 'block' } : 'block',
              }}
              noWrap
            >
              {t('appName')}
            </Typography>
            {severalBars ? <Box sx={{ flexGrow: 1, display: { xs: 'block', sm: 'none' } }} /> : null}
            {busy ? <CircularProgress size={22} aria-label={t('loading')} data-testid="fetch-spinner" /> : null}
            {headerActions}
            <SettingsButton />
            <UserMenu {...(accountItems ? { accountItems } : {})} />
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ flexGrow: 1, p: { xs: 1.5, sm: 3 }, bgcolor: 'background.default' }}>
          {/* A page's chunk loads here on its first visit: the header and the sidebar stay. Another
              bar of the account draws its pages anew, nothing of the previous bar's kept. */}
          <Suspense key={user.barId ?? ''} fallback={null}>
            <Outlet />
          </Suspense>
        </Box>
        <Footer />
      </Box>
    </LayoutFrame>
  );
}
