import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { QUEUED_SCANS_MAX, splitSignedPrizeCode, type PrizeVerifyKey } from '@app/contract/winners';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { localMessage } from '../../../lib/message-text.ts';
import type { SessionUser } from '../../../lib/session/session-provider.tsx';
import { sendQueuedScans } from '../api/verify-queued.ts';
import { checkSignedCode } from './check-signed-code.ts';
import { clearAnswered, listScans, putScan, type QueuedScanRecord } from './scan-queue.ts';

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser says it is online (a bar's Wi-Fi that drops says offline at once). */
const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

/**
 * The scans this device queued while offline: a code is checked here (signature and
 * expiry) and kept in IndexedDB with its idempotency key; back online, the queue is sent in batches and
 * each scan shows the server's answer. Sending again after a lost answer redeems nothing twice.
 */
export function useScanQueue(user: SessionUser | null, verifyKey: PrizeVerifyKey | undefined) {
  const { t } = useTranslation('scan');
  const online = useOnline();
  const [scans, setScans] = useState<QueuedScanRecord[]>([]);
  const sending = useRef(false);

  const reload = useCallback(async () => setScans(await listScans()), []);

  /** Checks a code offline and queues it: null when queued, else why not, in the reader's language. */
  const enqueue = useCallback(
    async (code: string): Promise<string | null> => {
      const text = code.trim();
      if (!splitSignedPrizeCode(text)) return t('offline.unsigned');
      if (!verifyKey) return t('offline.noKey');
      const checked = await checkSignedCode(text, verifyKey);
      if (!checked.ok) {
        if (checked.problem === 'expired') {
          const at = new Date(splitSignedPrizeCode(text)!.exp * 1000).toISOString();
          return localMessage('This prize code expired.', 'prizeCodeExpired', { at });
        }
        return localMessage('This QR code was changed or not issued by us.', 'prizeCodeTampered');
      }
      if ((await listScans()).some((scan) => scan.code === text && scan.state === 'queued'))
        return t('offline.alreadyQueued');
      await putScan({
        idempotencyKey: crypto.randomUUID(),
        code: text,
        scannedAt: new Date().toISOString(),
        scannerId: user?.userId ?? '',
        barId: user?.barId ?? null,
        state: 'queued',
      });
      await reload();
      return null;
    },
    [reload, t, user, verifyKey],
  );

  /** Sends what is queued, a batch at a time; a network failure leaves the rest queued for the next try. */
  const sync = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (;;) {
        const queued = (await listScans()).filter((scan) => scan.state === 'queued').slice(0, QUEUED_SCANS_MAX);
        if (queued.length === 0) break;
        let results;
        try {
          ({ results } = await sendQueuedScans(
            queued.map(({ idempotencyKey, code, scannedAt }) => ({ idempotencyKey, code, scannedAt })),
          ));
        } catch (error) {
          // Refused whole (a 4xx other than a session's end): each scan says why; otherwise try later.
          if (!(error instanceof ApiRequestError) || error.status >= 500 || error.status === 401) break;
          for (const scan of queued) await putScan({ ...scan, state: 'refused', refusal: error.message });
          continue;
        }
        for (const result of results) {
          const scan = queued.find((s) => s.idempotencyKey === result.idempotencyKey);
          if (!scan) continue;
          await putScan(
            result.outcome === 'redeemed'
              ? { ...scan, state: 'confirmed', answer: result.answer }
              : {
                  ...scan,
                  state: 'refused',
                  refusal: localMessage(result.refusal.message, result.refusal.messageCode, result.refusal.params),
                },
          );
        }
      }
    } finally {
      sending.current = false;
      await reload();
    }
  }, [reload]);

  useEffect(() => {
    let live = true;
    void listScans().then((kept) => {
      if (live) setScans(kept);
    });
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (online) void sync();
  }, [online, sync]);

  const clear = useCallback(async () => {
    await clearAnswered();
    await reload();
  }, [reload]);

  return { scans, online, enqueue, clear };
}
