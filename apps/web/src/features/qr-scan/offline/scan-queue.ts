import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { PrizeVerifyKey, VerifyWinnerAnswer } from '@app/contract/winners';

/** A scan kept on this device: queued while offline, then confirmed or refused by the server. */
export type QueuedScanRecord = {
  idempotencyKey: string;
  code: string;
  /** When it was scanned, ISO 8601. */
  scannedAt: string;
  /** Who scanned and for which bar, as the session said then (the server reads both from the session). */
  scannerId: string;
  barId: string | null;
  state: 'queued' | 'confirmed' | 'refused';
  answer?: VerifyWinnerAnswer;
  /** The server's refusal in the reader's language, when refused. */
  refusal?: string;
};

interface ScannerDb extends DBSchema {
  scans: { key: string; value: QueuedScanRecord; indexes: { scannedAt: string } };
  keys: { key: string; value: PrizeVerifyKey };
}

/**
 * The scanner's IndexedDB, the one place the page touches it: the queued scans and the public key.
 * Nothing of a prize but its code is kept until the server answers; the queue is this device's only.
 */
let opened: Promise<IDBPDatabase<ScannerDb>> | null = null;
const database = () =>
  (opened ??= openDB<ScannerDb>('prize-scanner', 1, {
    upgrade(db) {
      db.createObjectStore('scans', { keyPath: 'idempotencyKey' }).createIndex('scannedAt', 'scannedAt');
      db.createObjectStore('keys');
    },
  }));

export async function listScans(): Promise<QueuedScanRecord[]> {
  return (await database()).getAllFromIndex('scans', 'scannedAt');
}

export async function putScan(scan: QueuedScanRecord): Promise<void> {
  await (await database()).put('scans', scan);
}

/** Forgets the scans the server has answered; the queued ones stay. */
export async function clearAnswered(): Promise<void> {
  const db = await database();
  const tx = db.transaction('scans', 'readwrite');
  for (const scan of await tx.store.getAll()) if (scan.state !== 'queued') await tx.store.delete(scan.idempotencyKey);
  await tx.done;
}

export async function saveVerifyKey(key: PrizeVerifyKey): Promise<void> {
  await (await database()).put('keys', key, 'verify');
}

export async function readVerifyKey(): Promise<PrizeVerifyKey | undefined> {
  return (await database()).get('keys', 'verify');
}
