import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';
import EventSeatIcon from '@mui/icons-material/EventSeat';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import CancelIcon from '@mui/icons-material/Cancel';
import UpdateIcon from '@mui/icons-material/Update';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import BlockIcon from '@mui/icons-material/Block';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { MATCH_SEARCH_MIN_LENGTH } from '@app/contract/match-limits';
import type { Notice } from '@app/contract/notices';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { useNotices } from '../api/get-notices.ts';
import { useMarkAllNoticesRead } from '../api/mark-all-notices-read.ts';
import { useMarkNoticeRead } from '../api/mark-notice-read.ts';
import { noticeText } from './notice-text.ts';

/**
 * Where a notice leads: a bar decision to the bar's page; a booking request to the match's bookings;
 * a match change to the match list searched for its match (the search takes at most 100 characters); a prize
 * redeemed twice to the scanner.
 */
function pageOf(notice: Notice): string {
  if (notice.kind === 'prize_redeemed_elsewhere') return '/scan-qr-code';
  if (!('matchId' in notice)) return '/edit-bar';
  if (notice.kind === 'booking_requested') return `/bookings?match=${encodeURIComponent(notice.matchId)}`;
  const text = notice.headline.slice(0, 100).trim();
  return text.length >= MATCH_SEARCH_MIN_LENGTH
    ? `/matches?${new URLSearchParams({ q: text }).toString()}`
    : '/matches';
}

const ICON: Record<Notice['kind'], ReactNode> = {
  postponed: <EventBusyIcon color="warning" />,
  cancelled: <CancelIcon color="error" />,
  moved: <UpdateIcon color="info" />,
  bar_accepted: <CheckCircleIcon color="success" />,
  bar_pending: <HourglassEmptyIcon color="info" />,
  bar_rejected: <BlockIcon color="error" />,
  booking_requested: <EventSeatIcon color="primary" />,
  prize_redeemed_elsewhere: <QrCodeScannerIcon color="warning" />,
};

/**
 * The header's bell for a bar's owner and managers: the unread count, and a list of
 * what changed about the matches their bar shows and, for the owner, an admin's decision on the
 * bar. Opening one marks it read (for this person only) and opens the match list
 * searched for that match, where it is marked, or the bar's page.
 */
export function NoticesBell() {
  const { t } = useTranslation('notices');
  const { user } = useSession();
  const enabled = user?.role === 'owner' || user?.role === 'manager';
  const notices = useNotices({ enabled });
  const markRead = useMarkNoticeRead();
  const markAll = useMarkAllNoticesRead();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!enabled) return null;
  const unread = notices.data?.unread ?? 0;
  const items = notices.data?.items ?? [];

  const open = (notice: Notice) => {
    if (!notice.read) markRead.mutate(notice.id);
    setAnchor(null);
    void navigate(pageOf(notice));
  };

  return (
    <>
      <Tooltip title={t('title')}>
        <IconButton
          aria-label={t('openLabel', { count: unread })}
          aria-haspopup="dialog"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('title'),
            sx: { width: 380, maxWidth: 'calc(100vw - 16px)', maxHeight: '70vh' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
            {t('title')}
          </Typography>
          <Button size="small" disabled={unread === 0} onClick={() => markAll.mutate()}>
            {t('markAllRead')}
          </Button>
        </Box>
        <Divider />
        {notices.isError ? (
          <Typography color="error" sx={{ p: 2 }}>
            {t('loadFailed')}
          </Typography>
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t('empty')}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={t('title')}>
            {items.map((notice) => (
              <ListItemButton
                key={notice.id}
                divider
                onClick={() => open(notice)}
                aria-current={notice.read ? undefined : 'true'}
                sx={{ alignItems: 'flex-start', bgcolor: notice.read ? undefined : 'action.hover' }}
              >
                <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>{ICON[notice.kind]}</ListItemIcon>
                <ListItemText
                  primary={noticeText(t, notice)}
                  secondary={formatDateTime(notice.createdAt)}
                  slotProps={{ primary: { sx: { fontWeight: notice.read ? 400 : 700 } } }}
                />
                {notice.read ? null : (
                  <Box
                    component="span"
                    role="img"
                    aria-label={t('unread')}
                    sx={{ width: 8, height: 8, mt: 1.5, borderRadius: '50%', bgcolor: 'error.main', flexShrink: 0 }}
                  />
                )}
              </ListItemButton>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
