import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Alert, AlertTitle, Button } from '@mui/material';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { useBar } from '../api/get-bar.ts';

/**
 * On the owner's /matches: only accepted bars count as showing a match, so while the
 * bar is pending or rejected its broadcast switches are kept but fans do not see them.
 */
export function BarVisibilityNotice() {
  const { user } = useSession();
  const barId = user?.barId ?? null;
  return barId ? <Notice barId={barId} /> : null;
}

function Notice({ barId }: { barId: string }) {
  const { t } = useTranslation('bar');
  const bar = useBar(barId);
  const status = bar.data?.status;
  if (status !== 'pending' && status !== 'rejected') return null;
  return (
    <Alert
      severity={status === 'rejected' ? 'error' : 'info'}
      role="status"
      // On a phone the button goes under the text, on one line, instead of a narrow column beside it.
      sx={{
        mb: 2,
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-action': {
          alignItems: 'center',
          ml: { xs: 4, sm: 'auto' },
          pl: { xs: 0.5, sm: 2 },
          pt: { xs: 0, sm: 0.5 },
        },
      }}
      action={
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          component={RouterLink}
          to="/edit-bar"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('visibility.openBar')}
        </Button>
      }
    >
      <AlertTitle>{t(`visibility.${status}Title`)}</AlertTitle>
      {t(`visibility.${status}`)}
    </Alert>
  );
}
