import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import LocalBarIcon from '@mui/icons-material/LocalBar';
import GroupsIcon from '@mui/icons-material/Groups';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import HistoryIcon from '@mui/icons-material/History';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import CalendarViewWeekIcon from '@mui/icons-material/CalendarViewWeek';
import EventSeatIcon from '@mui/icons-material/EventSeat';
import ShieldIcon from '@mui/icons-material/Shield';
import TourIcon from '@mui/icons-material/Tour';
import TranslateIcon from '@mui/icons-material/Translate';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { SessionUser } from '../../lib/session/session-provider.tsx';

/** A sidebar entry: the page, its label's key and its icon (app/routes.tsx declares them with the pages). */
export type NavEntry = {
  path: string;
  labelKey: string;
  icon:
    | 'bar'
    | 'matches'
    | 'planner'
    | 'demand'
    | 'bookings'
    | 'barLeague'
    | 'bars'
    | 'championships'
    | 'qr'
    | 'team'
    | 'users'
    | 'audit'
    | 'feed'
    | 'competitions'
    | 'teams'
    | 'languages';
};

const ICONS: Record<NavEntry['icon'], typeof StorefrontIcon> = {
  bar: StorefrontIcon,
  matches: SportsSoccerIcon,
  planner: CalendarViewWeekIcon,
  demand: TrendingUpIcon,
  bookings: EventSeatIcon,
  barLeague: EmojiEventsIcon,
  championships: EmojiEventsIcon,
  qr: QrCodeScannerIcon,
  bars: LocalBarIcon,
  team: GroupsIcon,
  users: ManageAccountsIcon,
  audit: HistoryIcon,
  feed: CloudSyncIcon,
  competitions: TourIcon,
  teams: ShieldIcon,
  languages: TranslateIcon,
};

export function Sidebar({
  user,
  entries,
  mini,
  onNavigate,
}: {
  user: SessionUser;
  entries: NavEntry[];
  mini: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const displayName = user.nickname || t('layout.fallbackName');
  return (
    <Box
      component="nav"
      aria-label={t('layout.mainNavigation')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: mini ? 1.5 : 2.5, py: 2, minHeight: 72 }}>
        <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden>
          {displayName.slice(0, 1).toUpperCase()}
        </Avatar>
        {mini ? null : (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap data-testid="sidebar-user-name">
              {displayName}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap data-testid="sidebar-user-email">
              {user.email}
            </Typography>
          </Box>
        )}
      </Box>
      <Divider />
      <List
        subheader={
          mini ? undefined : (
            <ListSubheader sx={{ bgcolor: 'transparent', lineHeight: '36px' }}>{t('layout.content')}</ListSubheader>
          )
        }
        sx={{ px: 1 }}
      >
        {entries.map((entry) => {
          const Icon = ICONS[entry.icon];
          const label = t(entry.labelKey);
          const button = (
            <ListItemButton
              component={NavLink}
              to={entry.path}
              onClick={onNavigate}
              sx={{
                borderRadius: 1,
                mb: 0.5,
                justifyContent: mini ? 'center' : 'flex-start',
                '&.active': { bgcolor: 'action.selected', color: 'primary.main' },
              }}
            >
              <ListItemIcon sx={{ minWidth: mini ? 0 : 40, color: 'inherit' }}>
                <Icon />
              </ListItemIcon>
              {mini ? null : <ListItemText primary={label} />}
            </ListItemButton>
          );
          // Each link in its own <li>: a list holds list items only (axe 'list').
          return (
            <ListItem key={entry.path} disablePadding sx={{ display: 'block' }}>
              {mini ? (
                <Tooltip title={label} placement={theme.direction === 'rtl' ? 'left' : 'right'}>
                  {button}
                </Tooltip>
              ) : (
                button
              )}
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
