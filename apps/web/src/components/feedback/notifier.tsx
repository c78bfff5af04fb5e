import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, AlertTitle, Portal, Snackbar } from '@mui/material';
import { localMessage } from '../../lib/message-text.ts';
import { connectNotifier, type Notifier } from '../../lib/notifier-bridge.ts';
import { APP_BAR_HEIGHT } from '../layout/app-bar-height.ts';

/** Below the sticky header (and the frame above it, if any), so a toast never covers the page's title. */
export const TOAST_TOP = `calc(var(--app-frame, 0px) + ${APP_BAR_HEIGHT + 8}px)`;

type Notice = { id: number; severity: 'success' | 'error' | 'info'; message: string; title?: string };

const NotifierContext = createContext<Notifier | null>(null);
/** Messages clear after 3 s (SPEC.md section 9). */
export const NOTICE_DURATION_MS = 3000;

let nextId = 1;

export function NotifierProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const show = useCallback((n: Omit<Notice, 'id'>) => setNotice({ ...n, id: nextId++ }), []);
  const notifier = useMemo<Notifier>(() => ({
    // Messages may come from the contract or the server in English: shown in the current language.
    success: (message) => show({ severity: 'success', message: localMessage(message) }),
    info: (message) => show({ severity: 'info', message: localMessage(message) }),
    error: (message, title) => show({ severity: 'error', message: localMessage(message), title }),
  }), [show]);
  useEffect(() => connectNotifier(notifier), [notifier]);
  return (
    <NotifierContext value={notifier}>
      {children}
      {/* Mounted into <body> only while a notice shows: a dialog that opened earlier hides its
          siblings from screen readers, but not a node added after it. */}
      {notice ? (
        <Portal>
          <Snackbar
            key={notice.id}
            open
            autoHideDuration={NOTICE_DURATION_MS}
            onClose={(_e, reason) => { if (reason !== 'clickaway') setNotice(null); }}
            anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
            sx={{ top: { xs: TOAST_TOP, sm: TOAST_TOP } }}
          >
            <Alert severity={notice.severity} variant="filled" onClose={() => setNotice(null)} role="alert" sx={{ minWidth: 280 }}>
              {notice.title ? <AlertTitle>{notice.title}</AlertTitle> : null}
              {notice.message}
            </Alert>
          </Snackbar>
        </Portal>
      ) : null}
    </NotifierContext>
  );
}

export function useNotify(): Notifier {
  const notifier = useContext(NotifierContext);
  if (!notifier) throw new Error('useNotify outside NotifierProvider');
  return notifier;
}
