import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@mui/material';
import SettingsIcon from '@mui/icons-material/Settings';

// The panel's code loads when it is first opened: the login screen does not carry it.
const SettingsDrawer = lazy(() => import('./settings-drawer.tsx').then((m) => ({ default: m.SettingsDrawer })));

/** The header's 'Settings' button and the panel it opens. */
export function SettingsButton({ floating = false }: { floating?: boolean }) {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the drawer keeps its closing animation.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <IconButton
        aria-label={t('open')}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        color={floating ? 'default' : 'inherit'}
        // On the public screens it floats in the top corner (the RTL cache moves it to the other side).
        sx={
          floating
            ? {
                position: 'fixed',
                top: 12,
                right: 12,
                zIndex: 'appBar',
                bgcolor: 'background.paper',
                color: 'text.primary',
                boxShadow: 2,
                '&:hover': { bgcolor: 'background.paper' },
              }
            : undefined
        }
      >
        <SettingsIcon />
      </IconButton>
      {opened ? (
        <Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
