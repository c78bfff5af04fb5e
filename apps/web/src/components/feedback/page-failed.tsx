import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** What a page that failed to draw shows in its place: the frame and the sidebar stay usable. */
export function PageFailed() {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          {t('reload')}
        </Button>
      }
    >
      {t('pageFailed')}
    </Alert>
  );
}
