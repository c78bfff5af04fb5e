import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddIcon from '@mui/icons-material/Add';
import CalendarViewWeekIcon from '@mui/icons-material/CalendarViewWeek';
import CheckIcon from '@mui/icons-material/Check';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { BAR_PARAM } from '@app/contract/bar-header';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { ADD_BAR_PATH } from '../add-bar-path.ts';
import { GROUP_WEEK_PATH } from '../group-week-path.ts';
import { BarInAddress } from './bar-in-address.tsx';

/**
 * The header's current bar, for an account with several: the account's bars with their review
 * status, the current one ticked; the week across them, and an owner adds a bar from here. One bar
 * shows nothing.
 */
export function BarSwitcher() {
  const { t } = useTranslation();
  const { user, switchBar } = useSession();
  const navigate = useNavigate();
  const { pathname, hash, search } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const bars = user?.bars ?? [];
  if (!user || bars.length < 2) return null;
  const current = bars.find((bar) => bar.id === user.barId);
  const plansSeveral = bars.filter((bar) => bar.role !== 'scanner').length > 1;
  const nameOf = (name: string) => name.trim() || t('bars.unnamed');
  const choose = (barId: string) => {
    setAnchor(null);
    if (barId === user.barId) return;
    switchBar(barId);
    const params = new URLSearchParams(search);
    params.set(BAR_PARAM, barId);
    void navigate({ pathname, search: `?${params.toString()}`, hash });
  };
  return (
    <>
      <BarInAddress />
      <Button
        color="inherit"
        startIcon={<StorefrontIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-label={t('bars.current', { name: current ? nameOf(current.name) : '' })}
        sx={{ textTransform: 'none', minWidth: 0, maxWidth: { xs: 180, sm: 240 }, flexShrink: 1 }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {current ? nameOf(current.name) : ''}
        </Box>
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('bars.menu') } }}
      >
        {bars.map((bar) => (
          <MenuItem key={bar.id} selected={bar.id === user.barId} onClick={() => choose(bar.id)}>
            <ListItemIcon>{bar.id === user.barId ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText primary={nameOf(bar.name)} secondary={t(`bars.status.${bar.status}`)} />
          </MenuItem>
        ))}
        {plansSeveral || user.role === 'owner' ? <Divider /> : null}
        {plansSeveral ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              void navigate({ pathname: GROUP_WEEK_PATH, search });
            }}
          >
            <ListItemIcon>
              <CalendarViewWeekIcon fontSize="small" />
            </ListItemIcon>
            {t('bars.groupWeek')}
          </MenuItem>
        ) : null}
        {user.role === 'owner' ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              void navigate({ pathname: ADD_BAR_PATH, search });
            }}
          >
            <ListItemIcon>
              <AddIcon fontSize="small" />
            </ListItemIcon>
            {t('bars.add')}
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
