import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useNotify } from '../feedback/notifier.tsx';

/** `accountItems`: what features add to the account's menu (an owner's "Add a bar"), given how to close it. */
export function UserMenu({ accountItems }: { accountItems?: (close: () => void) => ReactNode }) {
  const { t } = useTranslation();
  const { user, signOut } = useSession();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;
  const displayName = user.nickname || t('layout.fallbackName');
  return (
    <>
      {/* On a phone only the icon shows (the name would wrap and crowd the title); the label keeps the name. */}
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-label={displayName}
        sx={{
          textTransform: 'none',
          whiteSpace: 'nowrap',
          flexShrink: 0,
          minWidth: 0,
          '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
        }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {displayName}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {accountItems?.(() => setAnchor(null))}
        {/* docs/product.md: Change Password is reached by a full page load. */}
        <MenuItem component="a" href="/change-password">
          <ListItemIcon>
            <KeyIcon fontSize="small" />
          </ListItemIcon>
          {t('layout.changePassword')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            signOut().catch((error: unknown) =>
              notify.error(error instanceof Error ? error.message : t('somethingWentWrong')),
            );
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('layout.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
