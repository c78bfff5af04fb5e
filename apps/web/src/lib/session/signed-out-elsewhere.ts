import { SESSION_STORAGE_KEY } from '../session-store.ts';

/** The tabs of this browser share the session's cookies: one signing out tells the others. */
const CHANNEL = 'matchday-session';

export function tellSignedOut(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('signed-out');
  channel.close();
}

/**
 * Calls `signedOut` when another tab signs out: by BroadcastChannel, else by the storage event of
 * the remembered session's record being removed. Returns the unsubscribe.
 */
export function onSignedOutElsewhere(signedOut: () => void): () => void {
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event) => {
      if (event.data === 'signed-out') signedOut();
    };
    return () => channel.close();
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY && event.newValue === null) signedOut();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
