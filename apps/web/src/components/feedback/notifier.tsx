import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { connectNotifier, type Notifier } from '../../lib/notifier-bridge.ts';
import type { Notice } from './notice.ts';

export { TOAST_TOP } from './notice.ts';

/**
 * The toast (Snackbar, Alert, their transitions) and the message catalogue that words it load
 * with the first notice, not on every page's start path.
 */
const Toast = lazy(() => import('./toast.tsx'));

const NotifierContext = createContext<Notifier | null>(null);

let nextId = 1;

export function NotifierProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const show = useCallback((n: Omit<Notice, 'id'>) => setNotice({ ...n, id: nextId++ }), []);
  const notifier = useMemo<Notifier>(
    () => ({
      // Messages may come from the contract or the server in English: shown in the current language.
      success: (message) => show({ severity: 'success', message }),
      info: (message) => show({ severity: 'info', message }),
      error: (message, title) => show({ severity: 'error', message, title }),
    }),
    [show],
  );
  useEffect(() => connectNotifier(notifier), [notifier]);
  return (
    <NotifierContext value={notifier}>
      {children}
      {/* Mounted into <body> only while a notice shows: a dialog that opened earlier hides its
          siblings from screen readers, but not a node added after it. */}
      {notice ? (
        <Suspense fallback={null}>
          <Toast notice={notice} onClose={() => setNotice(null)} />
        </Suspense>
      ) : null}
    </NotifierContext>
  );
}

export function useNotify(): Notifier {
  const notifier = useContext(NotifierContext);
  if (!notifier) throw new Error('useNotify outside NotifierProvider');
  return notifier;
}
