import { queryOptions } from '@tanstack/react-query';
import { prizeVerifyKeySchema, type PrizeVerifyKey } from '@app/contract/winners';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { api } from '../../../lib/api-client.ts';
import { readVerifyKey, saveVerifyKey } from '../offline/scan-queue.ts';
import { qrScanKeys } from './qr-scan-keys.ts';

/**
 * The public key signed codes are checked with offline: asked of the server while online and kept in
 * the scanner's IndexedDB, so the page opened offline still has it; null when neither has one (the
 * page then says offline checks need one visit online, and online scans go on as before).
 */
const getVerifyKey = async (signal?: AbortSignal): Promise<PrizeVerifyKey | null> => {
  try {
    const key = await api('/challenge-winners/verify-key', { schema: prizeVerifyKeySchema, signal });
    await saveVerifyKey(key);
    return key;
  } catch {
    return (await readVerifyKey().catch(() => undefined)) ?? null;
  }
};

const verifyKeyQueryOptions = () =>
  queryOptions({
    queryKey: qrScanKeys.verifyKey(),
    queryFn: ({ signal }) => getVerifyKey(signal),
    // Offline too: the function falls back to the key kept on the device.
    networkMode: 'always',
    staleTime: 3_600_000,
  });

export const useVerifyKey = () => useQuery(verifyKeyQueryOptions());
