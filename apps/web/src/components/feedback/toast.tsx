import { Alert, AlertTitle, Portal, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { localMessage } from '../../lib/message-text.ts';
import { MESSAGES_NAMESPACE } from '../../lib/i18n.ts';
import { NOTICE_DURATION_MS, TOAST_TOP, type Notice } from './notice.ts';

/** One notice at the top, in the current language; closes itself after NOTICE_DURATION_MS. */
export default function Toast({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  // The messages' namespace may not be loaded yet on a signed-out page: the toast waits for it.
  useTranslation(MESSAGES_NAMESPACE);
  return (
    <Portal>
      <Snackbar
        key={notice.id}
        open
        autoHideDuration={NOTICE_DURATION_MS}
        onClose={(_e, reason) => {
          if (reason !== 'clickaway') onClose();
        }}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        sx={{ top: { xs: TOAST_TOP, sm: TOAST_TOP } }}
      >
        <Alert severity={notice.severity} variant="filled" onClose={onClose} role="alert" sx={{ minWidth: 280 }}>
          {notice.title ? <AlertTitle>{notice.title}</AlertTitle> : null}
          {localMessage(notice.message)}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
