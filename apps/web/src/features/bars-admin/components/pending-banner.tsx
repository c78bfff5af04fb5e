import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@mui/material';

/** Replaces the template's dead banner: says when bars wait for review, and opens Pending. */
export function PendingBanner({ count, onOpen }: { count: number; onOpen: () => void }) {
  const { t } = useTranslation('bars-admin');
  if (count <= 0) return null;
  return (
    <Alert
      severity="info"
      className="no-print"
      sx={{ mb: 1.5, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" onClick={onOpen} sx={{ whiteSpace: 'nowrap' }}>
          {t('openPending')}
        </Button>
      }
    >
      {t('pendingBanner', { count })}
    </Alert>
  );
}
