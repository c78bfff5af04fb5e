import { Alert, AlertTitle, Portal, Snackbar } from '@mui/material';
import { localMessage } from '../../lib/message-text.ts';
import { NOTICE_DURATION_MS, TOAST_TOP, type Notice } from './notice.ts';

/** One notice at the top, in the current language; closes itself after NOTICE_DURATION_MS. */
export default function Toast({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  return (
    <Portal>
      <Snackbar
        key={notice.id}
        open
        autoHideDuration={NOTICE_DURATION_MS}
        onClose={(_e, reason) => { if (reason !== 'clickaway') onClose(); }}
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
